package listtype

import (
	"reflect"
	"testing"

	"sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

func TestValidateListSetsAndMaps(t *testing.T) {
	set, mapType := "set", "map"
	str := structuralschema.Structural{Generic: structuralschema.Generic{Type: "string"}}
	item := structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"},
		Properties: map[string]structuralschema.Structural{"name": str, "proto": str}}
	s := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
		"spec": {Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
			"tags":  {Generic: structuralschema.Generic{Type: "array"}, Items: &str, Extensions: structuralschema.Extensions{XListType: &set}},
			"ports": {Generic: structuralschema.Generic{Type: "array"}, Items: &item, Extensions: structuralschema.Extensions{XListType: &mapType, XListMapKeys: []string{"name", "proto"}}},
			"plain": {Generic: structuralschema.Generic{Type: "array"}, Items: &str},
		}},
	}}
	tests := []struct {
		name string
		obj  string
		want []string
	}{
		{"valid", `{"spec":{"tags":["a","b"],"ports":[{"name":"a","proto":"TCP"},{"name":"a","proto":"UDP"}],"plain":["x","x"]}}`, nil},
		{"duplicate set item", `{"spec":{"tags":["a","b","a"]}}`, []string{`spec.tags[2]: Duplicate value: "a"`}},
		{"duplicate map keys", `{"spec":{"ports":[{"name":"a","proto":"TCP"},{"name":"a","proto":"TCP","x":1}]}}`,
			[]string{`spec.ports[1]: Duplicate value: map[string]interface {}{"name":"a", "proto":"TCP"}`}},
		{"missing key distinct from values", `{"spec":{"ports":[{"name":"a"},{"name":"a","proto":"TCP"}]}}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var obj map[string]interface{}
			if err := json.UnmarshalCaseSensitivePreserveInts([]byte(tt.obj), &obj); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range ValidateListSetsAndMaps(nil, s, obj) {
				got = append(got, e.Error())
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	if errs := ValidateListSetsAndMaps(field.NewPath("x"), nil, map[string]interface{}{}); errs != nil {
		t.Errorf("nil schema: got %v", errs)
	}
}
