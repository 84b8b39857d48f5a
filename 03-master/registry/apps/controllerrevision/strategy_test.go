package controllerrevision

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func newRevision(data string) *apps.ControllerRevision {
	cr := &apps.ControllerRevision{ObjectMeta: metav1.ObjectMeta{Name: "web-7b9f", Namespace: "demo", ResourceVersion: "3"}, Revision: 1}
	if data != "" {
		cr.Data = runtime.RawExtension{Raw: []byte(data)}
	}
	return cr
}

// TestValidate: data must be a JSON object; the revision not negative.
func TestValidate(t *testing.T) {
	tests := []struct {
		name     string
		data     string
		revision int64
		field    string
		detail   string
	}{
		{"object", `{"spec":{}}`, 1, "", ""},
		{"missing", "", 1, "data", "data is mandatory"},
		{"null", `null`, 1, "data", "data is mandatory"},
		{"array", `[1]`, 1, "data", "data must be a valid JSON object"},
		{"not JSON", `{`, 1, "data", "error parsing data: unexpected end of JSON input"},
		{"negative revision", `{}`, -1, "revision", "must be greater than or equal to 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cr := newRevision(tt.data)
			cr.Revision = tt.revision
			Strategy.PrepareForCreate(context.Background(), cr)
			errs := Strategy.Validate(context.Background(), cr)
			if tt.field == "" {
				if len(errs) != 0 {
					t.Errorf("got %v; want no errors", errs)
				}
				return
			}
			if len(errs) != 1 || errs[0].Field != tt.field || errs[0].Detail != tt.detail {
				t.Errorf("got %v; want one error at %s %q", errs, tt.field, tt.detail)
			}
		})
	}
}

// TestValidateUpdate: labels may change, data may not.
func TestValidateUpdate(t *testing.T) {
	old := newRevision(`{"a":1}`)
	relabeled := newRevision(`{"a":1}`)
	relabeled.Labels = map[string]string{"x": "y"}
	if errs := Strategy.ValidateUpdate(context.Background(), relabeled, old); len(errs) != 0 {
		t.Errorf("labels: got %v; want no errors", errs)
	}
	changed := newRevision(`{"a":2}`)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	if len(errs) != 1 || errs[0].Field != "data" || errs[0].Detail != "field is immutable" {
		t.Errorf("data: got %v; want data: field is immutable", errs)
	}
}
