package validation

import (
	"slices"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// nsErrIntro starts the message of a bad namespace in a resource rule.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.nsErrIntro.
const nsErrIntro = "each member of this list must be '*' or a DNS-1123 label; "

// validateVerbs: at least one; "*" alone; otherwise known verbs.
// Upstream: part of ValidateFlowSchemaResourcePolicyRule and
// ValidateFlowSchemaNonResourcePolicyRule.
func validateVerbs(verbs []string, fldPath *field.Path) field.ErrorList {
	switch {
	case len(verbs) == 0:
		return field.ErrorList{field.Required(fldPath, "verbs must contain at least one value")}
	case hasWildcard(verbs):
		if len(verbs) > 1 {
			return field.ErrorList{field.Invalid(fldPath, verbs, "if '*' is present, must not specify other verbs")}
		}
	default:
		for _, v := range verbs {
			if !slices.Contains(supportedVerbs, v) {
				return field.ErrorList{field.NotSupported(fldPath, verbs, supportedVerbs)}
			}
		}
	}
	return nil
}

// ValidateFlowSchemaNonResourcePolicyRule: verbs, and paths that are "*"
// alone or absolute paths with at most a trailing "/*".
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaNonResourcePolicyRule.
func ValidateFlowSchemaNonResourcePolicyRule(rule *flowcontrol.NonResourcePolicyRule, fldPath *field.Path) field.ErrorList {
	allErrs := validateVerbs(rule.Verbs, fldPath.Child("verbs"))
	urlsPath := fldPath.Child("nonResourceURLs")
	switch {
	case len(rule.NonResourceURLs) == 0:
		allErrs = append(allErrs, field.Required(urlsPath, "nonResourceURLs must contain at least one value"))
	case hasWildcard(rule.NonResourceURLs):
		if len(rule.NonResourceURLs) > 1 {
			allErrs = append(allErrs, field.Invalid(urlsPath, rule.NonResourceURLs, "if '*' is present, must not specify other non-resource URLs"))
		}
	default:
		for i, url := range rule.NonResourceURLs {
			if err := ValidateNonResourceURLPath(url, urlsPath.Index(i)); err != nil {
				allErrs = append(allErrs, err)
			}
		}
	}
	return allErrs
}

// ValidateFlowSchemaResourcePolicyRule: verbs, groups, resources, and
// namespaces unless the rule is cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaResourcePolicyRule.
func ValidateFlowSchemaResourcePolicyRule(rule *flowcontrol.ResourcePolicyRule, fldPath *field.Path) field.ErrorList {
	allErrs := validateVerbs(rule.Verbs, fldPath.Child("verbs"))
	if len(rule.APIGroups) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("apiGroups"), "resource rules must supply at least one api group"))
	} else if len(rule.APIGroups) > 1 && hasWildcard(rule.APIGroups) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("apiGroups"), rule.APIGroups, "if '*' is present, must not specify other api groups"))
	}
	if len(rule.Resources) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("resources"), "resource rules must supply at least one resource"))
	} else if len(rule.Resources) > 1 && hasWildcard(rule.Resources) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("resources"), rule.Resources, "if '*' is present, must not specify other resources"))
	}
	return append(allErrs, validateRuleNamespaces(rule, fldPath.Child("namespaces"))...)
}

// validateRuleNamespaces: required unless cluster-scoped; "*" alone;
// otherwise DNS-1123 labels.
// Upstream: part of ValidateFlowSchemaResourcePolicyRule.
func validateRuleNamespaces(rule *flowcontrol.ResourcePolicyRule, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch {
	case len(rule.Namespaces) == 0 && !rule.ClusterScope:
		allErrs = append(allErrs, field.Required(fldPath, "resource rules that are not cluster scoped must supply at least one namespace"))
	case hasWildcard(rule.Namespaces):
		if len(rule.Namespaces) > 1 {
			allErrs = append(allErrs, field.Invalid(fldPath, rule.Namespaces, "if '*' is present, must not specify other namespaces"))
		}
	default:
		for i, ns := range rule.Namespaces {
			for _, msg := range apivalidation.ValidateNamespaceName(ns, false) {
				allErrs = append(allErrs, field.Invalid(fldPath.Index(i), ns, nsErrIntro+msg))
			}
		}
	}
	return allErrs
}

// ValidateNonResourceURLPath: "/" or an absolute path with no blanks, no
// "//", and at most one "*", as the last segment.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateNonResourceURLPath.
func ValidateNonResourceURLPath(path string, fldPath *field.Path) *field.Error {
	switch {
	case len(path) == 0:
		return field.Invalid(fldPath, path, "must not be empty")
	case path == "/":
		return nil
	case !strings.HasPrefix(path, "/"):
		return field.Invalid(fldPath, path, "must start with slash")
	case strings.Contains(path, " "):
		return field.Invalid(fldPath, path, "must not contain white-space")
	case strings.Contains(path, "//"):
		return field.Invalid(fldPath, path, "must not contain double slash")
	}
	wildcards := strings.Count(path, "*")
	if wildcards > 1 || (wildcards == 1 && path[len(path)-2:] != "/*") {
		return field.Invalid(fldPath, path, "wildcard can only do suffix matching")
	}
	return nil
}

// hasWildcard reports whether list holds "*".
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.hasWildcard.
func hasWildcard(list []string) bool {
	return slices.Contains(list, "*")
}
