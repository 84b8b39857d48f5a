package validation

import (
	"regexp"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// labelSelectorValidationOptions loosen ValidateLabelSelector for an
// update whose old object already broke the rule.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.LabelSelectorValidationOptions.
type labelSelectorValidationOptions struct {
	AllowInvalidLabelValueInSelector bool
}

// validateLabelSelector checks matchLabels and each matchExpression.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelSelector.
func validateLabelSelector(ps *metav1.LabelSelector, opts labelSelectorValidationOptions, fldPath *field.Path) field.ErrorList {
	if ps == nil {
		return nil
	}
	allErrs := apivalidation.ValidateLabels(ps.MatchLabels, fldPath.Child("matchLabels"))
	for i, expr := range ps.MatchExpressions {
		allErrs = append(allErrs, validateLabelSelectorRequirement(expr, opts, fldPath.Child("matchExpressions").Index(i))...)
	}
	return allErrs
}

// validateLabelSelectorRequirement checks an expression: values for In
// and NotIn, none for Exists and DoesNotExist, a label key, label values.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelSelectorRequirement.
func validateLabelSelectorRequirement(sr metav1.LabelSelectorRequirement, opts labelSelectorValidationOptions, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch sr.Operator {
	case metav1.LabelSelectorOpIn, metav1.LabelSelectorOpNotIn:
		if len(sr.Values) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Child("values"), "must be specified when `operator` is 'In' or 'NotIn'"))
		}
	case metav1.LabelSelectorOpExists, metav1.LabelSelectorOpDoesNotExist:
		if len(sr.Values) > 0 {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child("values"), "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"))
		}
	default:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("operator"), sr.Operator, "not a valid selector operator"))
	}
	allErrs = append(allErrs, apivalidation.ValidateLabelName(sr.Key, fldPath.Child("key"))...)
	if !opts.AllowInvalidLabelValueInSelector {
		for i, value := range sr.Values {
			for _, msg := range utilvalidation.IsValidLabelValue(value) {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("values").Index(i), value, msg))
			}
		}
	}
	return allErrs
}

// The formats of a wildcard host and of an HTTP path.
// Upstream: k8s.io/apimachinery/pkg/util/validation (wildcardDNS1123SubdomainFmt, httpPathFmt).
const (
	dns1123LabelFmt                = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
	dns1123SubdomainFmt            = dns1123LabelFmt + "(\\." + dns1123LabelFmt + ")*"
	wildcardDNS1123SubdomainFmt    = "\\*\\." + dns1123SubdomainFmt
	wildcardDNS1123SubdomainErrMsg = "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS subdomain, which must consist of lower case alphanumeric characters, '-' or '.' and end with an alphanumeric character"
	httpPathFmt                    = `[A-Za-z0-9/\-._~%!$&'()*+,;=:]+`
)

var (
	wildcardDNS1123SubdomainRegexp = regexp.MustCompile("^" + wildcardDNS1123SubdomainFmt + "$")
	httpPathRegexp                 = regexp.MustCompile("^" + httpPathFmt + "$")
)

// isWildcardDNS1123Subdomain checks "*.example.com".
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsWildcardDNS1123Subdomain.
func isWildcardDNS1123Subdomain(value string) []string {
	var errs []string
	if len(value) > 253 {
		errs = append(errs, utilvalidation.MaxLenError(253))
	}
	if !wildcardDNS1123SubdomainRegexp.MatchString(value) {
		errs = append(errs, utilvalidation.RegexError(wildcardDNS1123SubdomainErrMsg, wildcardDNS1123SubdomainFmt, "*.example.com"))
	}
	return errs
}

// isDomainPrefixedPath checks "acme.io/foo": a DNS subdomain, a "/",
// an HTTP path.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsDomainPrefixedPath.
func isDomainPrefixedPath(fldPath *field.Path, dpPath string) field.ErrorList {
	if len(dpPath) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	segments := strings.SplitN(dpPath, "/", 2)
	if len(segments) != 2 || len(segments[0]) == 0 || len(segments[1]) == 0 {
		return field.ErrorList{field.Invalid(fldPath, dpPath, "must be a domain-prefixed path (such as \"acme.io/foo\")")}
	}
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Subdomain(segments[0]) {
		allErrs = append(allErrs, field.Invalid(fldPath, segments[0], msg))
	}
	if !httpPathRegexp.MatchString(segments[1]) {
		allErrs = append(allErrs, field.Invalid(fldPath, segments[1], utilvalidation.RegexError("Invalid path", httpPathFmt)))
	}
	return allErrs
}

// pathSegmentErrors checks a name used as a URL path segment.
// Upstream: k8s.io/apimachinery/pkg/api/validate/content.IsPathSegmentName.
func pathSegmentErrors(fldPath *field.Path, value string) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range apivalidation.ValidatePathSegmentName(value, false) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}
