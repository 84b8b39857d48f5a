package cel

import (
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	apiextensionsv1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// structuralFromYAML builds a structural schema from a v1 schema in YAML,
// as a CRD carries it.
func structuralFromYAML(t testing.TB, src string) *schema.Structural {
	t.Helper()
	var v1 apiextensionsv1.JSONSchemaProps
	if err := yaml.UnmarshalStrict([]byte(src), &v1); err != nil {
		t.Fatalf("schema: %v", err)
	}
	var internal apiextensions.JSONSchemaProps
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(&v1, &internal, nil); err != nil {
		t.Fatalf("convert: %v", err)
	}
	s, err := schema.NewStructural(&internal)
	if err != nil {
		t.Fatalf("structural: %v", err)
	}
	return s
}

func objFromYAML(t testing.TB, src string) map[string]interface{} {
	t.Helper()
	if src == "" {
		return nil
	}
	var obj map[string]interface{}
	if err := yaml.Unmarshal([]byte(src), &obj); err != nil {
		t.Fatalf("object: %v", err)
	}
	return normalizeNumbers(obj).(map[string]interface{})
}

// normalizeNumbers turns float64s holding integers into int64s, as the
// server's JSON decoder does.
func normalizeNumbers(v interface{}) interface{} {
	switch x := v.(type) {
	case map[string]interface{}:
		for k, e := range x {
			x[k] = normalizeNumbers(e)
		}
	case []interface{}:
		for i, e := range x {
			x[i] = normalizeNumbers(e)
		}
	case float64:
		if x == float64(int64(x)) {
			return int64(x)
		}
	}
	return v
}
