package schema

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

func TestNewStructural(t *testing.T) {
	yes := true
	s, err := NewStructural(&apiextensions.JSONSchemaProps{
		Type: "object",
		Properties: map[string]apiextensions.JSONSchemaProps{
			"replicas": {Type: "integer", Default: &apiextensions.JSON{Raw: []byte(`3`)}},
			"mode":     {Type: "string", Enum: []apiextensions.JSON{{Raw: []byte(`"a"`)}, {Raw: []byte(`"b"`)}}},
			"extra":    {Type: "object", XPreserveUnknownFields: &yes},
			"tags":     {Type: "object", AdditionalProperties: &apiextensions.JSONSchemaPropsOrBool{Schema: &apiextensions.JSONSchemaProps{Type: "string"}}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Properties["replicas"].Default.Object; got != int64(3) {
		t.Errorf("default: got %#v; want int64(3)", got)
	}
	if got := s.Properties["mode"].ValueValidation.Enum; !reflect.DeepEqual(got, []JSON{{"a"}, {"b"}}) {
		t.Errorf("enum: got %#v", got)
	}
	if !s.Properties["extra"].XPreserveUnknownFields {
		t.Errorf("extra: x-kubernetes-preserve-unknown-fields lost")
	}
	if ap := s.Properties["tags"].AdditionalProperties; ap == nil || ap.Structural == nil || ap.Structural.Type != "string" {
		t.Errorf("tags: additionalProperties got %#v", ap)
	}

	for name, bad := range map[string]*apiextensions.JSONSchemaProps{
		"items array": {Type: "array", Items: &apiextensions.JSONSchemaPropsOrArray{JSONSchemas: []apiextensions.JSONSchemaProps{{Type: "string"}}}},
		"id":          {ID: "x"},
		"bad default": {Type: "integer", Default: &apiextensions.JSON{Raw: []byte(`{`)}},
	} {
		if _, err := NewStructural(bad); err == nil {
			t.Errorf("%s: got no error", name)
		}
	}
}

func TestValidateStructural(t *testing.T) {
	str := func(s string) *string { return &s }
	tests := []struct {
		name   string
		schema *apiextensions.JSONSchemaProps
		want   []string
	}{
		{"valid", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"spec": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"a": {Type: "string"}}},
		}}, nil},
		{"missing field type", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"spec": {},
		}}, []string{"properties[spec].type: Required value: must not be empty for specified object fields"}},
		{"array without items", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"list": {Type: "array"},
		}}, []string{"properties[list].items: Required value: must be specified"}},
		{"root not object", &apiextensions.JSONSchemaProps{Type: "string"},
			[]string{`type: Invalid value: "string": must be object at the root`}},
		{"embedded not object", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"e": {Type: "string", XEmbeddedResource: true},
		}}, []string{
			`properties[e].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
			`properties[e].type: Invalid value: "string": must be object if x-kubernetes-embedded-resource is true`,
		}},
		{"metadata beyond name", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"metadata": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"labels": {Type: "object"}}},
		}}, []string{"properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified"}},
		{"metadata name and generateName", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"metadata": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
				"name": {Type: "string", MaxLength: new(int64)}, "generateName": {Type: "string"}}},
		}}, nil},
		{"nested type and incompleteness", &apiextensions.JSONSchemaProps{Type: "object",
			AnyOf: []apiextensions.JSONSchemaProps{{Type: "string", Properties: map[string]apiextensions.JSONSchemaProps{"x": {}}}},
		}, []string{
			"anyOf[0].type: Forbidden: must be empty to be structural",
			"properties[x]: Required value: because it is defined in anyOf[0].properties[x]",
		}},
		{"int-or-string anyOf", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"port": {XIntOrString: true, AnyOf: []apiextensions.JSONSchemaProps{{Type: "integer"}, {Type: "string"}}},
		}}, nil},
		{"additionalProperties at root", &apiextensions.JSONSchemaProps{Type: "object",
			AdditionalProperties: &apiextensions.JSONSchemaPropsOrBool{Schema: &apiextensions.JSONSchemaProps{Type: "string"}},
		}, []string{"additionalProperties: Forbidden: must not be used at the root"}},
		{"properties and additionalProperties", &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
			"m": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"a": {Type: "string"}},
				AdditionalProperties: &apiextensions.JSONSchemaPropsOrBool{Schema: &apiextensions.JSONSchemaProps{Type: "string"}}},
		}}, []string{"properties[m].additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive"}},
		{"list type in not", &apiextensions.JSONSchemaProps{Type: "object", Not: &apiextensions.JSONSchemaProps{XListType: str("set")}},
			[]string{"not.x-kubernetes-list-type: Forbidden: must be undefined to be structural"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewStructural(tt.schema)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range ValidateStructural(nil, s) {
				got = append(got, e.Error())
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %s; want %s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
	// paths are relative to fldPath
	s, _ := NewStructural(&apiextensions.JSONSchemaProps{})
	if errs := ValidateStructural(field.NewPath("schema"), s); len(errs) != 1 || errs[0].Field != "schema.type" {
		t.Errorf("got %v; want schema.type required", errs)
	}
}

func TestUnknownFieldPathOptions(t *testing.T) {
	o := UnknownFieldPathOptions{TrackUnknownFieldPaths: true}
	o.AppendKey("spec")
	o.AppendKey("list")
	o.AppendIndex(0)
	o.RecordUnknownField("foo")
	if want := []string{"spec.list[0].foo"}; !reflect.DeepEqual(o.UnknownFieldPaths, want) {
		t.Errorf("got %v; want %v", o.UnknownFieldPaths, want)
	}
	if got, want := len(o.ParentPath), 3; got != want {
		t.Errorf("parent path length: got %d; want %d", got, want)
	}
}
