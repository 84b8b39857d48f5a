package handlers

import (
	"fmt"
	"slices"
	"unicode"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The patch types, as Content-Type values.
// Upstream: k8s.io/apimachinery/pkg/types.JSONPatchType and its siblings.
const (
	jsonPatchType           = "application/json-patch+json"
	mergePatchType          = "application/merge-patch+json"
	strategicMergePatchType = "application/strategic-merge-patch+json"
	applyYAMLPatchType      = "application/apply-patch+yaml"
	applyCBORPatchType      = "application/apply-patch+cbor"
)

// fieldManagerMaxLength bounds the fieldManager query parameter.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.FieldManagerMaxLength.
const fieldManagerMaxLength = 128

// validateListOptions checks the combinations of a list or watch query, as
// upstream with the WatchList feature enabled (as it is in v1.37).
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion/validation.ValidateListOptions.
func validateListOptions(options *metainternalversion.ListOptions) field.ErrorList {
	if options.Watch {
		return validateWatchOptions(options)
	}
	var allErrs field.ErrorList
	match := options.ResourceVersionMatch
	path := field.NewPath("resourceVersionMatch")
	if len(match) > 0 {
		if len(options.ResourceVersion) == 0 {
			allErrs = append(allErrs, field.Forbidden(path, "resourceVersionMatch is forbidden unless resourceVersion is provided"))
		}
		if len(options.Continue) > 0 {
			allErrs = append(allErrs, field.Forbidden(path, "resourceVersionMatch is forbidden when continue is provided"))
		}
		if match != metav1.ResourceVersionMatchExact && match != metav1.ResourceVersionMatchNotOlderThan {
			allErrs = append(allErrs, field.NotSupported(path, match, []string{
				string(metav1.ResourceVersionMatchExact), string(metav1.ResourceVersionMatchNotOlderThan), ""}))
		}
		if match == metav1.ResourceVersionMatchExact && options.ResourceVersion == "0" {
			allErrs = append(allErrs, field.Forbidden(path, "resourceVersionMatch \"exact\" is forbidden for resourceVersion \"0\""))
		}
	}
	if options.SendInitialEvents != nil {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("sendInitialEvents"), "sendInitialEvents is forbidden for list"))
	}
	return allErrs
}

// validateWatchOptions checks a watch: sendInitialEvents (watch-list) needs
// resourceVersionMatch=NotOlderThan, and resourceVersionMatch needs
// sendInitialEvents.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion/validation.validateWatchOptions.
func validateWatchOptions(options *metainternalversion.ListOptions) field.ErrorList {
	var allErrs field.ErrorList
	match := options.ResourceVersionMatch
	path := field.NewPath("resourceVersionMatch")
	if options.SendInitialEvents != nil && match != metav1.ResourceVersionMatchNotOlderThan {
		allErrs = append(allErrs, field.Forbidden(path, fmt.Sprintf(
			"sendInitialEvents requires setting resourceVersionMatch to %s", metav1.ResourceVersionMatchNotOlderThan)))
	}
	if len(match) > 0 {
		if options.SendInitialEvents == nil {
			allErrs = append(allErrs, field.Forbidden(path, "resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided"))
		}
		if match != metav1.ResourceVersionMatchNotOlderThan {
			allErrs = append(allErrs, field.NotSupported(path, match, []string{string(metav1.ResourceVersionMatchNotOlderThan)}))
		}
		if len(options.Continue) > 0 {
			allErrs = append(allErrs, field.Forbidden(path, "resourceVersionMatch is forbidden when continue is provided"))
		}
	}
	return allErrs
}

// setListOptionsDefaults turns a watch from "now" (resourceVersion "" or
// "0", which has always begun with ADDED events for the current objects)
// into the explicit watch-list form: sendInitialEvents=true with
// resourceVersionMatch=NotOlderThan. Storage therefore sees one form of
// "send the current state first".
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion.SetListOptionsDefaults.
func setListOptionsDefaults(options *metainternalversion.ListOptions) {
	if options.SendInitialEvents != nil || len(options.ResourceVersionMatch) != 0 {
		return
	}
	legacy := options.ResourceVersion == "" || options.ResourceVersion == "0"
	if options.Watch && legacy {
		sendInitialEvents := true
		options.SendInitialEvents = &sendInitialEvents
		options.ResourceVersionMatch = metav1.ResourceVersionMatchNotOlderThan
	}
}

// validateDryRun allows "All" only.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateDryRun.
func validateDryRun(path *field.Path, dryRun []string) field.ErrorList {
	for _, value := range dryRun {
		if value != metav1.DryRunAll {
			return field.ErrorList{field.NotSupported(path, dryRun, []string{metav1.DryRunAll})}
		}
	}
	return nil
}

// validateFieldValidation allows "", Ignore, Strict and Warn.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateFieldValidation.
func validateFieldValidation(path *field.Path, fieldValidation string) field.ErrorList {
	allowed := []string{"", metav1.FieldValidationIgnore, metav1.FieldValidationStrict, metav1.FieldValidationWarn}
	if !slices.Contains(allowed, fieldValidation) {
		return field.ErrorList{field.NotSupported(path, fieldValidation, allowed)}
	}
	return nil
}

// validateFieldManager bounds the manager's length to 128 printable runes.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateFieldManager.
func validateFieldManager(fieldManager string, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(fieldManager) > fieldManagerMaxLength {
		allErrs = append(allErrs, field.TooLong(path, fieldManager, fieldManagerMaxLength))
	}
	for i, r := range fieldManager {
		if !unicode.IsPrint(r) {
			allErrs = append(allErrs, field.Invalid(path, fieldManager, fmt.Sprintf("invalid character %#U (at position %d)", r, i)))
		}
	}
	return allErrs
}

// validateWriteOptions checks what create, update and patch options share.
func validateWriteOptions(fieldManager string, dryRun []string, fieldValidation string) field.ErrorList {
	allErrs := validateFieldManager(fieldManager, field.NewPath("fieldManager"))
	allErrs = append(allErrs, validateDryRun(field.NewPath("dryRun"), dryRun)...)
	return append(allErrs, validateFieldValidation(field.NewPath("fieldValidation"), fieldValidation)...)
}

// validateCreateOptions checks a create's query.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateCreateOptions.
func validateCreateOptions(options *metav1.CreateOptions) field.ErrorList {
	return validateWriteOptions(options.FieldManager, options.DryRun, options.FieldValidation)
}

// validateUpdateOptions checks an update's query.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateUpdateOptions.
func validateUpdateOptions(options *metav1.UpdateOptions) field.ErrorList {
	return validateWriteOptions(options.FieldManager, options.DryRun, options.FieldValidation)
}

// validatePatchOptions checks a patch's query: force is for apply only,
// and apply needs a fieldManager.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidatePatchOptions.
func validatePatchOptions(options *metav1.PatchOptions, patchType string) field.ErrorList {
	var allErrs field.ErrorList
	if patchType != applyYAMLPatchType && patchType != applyCBORPatchType {
		if options.Force != nil {
			allErrs = append(allErrs, field.Forbidden(field.NewPath("force"), "may not be specified for non-apply patch"))
		}
	} else if options.FieldManager == "" {
		allErrs = append(allErrs, field.Required(field.NewPath("fieldManager"), "is required for apply patch"))
	}
	return append(allErrs, validateWriteOptions(options.FieldManager, options.DryRun, options.FieldValidation)...)
}

// validateDeleteOptions checks a delete's options: one of orphanDependents
// and propagationPolicy, a known policy, a known dryRun.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateDeleteOptions.
func validateDeleteOptions(options *metav1.DeleteOptions) field.ErrorList {
	var allErrs field.ErrorList
	path := field.NewPath("propagationPolicy")
	if options.OrphanDependents != nil && options.PropagationPolicy != nil {
		allErrs = append(allErrs, field.Invalid(path, options.PropagationPolicy, "orphanDependents and deletionPropagation cannot be both set"))
	}
	if p := options.PropagationPolicy; p != nil && *p != metav1.DeletePropagationForeground &&
		*p != metav1.DeletePropagationBackground && *p != metav1.DeletePropagationOrphan {
		allErrs = append(allErrs, field.NotSupported(path, options.PropagationPolicy, []string{
			string(metav1.DeletePropagationForeground), string(metav1.DeletePropagationBackground),
			string(metav1.DeletePropagationOrphan), "nil"}))
	}
	return append(allErrs, validateDryRun(field.NewPath("dryRun"), options.DryRun)...)
}

// validateTableOptions allows includeObject Metadata, Object, None or "".
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1beta1/validation.ValidateTableOptions.
func validateTableOptions(opts *metav1.TableOptions) field.ErrorList {
	switch opts.IncludeObject {
	case metav1.IncludeMetadata, metav1.IncludeNone, metav1.IncludeObject, "":
		return nil
	}
	return field.ErrorList{field.Invalid(field.NewPath("includeObject"), opts.IncludeObject,
		"must be 'Metadata', 'Object', 'None', or empty")}
}
