package validatingadmissionpolicystatus

import (
	"errors"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

func TestStorageRESTMapperGuesses(t *testing.T) {
	m := &StorageRESTMapper{Storages: informers.NewStorages(), Scheme: legacyscheme.Scheme}
	tests := []struct {
		gvr     schema.GroupVersionResource
		want    []schema.GroupVersionKind
		wantErr bool
	}{
		{schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}, []schema.GroupVersionKind{{Group: "apps", Version: "v1", Kind: "Deployment"}}, false},
		{schema.GroupVersionResource{Group: "", Version: "v1", Resource: "endpoints"}, []schema.GroupVersionKind{{Group: "", Version: "v1", Kind: "Endpoints"}}, false},
		{schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "widgets"}, nil, true},
		{schema.GroupVersionResource{Group: "apps", Version: "v9", Resource: "deployments"}, nil, true},
	}
	for _, tt := range tests {
		got, err := m.KindsFor(tt.gvr)
		if (err != nil) != tt.wantErr || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("KindsFor(%v): got %v, %v; want %v (error %v)", tt.gvr, got, err, tt.want, tt.wantErr)
		}
	}
}

// TestResolveSchema checks a built-in kind resolves with its references
// inlined, and an unknown kind does not.
func TestResolveSchema(t *testing.T) {
	r := &DefinitionsSchemaResolver{Scheme: legacyscheme.Scheme}
	s, err := r.ResolveSchema(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Properties["spec"].Properties["replicas"].Type; got != "integer" {
		t.Errorf("got spec.replicas of type %q; want integer", got)
	}
	if got := s.Properties["metadata"].Properties["creationTimestamp"].ValueValidation.Format; got != "date-time" {
		t.Errorf("got metadata.creationTimestamp of format %q; want date-time", got)
	}
	if _, err := r.ResolveSchema(schema.GroupVersionKind{Group: "widgets.example.com", Version: "v1", Kind: "Widget"}); err == nil {
		t.Errorf("got no error for an unknown kind; want ErrSchemaNotFound")
	} else if !errors.Is(err, ErrSchemaNotFound) {
		t.Errorf("got %v; want ErrSchemaNotFound", err)
	}
}
