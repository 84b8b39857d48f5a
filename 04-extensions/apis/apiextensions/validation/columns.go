package validation

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// MaxSelectableFields is the most selectable fields a version may have.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.MaxSelectableFields.
const MaxSelectableFields = 8

var (
	// printerColumnDatatypes are the allowed column types.
	printerColumnDatatypes = []string{"boolean", "date", "integer", "number", "string"}
	// customResourceColumnDefinitionFormats are the allowed column formats.
	customResourceColumnDefinitionFormats = []string{"byte", "date", "date-time", "double", "float", "int32", "int64", "password"}
)

// ValidateCustomResourceColumnDefinition checks a printer column: a name,
// a known type and format, and a simple JSON path. The JSON path's field
// path is spelled JSONPath, as upstream spells it.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceColumnDefinition.
func ValidateCustomResourceColumnDefinition(col *apiextensions.CustomResourceColumnDefinition, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(col.Name) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	}
	typesMsg := fmt.Sprintf("must be one of %s", strings.Join(printerColumnDatatypes, ","))
	if len(col.Type) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("type"), typesMsg))
	} else if !contains(printerColumnDatatypes, col.Type) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), col.Type, typesMsg))
	}
	if len(col.Format) > 0 && !contains(customResourceColumnDefinitionFormats, col.Format) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("format"), col.Format, fmt.Sprintf("must be one of %s", strings.Join(customResourceColumnDefinitionFormats, ","))))
	}
	if len(col.JSONPath) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("JSONPath"), ""))
	} else {
		allErrs = append(allErrs, validateSimpleJSONPath(col.JSONPath, fldPath.Child("JSONPath"))...)
	}
	return allErrs
}

// ValidateCustomResourceDefinitionSubresources checks the scale paths:
// spec replicas under .spec, status replicas under .status, the label
// selector under either.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionSubresources.
func ValidateCustomResourceDefinitionSubresources(subresources *apiextensions.CustomResourceSubresources, fldPath *field.Path) field.ErrorList {
	if subresources == nil || subresources.Scale == nil {
		return nil
	}
	scale := subresources.Scale
	scalePath := fldPath.Child("scale")
	allErrs := field.ErrorList{}
	allErrs = append(allErrs, validateReplicasPath(scale.SpecReplicasPath, ".spec.", scalePath.Child("specReplicasPath"), "should be a json path under .spec")...)
	allErrs = append(allErrs, validateReplicasPath(scale.StatusReplicasPath, ".status.", scalePath.Child("statusReplicasPath"), "should be a json path under .status")...)
	if scale.LabelSelectorPath != nil && len(*scale.LabelSelectorPath) > 0 {
		p := *scale.LabelSelectorPath
		fp := scalePath.Child("labelSelectorPath")
		if errs := validateSimpleJSONPath(p, fp); len(errs) > 0 {
			allErrs = append(allErrs, errs...)
		} else if !strings.HasPrefix(p, ".spec.") && !strings.HasPrefix(p, ".status.") {
			allErrs = append(allErrs, field.Invalid(fp, p, "should be a json path under either .spec or .status"))
		}
	}
	return allErrs
}

// validateReplicasPath requires path to be a simple JSON path under prefix.
func validateReplicasPath(path, prefix string, fldPath *field.Path, msg string) field.ErrorList {
	if len(path) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	if errs := validateSimpleJSONPath(path, fldPath); len(errs) > 0 {
		return errs
	}
	if !strings.HasPrefix(path, prefix) {
		return field.ErrorList{field.Invalid(fldPath, path, msg)}
	}
	return nil
}

// validateSimpleJSONPath requires a dot-notation path such as
// .spec.replicas: it starts with a dot and has no empty segment.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateSimpleJSONPath
// (which lets empty segments through, leaving them to the JSONPath parser).
func validateSimpleJSONPath(s string, fldPath *field.Path) field.ErrorList {
	switch {
	case len(s) == 0:
		return field.ErrorList{field.Invalid(fldPath, s, "must not be empty")}
	case s[0] != '.':
		return field.ErrorList{field.Invalid(fldPath, s, "must be a simple json path starting with .")}
	case s != ".":
		for _, segment := range strings.Split(s[1:], ".") {
			if segment == "" {
				return field.ErrorList{field.Invalid(fldPath, s, "must be a json path in the dot notation")}
			}
		}
	}
	return nil
}

// ValidateCustomResourceSelectableFields checks each selectable field: a
// path (dot notation, no array indexes) to a string, boolean or integer
// field of the schema, outside metadata, named once, at most
// MaxSelectableFields of them.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceSelectableFields
// (which walks the structural schema with the CEL field path parser).
func ValidateCustomResourceSelectableFields(selectableFields []apiextensions.SelectableField, schema *apiextensions.JSONSchemaProps, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	unique := map[string]bool{}
	for i, sf := range selectableFields {
		p := fldPath.Index(i).Child("jsonPath")
		if len(sf.JSONPath) == 0 {
			allErrs = append(allErrs, field.Required(p, ""))
			continue
		}
		if errs := validateSimpleJSONPath(sf.JSONPath, p); len(errs) > 0 || sf.JSONPath == "." {
			allErrs = append(allErrs, field.Invalid(p, sf.JSONPath, "is an invalid path: must be a json path in the dot notation"))
			continue
		}
		segments := strings.Split(sf.JSONPath[1:], ".")
		found, err := lookupProperty(schema, segments)
		if err != nil {
			allErrs = append(allErrs, field.Invalid(p, sf.JSONPath, fmt.Sprintf("is an invalid path: %v", err)))
			continue
		}
		if segments[0] == "metadata" {
			allErrs = append(allErrs, field.Invalid(p, sf.JSONPath, "must not point to fields in metadata"))
		}
		if t := found.Type; t != "string" && t != "boolean" && t != "integer" {
			allErrs = append(allErrs, field.Invalid(p, sf.JSONPath, "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed."))
		}
		if unique[sf.JSONPath] {
			allErrs = append(allErrs, field.Duplicate(p, sf.JSONPath))
		}
		unique[sf.JSONPath] = true
	}
	if len(unique) > MaxSelectableFields {
		allErrs = append(allErrs, field.TooMany(fldPath, len(unique), MaxSelectableFields))
	}
	return allErrs
}

// lookupProperty follows segments through the schema's properties.
func lookupProperty(schema *apiextensions.JSONSchemaProps, segments []string) (*apiextensions.JSONSchemaProps, error) {
	cur := schema
	for i, seg := range segments {
		next, ok := cur.Properties[seg]
		if !ok {
			return nil, fmt.Errorf("does not refer to a valid field: no property %q at .%s", seg, strings.Join(segments[:i], "."))
		}
		cur = &next
	}
	return cur, nil
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
