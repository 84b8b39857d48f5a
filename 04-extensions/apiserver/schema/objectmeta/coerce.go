package objectmeta

import (
	"bytes"
	"encoding/json"
	"fmt"

	sigsjson "sigs.k8s.io/json"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// GetObjectMeta decodes obj["metadata"]. found is false without
// metadata. With dropMalformedFields, a metadata that does not decode as
// a whole is decoded field by field and the fields that fail are left
// out; otherwise the decoding error is returned.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.GetObjectMeta.
func GetObjectMeta(obj map[string]interface{}, dropMalformedFields bool) (*metav1.ObjectMeta, bool, error) {
	metadata, found := obj["metadata"]
	if !found {
		return nil, false, nil
	}
	if m, ok := metadata.(map[string]interface{}); ok {
		// the direct way (convert.go); what it cannot be sure of goes
		// through JSON, as upstream does everything
		objectMeta := &metav1.ObjectMeta{}
		if objectMetaFromMap(m, objectMeta) {
			return objectMeta, true, nil
		}
	}
	objectMeta := &metav1.ObjectMeta{}
	err := fromUnstructured(metadata, objectMeta)
	if err == nil {
		return objectMeta, true, nil
	}
	if !dropMalformedFields {
		return nil, true, err
	}
	metadataMap, ok := metadata.(map[string]interface{})
	if !ok {
		return nil, true, fmt.Errorf("invalid metadata: expected object, got %T", metadata)
	}
	// field by field: decode each on its own into a scratch ObjectMeta
	// first, and into the result only if that worked
	accumulated := &metav1.ObjectMeta{}
	for k, v := range metadataMap {
		single := map[string]interface{}{k: v}
		if fromUnstructured(single, &metav1.ObjectMeta{}) == nil {
			_ = fromUnstructured(single, accumulated)
		}
	}
	return accumulated, true, nil
}

// SetObjectMeta writes objectMeta into obj["metadata"], or removes
// metadata when objectMeta is nil.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.SetObjectMeta.
func SetObjectMeta(obj map[string]interface{}, objectMeta *metav1.ObjectMeta) error {
	if objectMeta == nil {
		delete(obj, "metadata")
		return nil
	}
	if m, ok := objectMetaToMap(objectMeta); ok { // the direct way (convert.go)
		obj["metadata"] = m
		return nil
	}
	data, err := json.Marshal(objectMeta)
	if err != nil {
		return err
	}
	var metadata map[string]interface{}
	if err := sigsjson.UnmarshalCaseSensitivePreserveInts(data, &metadata); err != nil {
		return err
	}
	obj["metadata"] = metadata
	return nil
}

// fromUnstructured decodes a JSON value into out, strictly: a field of
// the wrong type fails, field names are case-sensitive.
func fromUnstructured(in interface{}, out interface{}) error {
	data, err := json.Marshal(in)
	if err != nil {
		return err
	}
	if _, ok := in.(map[string]interface{}); !ok {
		return fmt.Errorf("expected object, got %T", in)
	}
	return sigsjson.UnmarshalCaseSensitivePreserveInts(bytes.TrimSpace(data), out)
}

// Coerce checks that apiVersion and kind are strings and normalizes
// metadata (decode and re-encode, which drops unknown fields of
// ObjectMeta) in the root (with isResourceRoot) and in every embedded
// resource. With dropInvalidFields, invalid apiVersion, kind and
// metadata fields are dropped instead of failing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.Coerce.
func Coerce(pth *field.Path, obj interface{}, s *structuralschema.Structural, isResourceRoot, dropInvalidFields bool) *field.Error {
	if isResourceRoot {
		if s == nil {
			s = &structuralschema.Structural{}
		}
		if !s.XEmbeddedResource {
			clone := *s
			clone.XEmbeddedResource = true
			s = &clone
		}
	}
	c := coercer{dropInvalidFields: dropInvalidFields}
	return c.coerce(pth, obj, s)
}

type coercer struct {
	dropInvalidFields bool
}

// coerce walks x along s.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.(*coercer).coerce.
func (c *coercer) coerce(pth *field.Path, x interface{}, s *structuralschema.Structural) *field.Error {
	if s == nil {
		return nil
	}
	return c.coerceSchema(pth, x, *s)
}

// coerceSchema is coerce with the schema passed by value. A property's
// schema is a value in its parent's map: taking the address of a copy of
// it, as upstream does, makes Go allocate that copy on the heap at every
// field of every object (the recursion defeats escape analysis); passing
// it by value keeps it on the stack (issue 34).
func (c *coercer) coerceSchema(pth *field.Path, x interface{}, s structuralschema.Structural) *field.Error {
	switch x := x.(type) {
	case map[string]interface{}:
		if s.XEmbeddedResource {
			if err := c.coerceEmbedded(pth, x); err != nil {
				return err
			}
		}
		for k, v := range x {
			if prop, ok := s.Properties[k]; ok {
				if err := c.coerceSchema(pth.Child(k), v, prop); err != nil {
					return err
				}
			} else if s.AdditionalProperties != nil {
				if err := c.coerce(pth.Key(k), v, s.AdditionalProperties.Structural); err != nil {
					return err
				}
			}
		}
	case []interface{}:
		for i, v := range x {
			if err := c.coerce(pth.Index(i), v, s.Items); err != nil {
				return err
			}
		}
	}
	return nil
}

// coerceEmbedded checks apiVersion and kind of one object and
// normalizes its metadata.
func (c *coercer) coerceEmbedded(pth *field.Path, x map[string]interface{}) *field.Error {
	for _, k := range []string{"apiVersion", "kind"} {
		v, found := x[k]
		if !found {
			continue
		}
		if _, ok := v.(string); !ok {
			if c.dropInvalidFields {
				delete(x, k)
				continue
			}
			return field.Invalid(pth.Child(k), v, "must be a string")
		}
	}
	v, found := x["metadata"]
	if !found {
		return nil
	}
	meta, _, err := GetObjectMeta(x, c.dropInvalidFields)
	if err != nil {
		if !c.dropInvalidFields {
			return field.Invalid(pth.Child("metadata"), v, err.Error())
		}
		// dropping: leave what we cannot read alone
		return nil
	}
	if err := SetObjectMeta(x, meta); err != nil {
		return field.Invalid(pth.Child("metadata"), v, err.Error())
	}
	return nil
}
