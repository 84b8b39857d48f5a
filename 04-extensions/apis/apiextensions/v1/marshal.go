package v1

import (
	"bytes"
	"encoding/json"
	"errors"
)

var (
	jsonNull  = []byte("null")
	jsonTrue  = []byte("true")
	jsonFalse = []byte("false")
)

// MarshalJSON writes a schema or a boolean: the schema if there is one,
// else true or false. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrBool.MarshalJSON.
func (s JSONSchemaPropsOrBool) MarshalJSON() ([]byte, error) {
	if s.Schema != nil {
		return json.Marshal(s.Schema)
	}
	if !s.Allows {
		return jsonFalse, nil
	}
	return jsonTrue, nil
}

// UnmarshalJSON reads a schema (which allows) or a boolean.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.(*JSONSchemaPropsOrBool).UnmarshalJSON.
func (s *JSONSchemaPropsOrBool) UnmarshalJSON(data []byte) error {
	var nw JSONSchemaPropsOrBool
	switch {
	case len(data) == 0:
	case data[0] == '{':
		var sch JSONSchemaProps
		if err := json.Unmarshal(data, &sch); err != nil {
			return err
		}
		nw.Allows = true
		nw.Schema = &sch
	case bytes.Equal(data, jsonTrue):
		nw.Allows = true
	case bytes.Equal(data, jsonFalse):
		nw.Allows = false
	default:
		return errors.New("boolean or JSON schema expected")
	}
	*s = nw
	return nil
}

// MarshalJSON writes the property list if there is one, else the schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrStringArray.MarshalJSON.
func (s JSONSchemaPropsOrStringArray) MarshalJSON() ([]byte, error) {
	if len(s.Property) > 0 {
		return json.Marshal(s.Property)
	}
	if s.Schema != nil {
		return json.Marshal(s.Schema)
	}
	return jsonNull, nil
}

// UnmarshalJSON reads a schema or a list of property names.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.(*JSONSchemaPropsOrStringArray).UnmarshalJSON.
func (s *JSONSchemaPropsOrStringArray) UnmarshalJSON(data []byte) error {
	var nw JSONSchemaPropsOrStringArray
	switch {
	case len(data) == 0:
	case data[0] == '{':
		var sch JSONSchemaProps
		if err := json.Unmarshal(data, &sch); err != nil {
			return err
		}
		nw.Schema = &sch
	case data[0] == '[':
		if err := json.Unmarshal(data, &nw.Property); err != nil {
			return err
		}
	}
	*s = nw
	return nil
}

// MarshalJSON writes the list of schemas if there is one, else the schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrArray.MarshalJSON.
func (s JSONSchemaPropsOrArray) MarshalJSON() ([]byte, error) {
	if len(s.JSONSchemas) > 0 {
		return json.Marshal(s.JSONSchemas)
	}
	return json.Marshal(s.Schema)
}

// UnmarshalJSON reads one schema (an object) or several (an array).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.(*JSONSchemaPropsOrArray).UnmarshalJSON.
func (s *JSONSchemaPropsOrArray) UnmarshalJSON(data []byte) error {
	var nw JSONSchemaPropsOrArray
	switch {
	case len(data) == 0:
	case data[0] == '{':
		var sch JSONSchemaProps
		if err := json.Unmarshal(data, &sch); err != nil {
			return err
		}
		nw.Schema = &sch
	case data[0] == '[':
		if err := json.Unmarshal(data, &nw.JSONSchemas); err != nil {
			return err
		}
	}
	*s = nw
	return nil
}

// MarshalJSON writes the raw bytes, or null when there are none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON.MarshalJSON.
func (s JSON) MarshalJSON() ([]byte, error) {
	if len(s.Raw) > 0 {
		return s.Raw, nil
	}
	return jsonNull, nil
}

// UnmarshalJSON keeps the raw bytes; null leaves Raw empty.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.(*JSON).UnmarshalJSON.
func (s *JSON) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && !bytes.Equal(data, jsonNull) {
		s.Raw = append(s.Raw[0:0], data...)
	}
	return nil
}

// OpenAPISchemaType is no type at all for the four types whose JSON is
// one of several shapes (a schema or a bool, a schema or a list ...):
// OpenAPI 2 cannot say "one of", so their definitions carry only a
// description, as upstream's. Server-side apply then treats their values
// as untyped (granular maps, atomic lists), which is what lets a CRD
// itself be applied server-side.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON.OpenAPISchemaType
// (and JSONSchemaPropsOrArray's, JSONSchemaPropsOrBool's, JSONSchemaPropsOrStringArray's).
func (JSON) OpenAPISchemaType() []string { return nil }

// OpenAPISchemaFormat is none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON.OpenAPISchemaFormat.
func (JSON) OpenAPISchemaFormat() string { return "" }

// OpenAPISchemaType: see JSON.OpenAPISchemaType.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrArray.OpenAPISchemaType.
func (JSONSchemaPropsOrArray) OpenAPISchemaType() []string { return nil }

// OpenAPISchemaFormat is none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrArray.OpenAPISchemaFormat.
func (JSONSchemaPropsOrArray) OpenAPISchemaFormat() string { return "" }

// OpenAPISchemaType: see JSON.OpenAPISchemaType.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrBool.OpenAPISchemaType.
func (JSONSchemaPropsOrBool) OpenAPISchemaType() []string { return nil }

// OpenAPISchemaFormat is none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrBool.OpenAPISchemaFormat.
func (JSONSchemaPropsOrBool) OpenAPISchemaFormat() string { return "" }

// OpenAPISchemaType: see JSON.OpenAPISchemaType.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrStringArray.OpenAPISchemaType.
func (JSONSchemaPropsOrStringArray) OpenAPISchemaType() []string { return nil }

// OpenAPISchemaFormat is none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrStringArray.OpenAPISchemaFormat.
func (JSONSchemaPropsOrStringArray) OpenAPISchemaFormat() string { return "" }
