package defaulting

import (
	encodingjson "encoding/json"
	"reflect"
	"testing"

	"sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

func decode(t *testing.T, s string) interface{} {
	t.Helper()
	var v interface{}
	if err := json.UnmarshalCaseSensitivePreserveInts([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func structural(t *testing.T, s string) *structuralschema.Structural {
	t.Helper()
	// a tiny schema language for tests: JSON with "type", "default",
	// "nullable", "properties", "items"
	var props apiextensions.JSONSchemaProps
	var walk func(m map[string]interface{}) apiextensions.JSONSchemaProps
	walk = func(m map[string]interface{}) apiextensions.JSONSchemaProps {
		p := apiextensions.JSONSchemaProps{}
		p.Type, _ = m["type"].(string)
		p.Nullable, _ = m["nullable"].(bool)
		if d, ok := m["default"]; ok {
			raw, _ := encodingjson.Marshal(d)
			p.Default = &apiextensions.JSON{Raw: raw}
		}
		if ps, ok := m["properties"].(map[string]interface{}); ok {
			p.Properties = map[string]apiextensions.JSONSchemaProps{}
			for k, v := range ps {
				p.Properties[k] = walk(v.(map[string]interface{}))
			}
		}
		if it, ok := m["items"].(map[string]interface{}); ok {
			i := walk(it)
			p.Items = &apiextensions.JSONSchemaPropsOrArray{Schema: &i}
		}
		if ap, ok := m["additionalProperties"].(map[string]interface{}); ok {
			a := walk(ap)
			p.AdditionalProperties = &apiextensions.JSONSchemaPropsOrBool{Schema: &a, Allows: true}
		}
		return p
	}
	props = walk(decode(t, s).(map[string]interface{}))
	ss, err := structuralschema.NewStructural(&props)
	if err != nil {
		t.Fatal(err)
	}
	return ss
}

func TestDefault(t *testing.T) {
	schema := `{"type":"object","properties":{
		"spec":{"type":"object","default":{},"properties":{
			"replicas":{"type":"integer","default":1},
			"mode":{"type":"string","default":"fast"},
			"opt":{"type":"string","nullable":true,"default":"x"},
			"list":{"type":"array","items":{"type":"object","default":{"a":1},"properties":{"b":{"type":"string","default":"b"}}}},
			"tmpl":{"type":"object","default":{"nested":{}},"properties":{"nested":{"type":"object","properties":{"deep":{"type":"integer","default":7}}}}}
		}}}}`
	tests := []struct{ name, in, want string }{
		{"whole spec defaulted, nested defaults applied",
			`{}`,
			`{"spec":{"replicas":1,"mode":"fast","opt":"x","tmpl":{"nested":{"deep":7}}}}`},
		{"set values kept, null replaced unless nullable",
			`{"spec":{"replicas":5,"mode":null,"opt":null}}`,
			`{"spec":{"replicas":5,"mode":"fast","opt":null,"tmpl":{"nested":{"deep":7}}}}`},
		{"array items",
			`{"spec":{"list":[{"a":2},null]}}`,
			`{"spec":{"replicas":1,"mode":"fast","opt":"x","tmpl":{"nested":{"deep":7}},"list":[{"a":2,"b":"b"},{"a":1,"b":"b"}]}}`},
	}
	s := structural(t, schema)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := decode(t, tt.in)
			Default(in, s)
			if want := decode(t, tt.want); !reflect.DeepEqual(in, want) {
				t.Errorf("got %v; want %v", in, want)
			}
		})
	}
	// defaults are copies: changing one object does not change the next
	a, b := decode(t, `{}`).(map[string]interface{}), decode(t, `{}`).(map[string]interface{})
	Default(a, s)
	Default(b, s)
	a["spec"].(map[string]interface{})["tmpl"].(map[string]interface{})["nested"].(map[string]interface{})["deep"] = int64(0)
	if got := b["spec"].(map[string]interface{})["tmpl"].(map[string]interface{})["nested"].(map[string]interface{})["deep"]; got != int64(7) {
		t.Errorf("defaults shared between objects: got %v; want 7", got)
	}
}

func TestPruneNonNullableNullsWithoutDefaults(t *testing.T) {
	s := structural(t, `{"type":"object","properties":{"spec":{"type":"object","properties":{
		"a":{"type":"string"},"b":{"type":"string","nullable":true},"c":{"type":"string","default":"c"},
		"m":{"type":"object","additionalProperties":{"type":"string"}}}}}}`)
	in := decode(t, `{"spec":{"a":null,"b":null,"c":null,"unknown":null,"m":{"x":null,"y":"y"}}}`)
	PruneNonNullableNullsWithoutDefaults(in, s)
	if want := decode(t, `{"spec":{"b":null,"c":null,"unknown":null,"m":{"y":"y"}}}`); !reflect.DeepEqual(in, want) {
		t.Errorf("got %v; want %v", in, want)
	}
}
