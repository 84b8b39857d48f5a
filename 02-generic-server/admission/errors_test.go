package admission

import (
	"errors"
	"net/http"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

func TestNewForbidden(t *testing.T) {
	deployments := schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}
	attrs := func(name string, obj runtime.Object) Attributes {
		return NewAttributesRecord(obj, nil, schema.GroupVersionKind{}, "demo", name, deployments, "", Create, nil, false, nil)
	}
	tests := []struct {
		name  string
		attrs Attributes
		err   error
		want  string
	}{
		{"the request's name", attrs("web", nil), errors.New("no"), `deployments.apps "web" is forbidden: no`},
		{"the object's name", attrs("", &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "obj"}}), errors.New("no"), `deployments.apps "obj" is forbidden: no`},
		{"the generateName", attrs("", &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{GenerateName: "web-"}}), errors.New("no"), `deployments.apps "web-" is forbidden: no`},
		{"no name at all", attrs("", nil), errors.New("no"), `deployments.apps "Unknown" is forbidden: no`},
		{"already forbidden", attrs("web", nil), apierrors.NewForbidden(schema.GroupResource{Resource: "pods"}, "p", errors.New("first")), `pods "p" is forbidden: first`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := NewForbidden(tt.attrs, tt.err)
			var status apierrors.APIStatus
			if !errors.As(err, &status) || status.Status().Code != http.StatusForbidden || err.Error() != tt.want {
				t.Errorf("got %v; want a 403 %q", err, tt.want)
			}
		})
	}
}

func TestNewNotFound(t *testing.T) {
	a := NewAttributesRecord(nil, nil, schema.GroupVersionKind{}, "demo", "c1",
		schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", Delete, nil, false, nil)
	err := NewNotFound(a)
	if want := `configmaps "c1" not found`; !apierrors.IsNotFound(err) || err.Error() != want {
		t.Errorf("got %v; want a 404 %q", err, want)
	}
}
