package model

import (
	"github.com/google/cel-go/cel"

	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

const maxRequestSizeBytes = apiservercel.MaxRequestSizeBytes

// SchemaDeclType returns the CEL type of s's values, or nil when CEL
// cannot see them (a node without type that only preserves unknown
// fields). isResourceRoot adds apiVersion, kind and metadata.name and
// generateName to an object: the root of a custom resource and
// x-kubernetes-embedded-resource objects.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model.SchemaDeclType.
func SchemaDeclType(s *structuralschema.Structural, isResourceRoot bool) *apiservercel.DeclType {
	if s == nil {
		return nil
	}
	if s.XIntOrString {
		// int-or-string is dyn; its smallest JSON form is 0.
		dyn := apiservercel.NewSimpleTypeWithMinSize("dyn", cel.DynType, 1)
		if s.ValueValidation != nil && s.ValueValidation.MaxLength != nil {
			dyn.MaxElements = zeroIfNegative(*s.ValueValidation.MaxLength) * 4
		} else {
			dyn.MaxElements = maxRequestSizeBytes - 2
		}
		return dyn
	}
	if isResourceRoot {
		s = WithTypeAndObjectMeta(s)
	}
	v := s.ValueValidation
	if v == nil {
		v = &structuralschema.ValueValidation{}
	}
	switch s.Type {
	case "array":
		if s.Items == nil {
			return nil
		}
		itemsType := SchemaDeclType(s.Items, s.Items.XEmbeddedResource)
		if itemsType == nil {
			return nil
		}
		maxItems := (maxRequestSizeBytes - 2) / (itemsType.MinSerializedSize + 1)
		if v.MaxItems != nil {
			maxItems = zeroIfNegative(*v.MaxItems)
		}
		return apiservercel.NewListType(itemsType, maxItems)
	case "object":
		if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
			propsType := SchemaDeclType(s.AdditionalProperties.Structural, s.AdditionalProperties.Structural.XEmbeddedResource)
			if propsType == nil {
				return nil
			}
			maxProperties := (maxRequestSizeBytes - 2) / (propsType.MinSerializedSize + 6)
			if v.MaxProperties != nil {
				maxProperties = zeroIfNegative(*v.MaxProperties)
			}
			return apiservercel.NewMapType(apiservercel.StringType, propsType, maxProperties)
		}
		return objectDeclType(s, v)
	case "string":
		return stringDeclType(s, v)
	case "boolean":
		return apiservercel.BoolType
	case "number":
		return apiservercel.DoubleType
	case "integer":
		return apiservercel.IntType
	}
	return nil
}

func objectDeclType(s *structuralschema.Structural, v *structuralschema.ValueValidation) *apiservercel.DeclType {
	required := map[string]bool{}
	for _, f := range v.Required {
		required[f] = true
	}
	fields := make(map[string]*apiservercel.DeclField, len(s.Properties))
	minSerializedSize := int64(2)
	for name := range s.Properties {
		prop := s.Properties[name]
		fieldType := SchemaDeclType(&prop, prop.XEmbeddedResource)
		if fieldType == nil {
			continue
		}
		if propName, ok := apiservercel.Escape(name); ok {
			fields[propName] = &apiservercel.DeclField{Name: propName, Type: fieldType, Required: required[name]}
		}
		if required[name] && prop.Default.Object == nil {
			minSerializedSize += int64(len(name)) + fieldType.MinSerializedSize + 4
		}
	}
	objType := apiservercel.NewObjectType("object", fields)
	objType.MinSerializedSize = minSerializedSize
	return objType
}

func stringDeclType(s *structuralschema.Structural, v *structuralschema.ValueValidation) *apiservercel.DeclType {
	switch v.Format {
	case "byte":
		t := apiservercel.NewSimpleTypeWithMinSize("bytes", cel.BytesType, apiservercel.MinStringSize)
		t.MaxElements = maxRequestSizeBytes - 2
		if v.MaxLength != nil {
			t.MaxElements = zeroIfNegative(*v.MaxLength)
		}
		return t
	case "duration":
		t := apiservercel.NewSimpleTypeWithMinSize("duration", cel.DurationType, apiservercel.MinDurationSizeJSON)
		t.MaxElements = apiservercel.MaxDurationSizeJSON
		return t
	case "date":
		t := apiservercel.NewSimpleTypeWithMinSize("timestamp", cel.TimestampType, apiservercel.JSONDateSize)
		t.MaxElements = apiservercel.JSONDateSize
		return t
	case "date-time":
		t := apiservercel.NewSimpleTypeWithMinSize("timestamp", cel.TimestampType, apiservercel.MinDatetimeSizeJSON)
		t.MaxElements = apiservercel.MaxDatetimeSizeJSON
		return t
	}
	t := apiservercel.NewSimpleTypeWithMinSize("string", cel.StringType, apiservercel.MinStringSize)
	switch {
	case v.MaxLength != nil:
		// maxLength counts characters; a character is up to 4 bytes.
		t.MaxElements = zeroIfNegative(*v.MaxLength) * 4
	case len(v.Enum) > 0:
		for _, e := range v.Enum {
			if str, ok := e.Object.(string); ok && int64(len(str)) > t.MaxElements {
				t.MaxElements = int64(len(str))
			}
		}
	default:
		t.MaxElements = maxRequestSizeBytes - 2
	}
	return t
}

func zeroIfNegative(v int64) int64 {
	if v < 0 {
		return 0
	}
	return v
}

// WithTypeAndObjectMeta returns s with apiVersion, kind and
// metadata.name and generateName declared, the parts of a resource a
// rule may read whatever the schema says.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model.WithTypeAndObjectMeta.
func WithTypeAndObjectMeta(s *structuralschema.Structural) *structuralschema.Structural {
	if s.Properties != nil &&
		s.Properties["kind"].Type == "string" &&
		s.Properties["apiVersion"].Type == "string" &&
		s.Properties["metadata"].Type == "object" &&
		s.Properties["metadata"].Properties != nil &&
		s.Properties["metadata"].Properties["name"].Type == "string" &&
		s.Properties["metadata"].Properties["generateName"].Type == "string" {
		return s
	}
	result := *s
	props := make(map[string]structuralschema.Structural, len(s.Properties)+3)
	for k, prop := range s.Properties {
		props[k] = prop
	}
	stringType := structuralschema.Structural{Generic: structuralschema.Generic{Type: "string"}}
	props["kind"] = stringType
	props["apiVersion"] = stringType
	props["metadata"] = structuralschema.Structural{
		Generic:    structuralschema.Generic{Type: "object"},
		Properties: map[string]structuralschema.Structural{"name": stringType, "generateName": stringType},
	}
	result.Properties = props
	return &result
}
