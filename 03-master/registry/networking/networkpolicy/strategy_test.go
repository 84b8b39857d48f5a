package networkpolicy

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	np := &networking.NetworkPolicy{ObjectMeta: metav1.ObjectMeta{Name: "deny", Namespace: "default"},
		Spec: networking.NetworkPolicySpec{PolicyTypes: []networking.PolicyType{networking.PolicyTypeIngress}}}
	Strategy.PrepareForCreate(ctx, np)
	if np.Generation != 1 || !Strategy.NamespaceScoped() {
		t.Errorf("got generation %d namespaced %v; want 1, namespaced", np.Generation, Strategy.NamespaceScoped())
	}
	old := np.DeepCopy()
	old.ResourceVersion, np.ResourceVersion = "1", "1"
	np.Spec.PodSelector.MatchLabels = map[string]string{"app": "web"}
	Strategy.PrepareForUpdate(ctx, np, old)
	if np.Generation != 2 {
		t.Errorf("got generation %d; want 2", np.Generation)
	}
	np.Spec.PolicyTypes = append(np.Spec.PolicyTypes, "Sideways")
	if errs := Strategy.ValidateUpdate(ctx, np, old); len(errs) != 1 || errs[0].Field != "spec.policyTypes[1]" {
		t.Errorf("got %v; want spec.policyTypes[1] refused", errs)
	}
}
