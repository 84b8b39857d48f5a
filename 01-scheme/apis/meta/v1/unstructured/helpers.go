package unstructured

import (
	"encoding/json"
	"fmt"
	"strings"
)

// NestedFieldNoCopy returns the value at fields, not a copy, and whether it
// was found; an error if a step on the way is not a map.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedFieldNoCopy.
func NestedFieldNoCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	var val interface{} = obj
	for i, field := range fields {
		if val == nil {
			return nil, false, nil
		}
		m, ok := val.(map[string]interface{})
		if !ok {
			return nil, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected map[string]interface{}", jsonPath(fields[:i+1]), val, val)
		}
		if val, ok = m[field]; !ok {
			return nil, false, nil
		}
	}
	return val, true, nil
}

// NestedFieldCopy returns a deep copy of the value at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedFieldCopy.
func NestedFieldCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	return DeepCopyJSONValue(val), true, nil
}

// NestedString returns the string at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedString.
func NestedString(obj map[string]interface{}, fields ...string) (string, bool, error) {
	return nestedOf[string](obj, "string", fields)
}

// NestedBool returns the bool at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedBool.
func NestedBool(obj map[string]interface{}, fields ...string) (bool, bool, error) {
	return nestedOf[bool](obj, "bool", fields)
}

// NestedFloat64 returns the float64 at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedFloat64.
func NestedFloat64(obj map[string]interface{}, fields ...string) (float64, bool, error) {
	return nestedOf[float64](obj, "float64", fields)
}

// NestedInt64 returns the int64 at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedInt64.
func NestedInt64(obj map[string]interface{}, fields ...string) (int64, bool, error) {
	return nestedOf[int64](obj, "int64", fields)
}

// NestedMap returns a deep copy of the map at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedMap.
func NestedMap(obj map[string]interface{}, fields ...string) (map[string]interface{}, bool, error) {
	m, found, err := nestedOf[map[string]interface{}](obj, "map[string]interface{}", fields)
	if !found || err != nil {
		return nil, found, err
	}
	return DeepCopyJSON(m), true, nil
}

// NestedSlice returns a deep copy of the slice at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedSlice.
func NestedSlice(obj map[string]interface{}, fields ...string) ([]interface{}, bool, error) {
	s, found, err := nestedOf[[]interface{}](obj, "[]interface{}", fields)
	if !found || err != nil {
		return nil, found, err
	}
	return DeepCopyJSONValue(s).([]interface{}), true, nil
}

// NestedStringSlice returns the []string at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedStringSlice.
func NestedStringSlice(obj map[string]interface{}, fields ...string) ([]string, bool, error) {
	s, found, err := nestedOf[[]interface{}](obj, "[]interface{}", fields)
	if !found || err != nil {
		return nil, found, err
	}
	out := make([]string, 0, len(s))
	for _, v := range s {
		str, ok := v.(string)
		if !ok {
			return nil, false, fmt.Errorf("%v accessor error: contains non-string value in the slice: %v is of the type %T, expected string", jsonPath(fields), v, v)
		}
		out = append(out, str)
	}
	return out, true, nil
}

// NestedStringMap returns the map[string]string at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.NestedStringMap.
func NestedStringMap(obj map[string]interface{}, fields ...string) (map[string]string, bool, error) {
	m, found, err := nestedOf[map[string]interface{}](obj, "map[string]interface{}", fields)
	if !found || err != nil {
		return nil, found, err
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		str, ok := v.(string)
		if !ok {
			return nil, false, fmt.Errorf("%v accessor error: contains non-string value in the map under key %q: %v is of the type %T, expected string", jsonPath(fields), k, v, v)
		}
		out[k] = str
	}
	return out, true, nil
}

// nestedOf returns the value at fields if it has type T.
func nestedOf[T any](obj map[string]interface{}, typeName string, fields []string) (T, bool, error) {
	var zero T
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return zero, found, err
	}
	t, ok := val.(T)
	if !ok {
		return zero, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected %s", jsonPath(fields), val, val, typeName)
	}
	return t, true, nil
}

// SetNestedField stores a deep copy of value at fields, creating the maps on
// the way; it fails if a step on the way is not a map.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.SetNestedField.
func SetNestedField(obj map[string]interface{}, value interface{}, fields ...string) error {
	return setNestedFieldNoCopy(obj, DeepCopyJSONValue(value), fields...)
}

func setNestedFieldNoCopy(obj map[string]interface{}, value interface{}, fields ...string) error {
	m := obj
	for i, field := range fields[:len(fields)-1] {
		if val, ok := m[field]; ok && val != nil {
			valMap, ok := val.(map[string]interface{})
			if !ok {
				return fmt.Errorf("value cannot be set because %v is not a map[string]interface{}", jsonPath(fields[:i+1]))
			}
			m = valMap
			continue
		}
		newVal := make(map[string]interface{})
		m[field] = newVal
		m = newVal
	}
	m[fields[len(fields)-1]] = value
	return nil
}

// SetNestedStringSlice stores a []string at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.SetNestedStringSlice.
func SetNestedStringSlice(obj map[string]interface{}, value []string, fields ...string) error {
	s := make([]interface{}, 0, len(value))
	for _, v := range value {
		s = append(s, v)
	}
	return setNestedFieldNoCopy(obj, s, fields...)
}

// SetNestedStringMap stores a map[string]string at fields.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.SetNestedStringMap.
func SetNestedStringMap(obj map[string]interface{}, value map[string]string, fields ...string) error {
	m := make(map[string]interface{}, len(value))
	for k, v := range value {
		m[k] = v
	}
	return setNestedFieldNoCopy(obj, m, fields...)
}

// RemoveNestedField removes the value at fields, if any.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.RemoveNestedField.
func RemoveNestedField(obj map[string]interface{}, fields ...string) {
	m := obj
	for _, field := range fields[:len(fields)-1] {
		x, ok := m[field].(map[string]interface{})
		if !ok {
			return
		}
		m = x
	}
	delete(m, fields[len(fields)-1])
}

// DeepCopyJSON copies a JSON object.
// Upstream: k8s.io/apimachinery/pkg/runtime.DeepCopyJSON.
func DeepCopyJSON(x map[string]interface{}) map[string]interface{} {
	return DeepCopyJSONValue(x).(map[string]interface{})
}

// DeepCopyJSONValue copies a JSON value. Go integer and float types other
// than int64 and float64 are widened (upstream panics on them), so code
// that sets an int does not have to remember the rule.
// Upstream: k8s.io/apimachinery/pkg/runtime.DeepCopyJSONValue.
func DeepCopyJSONValue(x interface{}) interface{} {
	switch x := x.(type) {
	case map[string]interface{}:
		if x == nil {
			return x
		}
		clone := make(map[string]interface{}, len(x))
		for k, v := range x {
			clone[k] = DeepCopyJSONValue(v)
		}
		return clone
	case []interface{}:
		if x == nil {
			return x
		}
		clone := make([]interface{}, len(x))
		for i, v := range x {
			clone[i] = DeepCopyJSONValue(v)
		}
		return clone
	case string, int64, bool, float64, nil, json.Number:
		return x
	case int:
		return int64(x)
	case int32:
		return int64(x)
	case float32:
		return float64(x)
	default:
		panic(fmt.Errorf("cannot deep copy %T", x))
	}
}

// jsonPath renders fields as .a.b for error messages.
func jsonPath(fields []string) string {
	return "." + strings.Join(fields, ".")
}
