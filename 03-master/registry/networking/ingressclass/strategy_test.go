package ingressclass

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	class := &networking.IngressClass{ObjectMeta: metav1.ObjectMeta{Name: "nginx", Generation: 5}, Spec: networking.IngressClassSpec{Controller: "k8s.io/ingress-nginx"}}
	Strategy.PrepareForCreate(ctx, class)
	if class.Generation != 1 || Strategy.NamespaceScoped() {
		t.Errorf("got generation %d namespaced %v; want 1, cluster-scoped", class.Generation, Strategy.NamespaceScoped())
	}
	old := class.DeepCopy()
	old.ResourceVersion, class.ResourceVersion = "1", "1"
	class.Spec.Controller = "example.com/other"
	Strategy.PrepareForUpdate(ctx, class, old)
	if class.Generation != 2 {
		t.Errorf("got generation %d; want 2", class.Generation)
	}
	if errs := Strategy.ValidateUpdate(ctx, class, old); len(errs) != 1 || errs[0].Field != "spec.controller" {
		t.Errorf("got %v; want spec.controller immutable", errs)
	}
}
