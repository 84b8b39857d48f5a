package customresource

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

func cronTab(spec, status map[string]interface{}) *unstructured.Unstructured {
	u := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "stable.example.com/v1", "kind": "CronTab",
		"metadata": map[string]interface{}{"name": "c1", "namespace": "default", "generation": int64(1)},
		"spec":     spec,
	}}
	if status != nil {
		u.Object["status"] = status
	}
	return u
}

func newTestStrategy() customResourceStrategy {
	return NewStrategy(nil, true, schema.GroupVersionKind{Group: "stable.example.com", Version: "v1", Kind: "CronTab"},
		nil, nil, nil, &apiextensions.CustomResourceSubresourceStatus{}, nil, []string{"spec.color"})
}

// Field selectors see metadata.name, metadata.namespace and the selectable
// fields, under their labels.
func TestGetAttrs(t *testing.T) {
	_, fields, err := newTestStrategy().GetAttrs(cronTab(map[string]interface{}{"color": "red"}, nil))
	if err != nil {
		t.Fatal(err)
	}
	for label, want := range map[string]string{"metadata.name": "c1", "metadata.namespace": "default", "spec.color": "red"} {
		if got := fields[label]; got != want {
			t.Errorf("fields[%q] = %q; want %q", label, got, want)
		}
	}
}

// With a status subresource, a main-resource update keeps the stored
// status, and only a change outside metadata and status bumps generation.
func TestPrepareForUpdate(t *testing.T) {
	s := newTestStrategy()
	old := cronTab(map[string]interface{}{"color": "red"}, map[string]interface{}{"replicas": int64(1)})

	sameSpec := cronTab(map[string]interface{}{"color": "red"}, map[string]interface{}{"replicas": int64(9)})
	s.PrepareForUpdate(context.Background(), sameSpec, old)
	if g := sameSpec.GetGeneration(); g != 1 {
		t.Errorf("generation after a status-only change = %d; want 1", g)
	}
	if r, _, _ := unstructured.NestedInt64(sameSpec.Object, "status", "replicas"); r != 1 {
		t.Errorf("status.replicas = %d; want the stored 1", r)
	}

	newSpec := cronTab(map[string]interface{}{"color": "blue"}, nil)
	s.PrepareForUpdate(context.Background(), newSpec, old)
	if g := newSpec.GetGeneration(); g != 2 {
		t.Errorf("generation after a spec change = %d; want 2", g)
	}
}
