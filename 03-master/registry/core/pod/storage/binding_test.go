package storage

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// TestBinding: a binding sets spec.nodeName, copies its annotations and
// marks the pod PodScheduled; a second binding is a 409; a bad target and
// a name mismatch are refused; the bindings resource binds by the
// binding's own name.
func TestBinding(t *testing.T) {
	r, _ := newStorage(t)
	binding := NewBindingREST(r.Store)
	legacy := NewLegacyBindingREST(binding)
	for _, name := range []string{"web", "api"} {
		if _, err := r.Create(ctx, validPod(name), nil, &metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	bind := func(name, node string) *core.Binding {
		return &core.Binding{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default", Annotations: map[string]string{"scheduler": "default"}},
			Target: core.ObjectReference{Kind: "Node", Name: node}}
	}

	out, err := binding.Create(ctx, "web", bind("web", "node-1"), nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := out.(*metav1.Status); !ok || s.Status != metav1.StatusSuccess {
		t.Errorf("got %#v; want a Success Status", out)
	}
	obj, err := r.Get(ctx, "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pod := obj.(*core.Pod)
	if pod.Spec.NodeName != "node-1" || pod.Annotations["scheduler"] != "default" {
		t.Errorf("got nodeName %q, annotations %v; want node-1 and the binding's", pod.Spec.NodeName, pod.Annotations)
	}
	if len(pod.Status.Conditions) != 1 || pod.Status.Conditions[0].Type != core.PodScheduled || pod.Status.Conditions[0].Status != core.ConditionTrue {
		t.Errorf("got conditions %v; want PodScheduled True", pod.Status.Conditions)
	}

	tests := []struct {
		name    string
		url     string
		binding *core.Binding
		check   func(error) bool
		want    string
	}{
		{"already bound", "web", bind("web", "node-2"), apierrors.IsConflict,
			`Operation cannot be fulfilled on pods/binding "web": pod web is already assigned to node "node-1"`},
		{"name mismatch", "api", bind("web", "node-2"), apierrors.IsBadRequest, "name in URL does not match name in Binding object"},
		{"no node", "api", bind("api", ""), isInternalError, "target.name: Required value"},
		{"not a node", "api", &core.Binding{ObjectMeta: metav1.ObjectMeta{Name: "api"}, Target: core.ObjectReference{Kind: "Pod", Name: "x"}},
			isInternalError, `target.kind: Unsupported value: "Pod"`},
		{"missing pod", "gone", bind("gone", "node-1"), apierrors.IsNotFound, `pods "gone" not found`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := binding.Create(ctx, tt.url, tt.binding, nil, &metav1.CreateOptions{})
			if err == nil || !tt.check(err) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v; want %q", err, tt.want)
			}
		})
	}

	if _, err := legacy.Create(ctx, bind("api", "node-2"), nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	obj, err = r.Get(ctx, "api", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*core.Pod).Spec.NodeName; got != "node-2" {
		t.Errorf("got nodeName %q through bindings; want node-2", got)
	}
}

// isInternalError: a 500.
func isInternalError(err error) bool { return statusCode(err) == 500 }
