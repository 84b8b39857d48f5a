package admission

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// fakeHandler records its calls in a shared log. A mutating one sets the
// label "seen-by-<name>"; a validating one records the labels it sees.
type fakeHandler struct {
	*Handler
	name       string
	log        *[]string
	admitErr   error
	validErr   error
	mutating   bool
	validating bool
}

func (h *fakeHandler) admit(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	*h.log = append(*h.log, "admit "+h.name)
	if cm, ok := a.GetObject().(*core.ConfigMap); ok {
		if cm.Labels == nil {
			cm.Labels = map[string]string{}
		}
		cm.Labels["seen-by-"+h.name] = "true"
	}
	return h.admitErr
}

func (h *fakeHandler) validate(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	entry := "validate " + h.name
	if cm, ok := a.GetObject().(*core.ConfigMap); ok {
		entry += fmt.Sprintf(" labels=%d", len(cm.Labels))
	}
	*h.log = append(*h.log, entry)
	return h.validErr
}

// mutator, validator and both wrap a fakeHandler so that it implements
// only the interfaces its role allows.
type mutator struct{ *fakeHandler }
type validator struct{ *fakeHandler }
type both struct{ *fakeHandler }

func (m mutator) Admit(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	return m.fakeHandler.admit(ctx, a, o)
}
func (v validator) Validate(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	return v.fakeHandler.validate(ctx, a, o)
}
func (b both) Admit(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	return b.fakeHandler.admit(ctx, a, o)
}
func (b both) Validate(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	return b.fakeHandler.validate(ctx, a, o)
}

// plugin makes a plugin of a role ("m", "v", "mv") handling ops.
func plugin(role, name string, log *[]string, ops ...Operation) Interface {
	h := &fakeHandler{Handler: NewHandler(ops...), name: name, log: log}
	switch role {
	case "m":
		return mutator{h}
	case "v":
		return validator{h}
	}
	return both{h}
}

// runChain admits, then validates, as the handlers do.
func runChain(chain chainAdmissionHandler, a Attributes) error {
	if err := chain.Admit(context.Background(), a, nil); err != nil {
		return err
	}
	return chain.Validate(context.Background(), a, nil)
}

func configMapCreate() Attributes {
	cm := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c1", Namespace: "demo"}}
	return NewAttributesRecord(cm, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, "demo", "c1",
		schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", Create, &metav1.CreateOptions{}, false, nil)
}

func TestChainOrder(t *testing.T) {
	tests := []struct {
		name    string
		plugins func(log *[]string) []Interface
		want    []string
	}{
		{"every mutation before any validation", func(log *[]string) []Interface {
			return []Interface{plugin("v", "v1", log, Create), plugin("m", "m1", log, Create), plugin("mv", "mv", log, Create), plugin("m", "m2", log, Create)}
		}, []string{"admit m1", "admit mv", "admit m2", "validate v1 labels=3", "validate mv labels=3"}},
		{"plugins that do not handle the operation are skipped", func(log *[]string) []Interface {
			return []Interface{plugin("m", "m1", log, Update), plugin("v", "v1", log, Delete), plugin("mv", "mv", log, Create, Update)}
		}, []string{"admit mv", "validate mv labels=1"}},
		{"an empty chain admits", func(log *[]string) []Interface { return nil }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log []string
			if err := runChain(NewChainHandler(tt.plugins(&log)...), configMapCreate()); err != nil {
				t.Fatalf("got error %v; want none", err)
			}
			if !slices.Equal(log, tt.want) {
				t.Errorf("got calls %q; want %q", log, tt.want)
			}
		})
	}
}

func TestChainStopsAtFirstError(t *testing.T) {
	denied := errors.New("denied")
	tests := []struct {
		name    string
		failing string // "admit" or "validate"
		wantLog []string
	}{
		{"a mutating error stops all", "admit", []string{"admit m1"}},
		{"a validating error stops the validators after it", "validate", []string{"admit m1", "admit m2", "validate v1 labels=2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log []string
			m1 := &fakeHandler{Handler: NewHandler(Create), name: "m1", log: &log}
			v1 := &fakeHandler{Handler: NewHandler(Create), name: "v1", log: &log}
			if tt.failing == "admit" {
				m1.admitErr = denied
			} else {
				v1.validErr = denied
			}
			chain := NewChainHandler(mutator{m1}, validator{v1}, plugin("m", "m2", &log, Create), plugin("v", "v2", &log, Create))
			if err := runChain(chain, configMapCreate()); err != denied {
				t.Errorf("got error %v; want %v", err, denied)
			}
			if !slices.Equal(log, tt.wantLog) {
				t.Errorf("got calls %q; want %q", log, tt.wantLog)
			}
		})
	}
}

func TestChainHandles(t *testing.T) {
	var log []string
	chain := NewChainHandler(plugin("m", "m", &log, Create), plugin("v", "v", &log, Delete))
	for op, want := range map[Operation]bool{Create: true, Delete: true, Update: false, Connect: false} {
		t.Run(string(op), func(t *testing.T) {
			if got := chain.Handles(op); got != want {
				t.Errorf("got Handles(%s) = %v; want %v", op, got, want)
			}
		})
	}
}
