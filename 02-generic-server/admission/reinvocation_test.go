package admission

import (
	"context"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// recordingMutator records each call and whether it was the second
// pass; asks, when told, for a second pass.
type recordingMutator struct {
	name   string
	calls  *[]string
	change bool // ask for a second pass on the first
}

func (m recordingMutator) Handles(Operation) bool { return true }
func (m recordingMutator) Admit(_ context.Context, a Attributes, _ ObjectInterfaces) error {
	s := a.GetReinvocationContext()
	call := m.name
	if s.IsReinvoke() {
		call += "(again)"
	}
	*m.calls = append(*m.calls, call)
	if m.change && !s.IsReinvoke() {
		s.SetShouldReinvoke()
	}
	return nil
}

// TestReinvoker: the mutating chain runs twice, all of it, when a plugin
// asks, and once otherwise; never three times.
func TestReinvoker(t *testing.T) {
	tests := []struct {
		name   string
		change bool
		want   []string
	}{
		{"no change", false, []string{"a", "b"}},
		{"b changed the object", true, []string{"a", "b", "a(again)", "b(again)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls []string
			chain := newReinvocationHandler(chainAdmissionHandler{
				recordingMutator{name: "a", calls: &calls},
				recordingMutator{name: "b", calls: &calls, change: tt.change},
			})
			a := NewAttributesRecord(nil, nil, schema.GroupVersionKind{}, "ns", "n", schema.GroupVersionResource{}, "", Create, nil, false, nil)
			if err := chain.(MutationInterface).Admit(context.Background(), a, nil); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(calls, tt.want) {
				t.Errorf("got calls %v; want %v", calls, tt.want)
			}
		})
	}
}

// TestReinvocationContextValues: each plugin keeps its own value.
func TestReinvocationContextValues(t *testing.T) {
	a := NewAttributesRecord(nil, nil, schema.GroupVersionKind{}, "", "", schema.GroupVersionResource{}, "", Create, nil, false, nil)
	s := a.GetReinvocationContext()
	if s.Value("x") != nil {
		t.Errorf("got %v before any SetValue; want nil", s.Value("x"))
	}
	s.SetValue("x", 1)
	s.SetValue("y", 2)
	if got := a.GetReinvocationContext().Value("x"); got != 1 {
		t.Errorf("got %v; want 1 (the same context on every call)", got)
	}
}
