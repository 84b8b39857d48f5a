package objectmeta

import (
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// Validate checks apiVersion, kind and metadata of every
// x-kubernetes-embedded-resource object in obj. The root's own metadata
// is left to the strategy (isResourceRoot says obj is the root).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.Validate.
func Validate(pth *field.Path, obj interface{}, s *structuralschema.Structural, isResourceRoot bool) field.ErrorList {
	return validate(pth, obj, s, isResourceRoot)
}

func validate(pth *field.Path, x interface{}, s *structuralschema.Structural, isResourceRoot bool) field.ErrorList {
	if s == nil {
		return nil
	}
	var allErrs field.ErrorList
	switch x := x.(type) {
	case map[string]interface{}:
		if s.XEmbeddedResource && !isResourceRoot {
			allErrs = append(allErrs, validateEmbeddedResource(pth, x)...)
		}
		for k, v := range x {
			if prop, ok := s.Properties[k]; ok {
				allErrs = append(allErrs, validate(pth.Child(k), v, &prop, false)...)
			} else if s.AdditionalProperties != nil {
				allErrs = append(allErrs, validate(pth.Key(k), v, s.AdditionalProperties.Structural, false)...)
			}
		}
	case []interface{}:
		for i, v := range x {
			allErrs = append(allErrs, validate(pth.Index(i), v, s.Items, false)...)
		}
	}
	return allErrs
}

// validateEmbeddedResource requires apiVersion and kind (metadata is
// optional) and validates them and the metadata.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.validateEmbeddedResource.
func validateEmbeddedResource(pth *field.Path, x map[string]interface{}) field.ErrorList {
	var allErrs field.ErrorList
	if _, found := x["apiVersion"]; !found {
		allErrs = append(allErrs, field.Required(pth.Child("apiVersion"), "must not be empty"))
	}
	if _, found := x["kind"]; !found {
		allErrs = append(allErrs, field.Required(pth.Child("kind"), "must not be empty"))
	}
	if v, found := x["apiVersion"]; found {
		if apiVersion, ok := v.(string); !ok {
			allErrs = append(allErrs, field.Invalid(pth.Child("apiVersion"), v, "must be a string"))
		} else if len(apiVersion) == 0 {
			allErrs = append(allErrs, field.Invalid(pth.Child("apiVersion"), apiVersion, "must not be empty"))
		} else if _, err := schema.ParseGroupVersion(apiVersion); err != nil {
			allErrs = append(allErrs, field.Invalid(pth.Child("apiVersion"), apiVersion, err.Error()))
		}
	}
	if v, found := x["kind"]; found {
		if kind, ok := v.(string); !ok {
			allErrs = append(allErrs, field.Invalid(pth.Child("kind"), v, "must be a string"))
		} else if len(kind) == 0 {
			allErrs = append(allErrs, field.Invalid(pth.Child("kind"), kind, "must not be empty"))
		} else if errs := utilvalidation.IsDNS1035Label(strings.ToLower(kind)); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(pth.Child("kind"), kind, "may have mixed case, but should otherwise match: "+strings.Join(errs, ",")))
		}
	}
	if v, found := x["metadata"]; found {
		meta, _, err := GetObjectMeta(x, false)
		if err != nil {
			allErrs = append(allErrs, field.Invalid(pth.Child("metadata"), v, err.Error()))
		} else {
			if len(meta.Name) == 0 {
				meta.Name = "fakename" // a name is not required in an embedded object
			}
			allErrs = append(allErrs, apivalidation.ValidateObjectMeta(meta, len(meta.Namespace) > 0, apivalidation.ValidatePathSegmentName, pth.Child("metadata"))...)
		}
	}
	return allErrs
}
