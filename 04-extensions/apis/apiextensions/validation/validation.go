package validation

import (
	"context"
	"strings"
	"unicode/utf8"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// validationOptions are the knobs upstream turns by request version and
// by the old object; v1 requires schemas always, immutable names only
// once the CRD is established.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validationOptions.
type validationOptions struct {
	// requireImmutableNames forbids changing group and plural.
	requireImmutableNames bool
	// preexistingExpressions are the CEL rules and message expressions
	// of the old CRD on update: they compile in the stored-expressions
	// environment, new ones in the new-expressions environment.
	preexistingExpressions preexistingExpressions
}

// ValidateCustomResourceDefinition checks a new CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinition.
func ValidateCustomResourceDefinition(ctx context.Context, obj *apiextensions.CustomResourceDefinition) field.ErrorList {
	nameValidationFn := func(name string, prefix bool) []string {
		ret := apivalidation.NameIsDNSSubdomain(name, prefix)
		requiredName := obj.Spec.Names.Plural + "." + obj.Spec.Group
		if name != requiredName {
			ret = append(ret, `must be spec.names.plural+"."+spec.group`)
		}
		return ret
	}
	allErrs := apivalidation.ValidateObjectMeta(&obj.ObjectMeta, false, nameValidationFn, field.NewPath("metadata"))
	allErrs = append(allErrs, validateCustomResourceDefinitionSpec(ctx, &obj.Spec, validationOptions{}, field.NewPath("spec"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionStatus(&obj.Status, field.NewPath("status"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionStoredVersions(obj.Status.StoredVersions, obj.Spec.Versions, field.NewPath("status").Child("storedVersions"))...)
	allErrs = append(allErrs, validatePreserveUnknownFields(obj)...)
	return allErrs
}

// ValidateCustomResourceDefinitionUpdate checks an update of a CRD: the
// metadata rules of an update, the new spec, and, once the old CRD is
// established, an unchanged group and plural (changing them would kill
// the served API).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionUpdate.
func ValidateCustomResourceDefinitionUpdate(ctx context.Context, obj, oldObj *apiextensions.CustomResourceDefinition) field.ErrorList {
	opts := validationOptions{
		requireImmutableNames:  apiextensions.IsCRDConditionTrue(oldObj, apiextensions.Established),
		preexistingExpressions: findPreexistingExpressions(&oldObj.Spec),
	}
	allErrs := apivalidation.ValidateObjectMetaUpdate(&obj.ObjectMeta, &oldObj.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, validateCustomResourceDefinitionSpecUpdate(ctx, &obj.Spec, &oldObj.Spec, opts, field.NewPath("spec"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionStatus(&obj.Status, field.NewPath("status"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionStoredVersions(obj.Status.StoredVersions, obj.Spec.Versions, field.NewPath("status").Child("storedVersions"))...)
	allErrs = append(allErrs, validatePreserveUnknownFields(obj)...)
	return allErrs
}

// ValidateCustomResourceDefinitionStoredVersions checks that the stored
// versions are not empty, include the storage version and all appear in
// spec.versions (a version may only be removed from spec once no object
// is stored in it any more).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionStoredVersions.
func ValidateCustomResourceDefinitionStoredVersions(storedVersions []string, versions []apiextensions.CustomResourceDefinitionVersion, fldPath *field.Path) field.ErrorList {
	if len(storedVersions) == 0 {
		return field.ErrorList{field.Invalid(fldPath, storedVersions, "must have at least one stored version")}
	}
	allErrs := field.ErrorList{}
	storedVersionsMap := map[string]int{}
	for i, v := range storedVersions {
		storedVersionsMap[v] = i
	}
	for _, v := range versions {
		_, ok := storedVersionsMap[v.Name]
		if v.Storage && !ok {
			allErrs = append(allErrs, field.Invalid(fldPath, v.Name, "must have the storage version "+v.Name))
		}
		if ok {
			delete(storedVersionsMap, v.Name)
		}
	}
	// Report in storedVersions order, not map order.
	for i, v := range storedVersions {
		if j, ok := storedVersionsMap[v]; ok && j == i {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i), v, "must appear in spec.versions"))
		}
	}
	return allErrs
}

// ValidateUpdateCustomResourceDefinitionStatus checks a write to
// customresourcedefinitions/status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateUpdateCustomResourceDefinitionStatus.
func ValidateUpdateCustomResourceDefinitionStatus(obj, oldObj *apiextensions.CustomResourceDefinition) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&obj.ObjectMeta, &oldObj.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidateCustomResourceDefinitionStatus(&obj.Status, field.NewPath("status"))...)
	return allErrs
}

// ValidateCustomResourceDefinitionStatus checks the accepted names.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionStatus.
func ValidateCustomResourceDefinitionStatus(status *apiextensions.CustomResourceDefinitionStatus, fldPath *field.Path) field.ErrorList {
	return ValidateCustomResourceDefinitionNames(&status.AcceptedNames, fldPath.Child("acceptedNames"))
}

// validateCustomResourceDefinitionSpecUpdate checks the new spec and,
// when the names must be immutable, group and plural.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceDefinitionSpecUpdate.
func validateCustomResourceDefinitionSpecUpdate(ctx context.Context, spec, oldSpec *apiextensions.CustomResourceDefinitionSpec, opts validationOptions, fldPath *field.Path) field.ErrorList {
	allErrs := validateCustomResourceDefinitionSpec(ctx, spec, opts, fldPath)
	if opts.requireImmutableNames {
		// These effectively kill the API, so don't allow them.
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.Group, oldSpec.Group, fldPath.Child("group"))...)
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.Names.Plural, oldSpec.Names.Plural, fldPath.Child("names", "plural"))...)
	}
	return allErrs
}

// validateCustomResourceDefinitionSpec checks group, scope, versions,
// names and conversion.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceDefinitionSpec.
func validateCustomResourceDefinitionSpec(ctx context.Context, spec *apiextensions.CustomResourceDefinitionSpec, opts validationOptions, fldPath *field.Path) field.ErrorList {
	allErrs := validateGroup(spec.Group, fldPath.Child("group"))
	allErrs = append(allErrs, validateEnumStrings(fldPath.Child("scope"), string(spec.Scope),
		[]string{string(apiextensions.ClusterScoped), string(apiextensions.NamespaceScoped)}, true)...)
	allErrs = append(allErrs, validateVersions(ctx, spec.Versions, opts, fldPath.Child("versions"))...)
	allErrs = append(allErrs, validateNamesRequired(&spec.Names, fldPath.Child("names"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionNames(&spec.Names, fldPath.Child("names"))...)
	allErrs = append(allErrs, validateCustomResourceConversion(spec.Conversion, fldPath.Child("conversion"))...)
	return allErrs
}

// validateGroup checks that the group is a DNS subdomain with a dot.
func validateGroup(group string, fldPath *field.Path) field.ErrorList {
	switch {
	case len(group) == 0:
		return field.ErrorList{field.Required(fldPath, "")}
	case len(utilvalidation.IsDNS1123Subdomain(group)) > 0:
		return field.ErrorList{field.Invalid(fldPath, group, strings.Join(utilvalidation.IsDNS1123Subdomain(group), ","))}
	case len(strings.Split(group, ".")) < 2:
		return field.ErrorList{field.Invalid(fldPath, group, "should be a domain with at least one dot")}
	}
	return nil
}

// validateVersions checks each version and that names are unique and
// exactly one version is the storage version.
func validateVersions(ctx context.Context, versions []apiextensions.CustomResourceDefinitionVersion, opts validationOptions, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(versions) == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "must contain at least one version"))
	}
	storageFlagCount := 0
	seen := map[string]bool{}
	uniqueNames := true
	for i := range versions {
		version := &versions[i]
		if version.Storage {
			storageFlagCount++
		}
		if seen[version.Name] {
			uniqueNames = false
		}
		seen[version.Name] = true
		if errs := utilvalidation.IsDNS1035Label(version.Name); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i).Child("name"), version.Name, strings.Join(errs, ",")))
		}
		allErrs = append(allErrs, validateCustomResourceDefinitionVersion(ctx, version, opts, fldPath.Index(i))...)
	}
	if !uniqueNames {
		allErrs = append(allErrs, field.Invalid(fldPath, versionNames(versions), "must contain unique version names"))
	}
	if storageFlagCount != 1 {
		allErrs = append(allErrs, field.Invalid(fldPath, versionNames(versions), "must have exactly one version marked as storage version"))
	}
	return allErrs
}

// versionNames lists the version names, the value shown in errors about
// the list as a whole.
func versionNames(versions []apiextensions.CustomResourceDefinitionVersion) []string {
	names := make([]string, 0, len(versions))
	for _, v := range versions {
		names = append(names, v.Name)
	}
	return names
}

// validateCustomResourceDefinitionVersion checks one version: its
// deprecation warning, schema, subresources, printer columns and
// selectable fields.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceDefinitionVersion.
func validateCustomResourceDefinitionVersion(ctx context.Context, version *apiextensions.CustomResourceDefinitionVersion, opts validationOptions, fldPath *field.Path) field.ErrorList {
	allErrs := validateDeprecationWarning(version.Deprecated, version.DeprecationWarning, fldPath.Child("deprecationWarning"))
	allErrs = append(allErrs, validateCustomResourceDefinitionValidation(ctx, version.Schema, opts, fldPath.Child("schema"))...)
	allErrs = append(allErrs, ValidateCustomResourceDefinitionSubresources(version.Subresources, fldPath.Child("subresources"))...)
	for i := range version.AdditionalPrinterColumns {
		allErrs = append(allErrs, ValidateCustomResourceColumnDefinition(&version.AdditionalPrinterColumns[i], fldPath.Child("additionalPrinterColumns").Index(i))...)
	}
	if len(version.SelectableFields) > 0 {
		if version.Schema == nil || version.Schema.OpenAPIV3Schema == nil {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("selectableFields"), "", "selectableFields may only be set when version.schema.openAPIV3Schema is included"))
		} else {
			allErrs = append(allErrs, ValidateCustomResourceSelectableFields(version.SelectableFields, version.Schema.OpenAPIV3Schema, fldPath.Child("selectableFields"))...)
		}
	}
	return allErrs
}

// validateDeprecationWarning allows a warning only on deprecated
// versions, at most 256 printable UTF-8 characters.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateDeprecationWarning.
func validateDeprecationWarning(deprecated bool, deprecationWarning *string, fldPath *field.Path) field.ErrorList {
	if deprecationWarning == nil {
		return nil
	}
	if !deprecated {
		return field.ErrorList{field.Invalid(fldPath, *deprecationWarning, "can only be set for deprecated versions")}
	}
	if len(*deprecationWarning) > 256 {
		return field.ErrorList{field.TooLong(fldPath, *deprecationWarning, 256)}
	}
	if !utf8.ValidString(*deprecationWarning) {
		return field.ErrorList{field.Invalid(fldPath, *deprecationWarning, "must be a valid UTF-8 string")}
	}
	return nil
}

// validateCustomResourceDefinitionValidation requires a schema (v1 does),
// forbids a nullable root and requires it to be structural; the
// structural rules include "type: object at the root".
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceDefinitionValidation
// (plus the v1 requireSchemas and requireStructuralSchema checks of
// validateCustomResourceDefinitionSpec).
func validateCustomResourceDefinitionValidation(ctx context.Context, validation *apiextensions.CustomResourceValidation, opts validationOptions, fldPath *field.Path) field.ErrorList {
	schemaPath := fldPath.Child("openAPIV3Schema")
	if validation == nil || validation.OpenAPIV3Schema == nil {
		return field.ErrorList{field.Required(schemaPath, "schemas are required")}
	}
	schema := validation.OpenAPIV3Schema
	allErrs := field.ErrorList{}
	if schema.Nullable {
		allErrs = append(allErrs, field.Forbidden(schemaPath.Child("nullable"), "nullable cannot be true at the root"))
	}
	ss, err := structuralschema.NewStructural(schema)
	if err != nil {
		return append(allErrs, field.Invalid(schemaPath, "", err.Error()))
	}
	structuralErrs := structuralschema.ValidateStructural(schemaPath, ss)
	if len(structuralErrs) > 0 {
		return append(allErrs, structuralErrs...)
	}
	return append(allErrs, validateSchemaCEL(ss, schemaPath, opts.preexistingExpressions)...)
}

// ValidateCustomResourceDefinitionNames checks the shape of each name
// that is set: plural, singular, short names and categories are DNS-1035
// labels, kind and listKind are too once lowercased, and they differ.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.ValidateCustomResourceDefinitionNames.
func ValidateCustomResourceDefinitionNames(names *apiextensions.CustomResourceDefinitionNames, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if errs := utilvalidation.IsDNS1035Label(names.Plural); len(names.Plural) > 0 && len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("plural"), names.Plural, strings.Join(errs, ",")))
	}
	if errs := utilvalidation.IsDNS1035Label(names.Singular); len(names.Singular) > 0 && len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("singular"), names.Singular, strings.Join(errs, ",")))
	}
	if errs := utilvalidation.IsDNS1035Label(strings.ToLower(names.Kind)); len(names.Kind) > 0 && len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("kind"), names.Kind, "may have mixed case, but should otherwise match: "+strings.Join(errs, ",")))
	}
	if errs := utilvalidation.IsDNS1035Label(strings.ToLower(names.ListKind)); len(names.ListKind) > 0 && len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("listKind"), names.ListKind, "may have mixed case, but should otherwise match: "+strings.Join(errs, ",")))
	}
	for i, shortName := range names.ShortNames {
		if errs := utilvalidation.IsDNS1035Label(shortName); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("shortNames").Index(i), shortName, strings.Join(errs, ",")))
		}
	}
	// kind and listKind may not be the same or parsing becomes ambiguous.
	if len(names.Kind) > 0 && names.Kind == names.ListKind {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("listKind"), names.ListKind, "kind and listKind may not be the same"))
	}
	for i, category := range names.Categories {
		if errs := utilvalidation.IsDNS1035Label(category); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("categories").Index(i), category, strings.Join(errs, ",")))
		}
	}
	return allErrs
}

// validateNamesRequired requires the four names of spec.names (status
// accepted names may be empty while the controller has not run).
// Upstream: part of k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceDefinitionSpec.
func validateNamesRequired(names *apiextensions.CustomResourceDefinitionNames, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	for _, n := range []struct{ name, value string }{
		{"plural", names.Plural}, {"singular", names.Singular}, {"kind", names.Kind}, {"listKind", names.ListKind},
	} {
		if len(n.value) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Child(n.name), ""))
		}
	}
	return allErrs
}

// validateCustomResourceConversion accepts strategy None only: this
// server does not call conversion webhooks.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateCustomResourceConversion.
func validateCustomResourceConversion(conversion *apiextensions.CustomResourceConversion, fldPath *field.Path) field.ErrorList {
	if conversion == nil {
		return nil
	}
	strategyPath := fldPath.Child("strategy")
	switch conversion.Strategy {
	case apiextensions.NoneConverter:
		if conversion.Webhook != nil {
			return field.ErrorList{field.Forbidden(fldPath.Child("webhook"), "should not be set when strategy is not set to Webhook")}
		}
	case apiextensions.WebhookConverter:
		return field.ErrorList{field.Invalid(strategyPath, conversion.Strategy, "webhook conversion is not supported by this server; use None")}
	default:
		return validateEnumStrings(strategyPath, string(conversion.Strategy), []string{string(apiextensions.NoneConverter)}, true)
	}
	return nil
}

// validateEnumStrings requires value (if required) and that it is one of
// accepted.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validateEnumStrings.
func validateEnumStrings(fldPath *field.Path, value string, accepted []string, required bool) field.ErrorList {
	if value == "" {
		if required {
			return field.ErrorList{field.Required(fldPath, "")}
		}
		return nil
	}
	for _, a := range accepted {
		if a == value {
			return nil
		}
	}
	return field.ErrorList{field.NotSupported(fldPath, value, accepted)}
}

// validatePreserveUnknownFields forbids spec.preserveUnknownFields: true,
// a v1beta1 leftover.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.validatePreserveUnknownFields
// (which lets a CRD that already has it keep it).
func validatePreserveUnknownFields(crd *apiextensions.CustomResourceDefinition) field.ErrorList {
	if crd.Spec.PreserveUnknownFields {
		return field.ErrorList{field.Invalid(field.NewPath("spec").Child("preserveUnknownFields"), true,
			"cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead")}
	}
	return nil
}
