package schema

import (
	"fmt"
	"reflect"
	"regexp"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// intOrStringAnyOf is the anyOf an x-kubernetes-int-or-string schema may
// carry (the form OpenAPI generators write for IntOrString).
var intOrStringAnyOf = []NestedValueValidation{
	{ForbiddenGenerics: Generic{Type: "integer"}},
	{ForbiddenGenerics: Generic{Type: "string"}},
}

// level is where a schema node sits: the root, an array item or an
// object field; some rules differ between them.
type level int

const (
	rootLevel level = iota
	itemLevel
	fieldLevel
)

// ValidateStructural checks that s is structural:
//
//   - every node has a type, except under x-kubernetes-preserve-unknown-fields
//     or x-kubernetes-int-or-string; arrays have items;
//   - the schemas under allOf, anyOf, oneOf and not have no type, default,
//     title, description, nullable or x-kubernetes-* (except the anyOf of
//     integer and string of an int-or-string), and specify no field the
//     structural part does not;
//   - x-kubernetes-embedded-resource nodes are objects;
//   - additionalProperties and properties are not both set;
//   - at the root, the type is object, additionalProperties is unused,
//     and metadata restricts only name and generateName.
//
// The errors are sorted, as map iteration is random.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.ValidateStructural.
func ValidateStructural(fldPath *field.Path, s *Structural) field.ErrorList {
	allErrs := validateStructuralInvariants(s, rootLevel, fldPath)
	allErrs = append(allErrs, validateStructuralCompleteness(s, fldPath)...)
	sort.Slice(allErrs, func(i, j int) bool { return allErrs[i].Error() < allErrs[j].Error() })
	return allErrs
}

// validateStructuralInvariants checks one node and recurses into its
// items, properties and additionalProperties.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateStructuralInvariants.
func validateStructuralInvariants(s *Structural, lvl level, fldPath *field.Path) field.ErrorList {
	if s == nil {
		return nil
	}
	var allErrs field.ErrorList
	if s.Type == "array" && s.Items == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("items"), "must be specified"))
	}
	allErrs = append(allErrs, validateStructuralInvariants(s.Items, itemLevel, fldPath.Child("items"))...)
	for k, v := range s.Properties {
		allErrs = append(allErrs, validateStructuralInvariants(&v, fieldLevel, fldPath.Child("properties").Key(k))...)
	}
	if s.AdditionalProperties != nil && len(s.Properties) > 0 {
		// upstream reports this in CRD validation
		// (apis/apiextensions/validation.ValidateCustomResourceDefinitionOpenAPISchema);
		// it is here so that every caller of ValidateStructural gets it
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("additionalProperties"), "additionalProperties and properties are mutual exclusive"))
	}
	if s.AdditionalProperties != nil {
		if lvl == rootLevel {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child("additionalProperties"), "must not be used at the root"))
		}
		allErrs = append(allErrs, validateStructuralInvariants(s.AdditionalProperties.Structural, fieldLevel, fldPath.Child("additionalProperties"))...)
	}
	allErrs = append(allErrs, validateExtensions(&s.Extensions, fldPath)...)
	allErrs = append(allErrs, validateValueValidation(s.ValueValidation, isIntOrStringAnyOfPattern(s), isIntOrStringAllOfPattern(s), fldPath)...)
	allErrs = append(allErrs, validateType(s, lvl, fldPath)...)
	allErrs = append(allErrs, validateEmbeddedResourceAndMetadata(s, lvl, fldPath)...)
	return allErrs
}

// validateType checks that a node has a type where one is needed, that
// embedded resources are objects and that the root is an object.
func validateType(s *Structural, lvl level, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if s.XEmbeddedResource && s.Type != "object" {
		if len(s.Type) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must be object if x-kubernetes-embedded-resource is true"))
		} else {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), s.Type, "must be object if x-kubernetes-embedded-resource is true"))
		}
	} else if len(s.Type) == 0 && !s.XIntOrString && !s.XPreserveUnknownFields {
		switch lvl {
		case rootLevel:
			allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must not be empty at the root"))
		case itemLevel:
			allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must not be empty for specified array items"))
		case fieldLevel:
			allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must not be empty for specified object fields"))
		}
	}
	if s.XEmbeddedResource && s.AdditionalProperties != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("additionalProperties"), "must not be used if x-kubernetes-embedded-resource is set"))
	}
	if lvl == rootLevel && len(s.Type) > 0 && s.Type != "object" {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), s.Type, "must be object at the root"))
	}
	return allErrs
}

// validateEmbeddedResourceAndMetadata checks apiVersion, kind and
// metadata of the root and of embedded resources.
func validateEmbeddedResourceAndMetadata(s *Structural, lvl level, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	checkMetadata := lvl == rootLevel || s.XEmbeddedResource
	for _, name := range []string{"kind", "apiVersion"} {
		if p, found := s.Properties[name]; found && checkMetadata && p.Type != "string" {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("properties").Key(name).Child("type"), p.Type, "must be string"))
		}
	}
	if metadata, found := s.Properties["metadata"]; found {
		allErrs = append(allErrs, validateStructuralMetadataInvariants(metadata, checkMetadata, lvl, fldPath.Child("properties").Key("metadata"))...)
	}
	if s.XEmbeddedResource && !s.XPreserveUnknownFields && len(s.Properties) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("properties"), "must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields"))
	}
	return allErrs
}

// validateStructuralMetadataInvariants checks the schema of metadata:
// an object, and at the root nothing but name and generateName (the
// server owns the rest of ObjectMeta). s is a copy; it is mutated to
// compare what remains with the empty schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateStructuralMetadataInvariants.
func validateStructuralMetadataInvariants(s Structural, checkMetadata bool, lvl level, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if checkMetadata && s.Type != "object" {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), s.Type, "must be object"))
	}
	if lvl == rootLevel {
		_, foundName := s.Properties["name"]
		_, foundGenerateName := s.Properties["generateName"]
		if foundName && foundGenerateName && len(s.Properties) == 2 {
			s.Properties = nil
		} else if (foundName || foundGenerateName) && len(s.Properties) == 1 {
			s.Properties = nil
		}
		s.Type = ""
		s.Default.Object = nil // checked by CRD validation
		if s.ValueValidation == nil {
			s.ValueValidation = &ValueValidation{}
		}
		if !reflect.DeepEqual(s, Structural{ValueValidation: &ValueValidation{}}) {
			allErrs = append(allErrs, field.Forbidden(fldPath, "must not specify anything other than name and generateName, but metadata is implicitly specified"))
		}
	}
	return allErrs
}

func isIntOrStringAnyOfPattern(s *Structural) bool {
	if s == nil || s.ValueValidation == nil {
		return false
	}
	return len(s.ValueValidation.AnyOf) == 2 && reflect.DeepEqual(s.ValueValidation.AnyOf, intOrStringAnyOf)
}

func isIntOrStringAllOfPattern(s *Structural) bool {
	if s == nil || s.ValueValidation == nil {
		return false
	}
	v := s.ValueValidation
	return len(v.AllOf) >= 1 && len(v.AllOf[0].AnyOf) == 2 && reflect.DeepEqual(v.AllOf[0].AnyOf, intOrStringAnyOf)
}

// validateExtensions checks the combinations of extensions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateExtensions.
func validateExtensions(x *Extensions, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if x.XIntOrString && x.XPreserveUnknownFields {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("x-kubernetes-preserve-unknown-fields"), x.XPreserveUnknownFields, "must be false if x-kubernetes-int-or-string is true"))
	}
	if x.XIntOrString && x.XEmbeddedResource {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("x-kubernetes-embedded-resource"), x.XEmbeddedResource, "must be false if x-kubernetes-int-or-string is true"))
	}
	return allErrs
}

// validateValueValidation checks the junctors and the pattern.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateValueValidation.
func validateValueValidation(v *ValueValidation, skipAnyOf, skipFirstAllOfAnyOf bool, fldPath *field.Path) field.ErrorList {
	if v == nil {
		return nil
	}
	var allErrs field.ErrorList
	if !skipAnyOf {
		for i := range v.AnyOf {
			allErrs = append(allErrs, validateNestedValueValidation(&v.AnyOf[i], false, false, fldPath.Child("anyOf").Index(i))...)
		}
	}
	for i := range v.AllOf {
		allErrs = append(allErrs, validateNestedValueValidation(&v.AllOf[i], skipFirstAllOfAnyOf && i == 0, false, fldPath.Child("allOf").Index(i))...)
	}
	for i := range v.OneOf {
		allErrs = append(allErrs, validateNestedValueValidation(&v.OneOf[i], false, false, fldPath.Child("oneOf").Index(i))...)
	}
	allErrs = append(allErrs, validateNestedValueValidation(v.Not, false, false, fldPath.Child("not"))...)
	if len(v.Pattern) > 0 {
		if _, err := regexp.Compile(v.Pattern); err != nil {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("pattern"), v.Pattern, fmt.Sprintf("must be a valid regular expression, but isn't: %v", err)))
		}
	}
	return allErrs
}

// validateNestedValueValidation checks a schema under a junctor: no
// generic fields, no extensions, no metadata.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateNestedValueValidation.
func validateNestedValueValidation(v *NestedValueValidation, skipAnyOf, skipAllOfAnyOf bool, fldPath *field.Path) field.ErrorList {
	if v == nil {
		return nil
	}
	allErrs := validateValueValidation(&v.ValueValidation, skipAnyOf, skipAllOfAnyOf, fldPath)
	allErrs = append(allErrs, validateNestedValueValidation(v.Items, false, false, fldPath.Child("items"))...)
	for k, fld := range v.Properties {
		allErrs = append(allErrs, validateNestedValueValidation(&fld, false, false, fldPath.Child("properties").Key(k))...)
	}
	if v.AdditionalProperties != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("additionalProperties"), "must be undefined to be structural"))
	}
	allErrs = append(allErrs, forbiddenGenerics(&v.ForbiddenGenerics, fldPath)...)
	allErrs = append(allErrs, forbiddenExtensions(&v.ForbiddenExtensions, fldPath)...)
	if _, found := v.Properties["metadata"]; found {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("properties").Key("metadata"), "must not be specified in a nested context"))
	}
	return allErrs
}

func forbiddenGenerics(g *Generic, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(g.Type) > 0 {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("type"), "must be empty to be structural"))
	}
	if g.Default.Object != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("default"), "must be undefined to be structural"))
	}
	if len(g.Title) > 0 {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("title"), "must be empty to be structural"))
	}
	if len(g.Description) > 0 {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("description"), "must be empty to be structural"))
	}
	if g.Nullable {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("nullable"), "must be false to be structural"))
	}
	return allErrs
}

func forbiddenExtensions(x *Extensions, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if x.XPreserveUnknownFields {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-preserve-unknown-fields"), "must be false to be structural"))
	}
	if x.XEmbeddedResource {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-embedded-resource"), "must be false to be structural"))
	}
	if x.XIntOrString {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-int-or-string"), "must be false to be structural"))
	}
	if len(x.XListMapKeys) > 0 {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-list-map-keys"), "must be empty to be structural"))
	}
	if x.XListType != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-list-type"), "must be undefined to be structural"))
	}
	if x.XMapType != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-map-type"), "must be undefined to be structural"))
	}
	if len(x.XValidations) > 0 {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("x-kubernetes-validations"), "must be empty to be structural"))
	}
	return allErrs
}

// validateStructuralCompleteness checks that every field and array the
// junctors speak of is also specified in the structural part, so that
// pruning does not drop what validation checks.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.validateStructuralCompleteness.
func validateStructuralCompleteness(s *Structural, fldPath *field.Path) field.ErrorList {
	if s == nil {
		return nil
	}
	return validateValueValidationCompleteness(s.ValueValidation, s, fldPath, fldPath)
}

func validateValueValidationCompleteness(v *ValueValidation, s *Structural, sPath, vPath *field.Path) field.ErrorList {
	if v == nil {
		return nil
	}
	if s == nil {
		return field.ErrorList{field.Required(sPath, fmt.Sprintf("because it is defined in %s", vPath.String()))}
	}
	allErrs := validateNestedValueValidationCompleteness(v.Not, s, sPath, vPath.Child("not"))
	for i := range v.AllOf {
		allErrs = append(allErrs, validateNestedValueValidationCompleteness(&v.AllOf[i], s, sPath, vPath.Child("allOf").Index(i))...)
	}
	for i := range v.AnyOf {
		allErrs = append(allErrs, validateNestedValueValidationCompleteness(&v.AnyOf[i], s, sPath, vPath.Child("anyOf").Index(i))...)
	}
	for i := range v.OneOf {
		allErrs = append(allErrs, validateNestedValueValidationCompleteness(&v.OneOf[i], s, sPath, vPath.Child("oneOf").Index(i))...)
	}
	return allErrs
}

func validateNestedValueValidationCompleteness(v *NestedValueValidation, s *Structural, sPath, vPath *field.Path) field.ErrorList {
	if v == nil {
		return nil
	}
	if s == nil {
		return field.ErrorList{field.Required(sPath, fmt.Sprintf("because it is defined in %s", vPath.String()))}
	}
	allErrs := validateValueValidationCompleteness(&v.ValueValidation, s, sPath, vPath)
	allErrs = append(allErrs, validateNestedValueValidationCompleteness(v.Items, s.Items, sPath.Child("items"), vPath.Child("items"))...)
	for k, vFld := range v.Properties {
		if sFld, ok := s.Properties[k]; !ok {
			allErrs = append(allErrs, field.Required(sPath.Child("properties").Key(k), fmt.Sprintf("because it is defined in %s", vPath.Child("properties").Key(k).String())))
		} else {
			allErrs = append(allErrs, validateNestedValueValidationCompleteness(&vFld, &sFld, sPath.Child("properties").Key(k), vPath.Child("properties").Key(k))...)
		}
	}
	return allErrs
}
