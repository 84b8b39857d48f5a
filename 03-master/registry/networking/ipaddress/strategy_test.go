package ipaddress

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	ip := &networking.IPAddress{ObjectMeta: metav1.ObjectMeta{Name: "10.96.0.10", ResourceVersion: "1"},
		Spec: networking.IPAddressSpec{ParentRef: &networking.ParentReference{Resource: "services", Namespace: "default", Name: "web"}}}
	if errs := Strategy.Validate(ctx, ip); len(errs) != 0 || Strategy.NamespaceScoped() {
		t.Errorf("got %v namespaced %v; want valid, cluster-scoped", errs, Strategy.NamespaceScoped())
	}
	moved := ip.DeepCopy()
	moved.Spec.ParentRef.Name = "other"
	if errs := Strategy.ValidateUpdate(ctx, moved, ip); len(errs) != 1 || errs[0].Field != "spec.parentRef" {
		t.Errorf("got %v; want spec.parentRef immutable", errs)
	}
}
