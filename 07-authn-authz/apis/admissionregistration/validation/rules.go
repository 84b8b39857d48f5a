package validation

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// validateRuleWithOperations checks the operations ("*" alone or
// known ones) and the rule.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateRuleWithOperations.
func validateRuleWithOperations(r *admissionregistration.RuleWithOperations, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	opsPath := path.Child("operations")
	if len(r.Operations) == 0 {
		allErrs = append(allErrs, field.Required(opsPath, ""))
	}
	if len(r.Operations) > 1 && slices.Contains(r.Operations, admissionregistration.OperationAll) {
		allErrs = append(allErrs, field.Invalid(opsPath, r.Operations, "if '*' is present, must not specify other operations"))
	}
	for i, op := range r.Operations {
		if !slices.Contains(supportedOperations, string(op)) {
			allErrs = append(allErrs, field.NotSupported(opsPath.Index(i), op, supportedOperations))
		}
	}
	return append(allErrs, validateRule(&r.Rule, path)...)
}

// validateRule checks groups, versions, resources and scope.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateRule
// (with allowSubResource, as for webhooks).
func validateRule(rule *admissionregistration.Rule, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(rule.APIGroups) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("apiGroups"), ""))
	}
	if len(rule.APIGroups) > 1 && slices.Contains(rule.APIGroups, "*") {
		allErrs = append(allErrs, field.Invalid(path.Child("apiGroups"), rule.APIGroups, "if '*' is present, must not specify other API groups"))
	}
	// a group may be "" (the core group), a version may not
	if len(rule.APIVersions) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("apiVersions"), ""))
	}
	if len(rule.APIVersions) > 1 && slices.Contains(rule.APIVersions, "*") {
		allErrs = append(allErrs, field.Invalid(path.Child("apiVersions"), rule.APIVersions, "if '*' is present, must not specify other API versions"))
	}
	for i, v := range rule.APIVersions {
		if v == "" {
			allErrs = append(allErrs, field.Required(path.Child("apiVersions").Index(i), ""))
		}
	}
	allErrs = append(allErrs, validateResources(rule.Resources, path.Child("resources"))...)
	if rule.Scope != nil && !slices.Contains(supportedScopes, string(*rule.Scope)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("scope"), *rule.Scope, supportedScopes))
	}
	return allErrs
}

// validateResources checks the resource list: no empty entry, "*/*"
// alone, "*" not beside plain resources, and no entry that a wildcard
// ("x/*" or "*/sub") already covers.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateResources.
func validateResources(resources []string, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(resources) == 0 {
		allErrs = append(allErrs, field.Required(path, ""))
	}
	allSubresourcesOf := map[string]bool{} // "x/*" seen: x
	subresourceOfAll := map[string]bool{}  // "*/sub" seen: sub
	hasDoubleWildcard, hasSingleWildcard := false, false
	hasPlainResource := false // "x", not "*"
	for i, resSub := range resources {
		if resSub == "" {
			allErrs = append(allErrs, field.Required(path.Index(i), ""))
			continue
		}
		hasDoubleWildcard = hasDoubleWildcard || resSub == "*/*"
		hasSingleWildcard = hasSingleWildcard || resSub == "*"
		res, sub, hasSub := strings.Cut(resSub, "/")
		if !hasSub {
			// as upstream, the last plain entry decides: ["pods", "*"]
			// passes, ["*", "pods"] does not (an upstream quirk we keep so
			// that both servers accept the same objects)
			hasPlainResource = resSub != "*"
			continue
		}
		if allSubresourcesOf[res] {
			allErrs = append(allErrs, field.Invalid(path.Index(i), resSub, fmt.Sprintf("if '%s/*' is present, must not specify %s", res, resSub)))
		}
		if subresourceOfAll[sub] {
			allErrs = append(allErrs, field.Invalid(path.Index(i), resSub, fmt.Sprintf("if '*/%s' is present, must not specify %s", sub, resSub)))
		}
		if sub == "*" {
			allSubresourcesOf[res] = true
		}
		if res == "*" {
			subresourceOfAll[sub] = true
		}
	}
	if len(resources) > 1 && hasDoubleWildcard {
		allErrs = append(allErrs, field.Invalid(path, resources, "if '*/*' is present, must not specify other resources"))
	}
	if hasSingleWildcard && hasPlainResource {
		allErrs = append(allErrs, field.Invalid(path, resources, "if '*' is present, must not specify other resources without subresources"))
	}
	return allErrs
}
