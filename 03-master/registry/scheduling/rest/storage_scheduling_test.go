package rest

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// allEnabled serves every version.
type allEnabled struct{}

func (allEnabled) VersionEnabled(schema.GroupVersion) bool { return true }
func (allEnabled) AnyVersionForGroupEnabled(string) bool   { return true }

// TestAddSystemPriorityClasses runs the hook twice (a restart): the two
// system classes exist, defaulted, and a changed description survives.
func TestAddSystemPriorityClasses(t *testing.T) {
	p := &RESTStorageProvider{}
	info, err := p.NewRESTStorage(allEnabled{}, registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := info.VersionedResourcesStorageMap["v1"]["priorityclasses"]; !ok {
		t.Fatalf("got %v; want v1 priorityclasses", info.VersionedResourcesStorageMap)
	}
	name, hook, err := p.PostStartHook()
	if err != nil || name != "scheduling/bootstrap-system-priority-classes" {
		t.Fatalf("got %q %v; want the bootstrap hook", name, err)
	}
	hookContext := server.PostStartHookContext{Context: context.Background()}
	if err := hook(hookContext); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		value int32
	}{
		{"system-node-critical", 2000001000},
		{"system-cluster-critical", 2000000000},
	}
	for _, tt := range tests {
		obj, err := p.priorityClasses.Get(request.WithNamespace(context.Background(), ""), tt.name, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		pc := obj.(*scheduling.PriorityClass)
		if pc.Value != tt.value || pc.PreemptionPolicy == nil || *pc.PreemptionPolicy != scheduling.PreemptLowerPriority {
			t.Errorf("got %s value %d policy %v; want %d PreemptLowerPriority", tt.name, pc.Value, pc.PreemptionPolicy, tt.value)
		}
	}
	if err := hook(hookContext); err != nil {
		t.Errorf("got %v on the second run; want existing classes left alone", err)
	}
}
