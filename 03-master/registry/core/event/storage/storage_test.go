package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestEventStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	// As the handler of POST /api/v1/namespaces/default/events: core/v1's
	// rules (without a RequestInfo, events.k8s.io/v1's strict ones apply).
	ctx := request.WithRequestInfo(request.WithNamespace(context.Background(), "default"),
		&request.RequestInfo{IsResourceRequest: true, APIVersion: "v1", Namespace: "default", Resource: "events"})
	event := func(name, involvedNamespace string) *core.Event {
		return &core.Event{ObjectMeta: metav1.ObjectMeta{Name: name}, Type: core.EventTypeNormal, Reason: "Started",
			InvolvedObject: core.ObjectReference{Kind: "Pod", Name: "web", Namespace: involvedNamespace}}
	}
	tests := []struct {
		name  string
		event *core.Event
		want  string
	}{
		{"valid", event("web.1", "default"), ""},
		{"cluster-scoped object in default", event("node.1", ""), ""},
		{"namespace mismatch", event("web.2", "other"), "FieldValueInvalid involvedObject.namespace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := r.Create(ctx, tt.event, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}

	// `kubectl describe pod web` lists its events with this selector
	selector := fields.ParseSelectorOrDie("involvedObject.kind=Pod,involvedObject.name=web,involvedObject.namespace=default")
	list, err := r.List(ctx, &metainternalversion.ListOptions{FieldSelector: selector})
	if err != nil {
		t.Fatal(err)
	}
	if items := list.(*core.EventList).Items; len(items) != 1 || items[0].Name != "web.1" {
		t.Errorf("got %d events; want web.1 alone", len(items))
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "ev" {
		t.Errorf("got short names %v; want [ev]", got)
	}
}
