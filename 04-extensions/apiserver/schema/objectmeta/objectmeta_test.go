package objectmeta

import (
	"reflect"
	"strings"
	"testing"

	"sigs.k8s.io/json"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

func decode(t *testing.T, s string) map[string]interface{} {
	t.Helper()
	var v map[string]interface{}
	if err := json.UnmarshalCaseSensitivePreserveInts([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestGetObjectMeta(t *testing.T) {
	tests := []struct {
		name      string
		obj       string
		drop      bool
		want      *metav1.ObjectMeta
		wantFound bool
		wantErr   bool
	}{
		{"none", `{}`, false, nil, false, false},
		{"valid", `{"metadata":{"name":"a","labels":{"x":"y"}}}`, false, &metav1.ObjectMeta{Name: "a", Labels: map[string]string{"x": "y"}}, true, false},
		{"malformed fails", `{"metadata":{"name":"a","labels":42}}`, false, nil, true, true},
		{"malformed dropped", `{"metadata":{"name":"a","labels":42}}`, true, &metav1.ObjectMeta{Name: "a"}, true, false},
		{"not an object", `{"metadata":"x"}`, true, nil, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, found, err := GetObjectMeta(decode(t, tt.obj), tt.drop)
			if (err != nil) != tt.wantErr || found != tt.wantFound || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %#v, %v, %v; want %#v, %v, error %v", got, found, err, tt.want, tt.wantFound, tt.wantErr)
			}
		})
	}
}

func TestSetObjectMeta(t *testing.T) {
	obj := decode(t, `{"metadata":{"name":"old","junk":1}}`)
	if err := SetObjectMeta(obj, &metav1.ObjectMeta{Name: "a", Generation: 2}); err != nil {
		t.Fatal(err)
	}
	if want := decode(t, `{"metadata":{"name":"a","generation":2}}`); !reflect.DeepEqual(obj, want) {
		t.Errorf("got %v; want %v", obj, want)
	}
	if err := SetObjectMeta(obj, nil); err != nil || len(obj) != 0 {
		t.Errorf("nil: got %v, %v; want metadata removed", obj, err)
	}
}

func embeddedSchema() *structuralschema.Structural {
	return &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
		"spec": {Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
			"template": {Generic: structuralschema.Generic{Type: "object"},
				Extensions: structuralschema.Extensions{XEmbeddedResource: true, XPreserveUnknownFields: true}},
		}},
	}}
}

func TestCoerce(t *testing.T) {
	tests := []struct {
		name, obj string
		drop      bool
		want      string
		wantErr   string
	}{
		{"metadata normalized", `{"spec":{"template":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p","junk":1}}}}`, false,
			`{"spec":{"template":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"}}}}`, ""},
		{"kind not a string", `{"spec":{"template":{"apiVersion":"v1","kind":1}}}`, false, "",
			`spec.template.kind: Invalid value: 1: must be a string`},
		{"kind not a string dropped", `{"spec":{"template":{"apiVersion":"v1","kind":1}}}`, true,
			`{"spec":{"template":{"apiVersion":"v1"}}}`, ""},
		{"root apiVersion", `{"apiVersion":true}`, false, "", `apiVersion: Invalid value: true: must be a string`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obj := decode(t, tt.obj)
			err := Coerce(nil, obj, embeddedSchema(), true, tt.drop)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Errorf("got %v; want %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := decode(t, tt.want); !reflect.DeepEqual(obj, want) {
				t.Errorf("got %v; want %v", obj, want)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name, obj string
		want      []string
	}{
		{"valid", `{"spec":{"template":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"}}}}`, nil},
		{"root not validated", `{"metadata":{"name":"UPPER"},"spec":{}}`, nil},
		{"missing apiVersion and kind", `{"spec":{"template":{}}}`, []string{
			"spec.template.apiVersion: Required value: must not be empty",
			"spec.template.kind: Required value: must not be empty"}},
		{"bad kind and name", `{"spec":{"template":{"apiVersion":"v1","kind":"a_b","metadata":{"name":"a/b"}}}}`, []string{
			`spec.template.kind: Invalid value: "a_b": may have mixed case, but should otherwise match`,
			`spec.template.metadata.name: Invalid value: "a/b"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := Validate(nil, decode(t, tt.obj), embeddedSchema(), true)
			if len(errs) != len(tt.want) {
				t.Fatalf("got %v; want %q", errs, tt.want)
			}
			for _, w := range tt.want {
				found := false
				for _, e := range errs {
					found = found || strings.HasPrefix(e.Error(), w)
				}
				if !found {
					t.Errorf("got %v; want one starting with %q", errs, w)
				}
			}
		})
	}
}
