package validation

import (
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

// ValidatePolicy returns every problem of policy, each with its field path.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.ValidatePolicy.
func ValidatePolicy(policy *auditv1.Policy) field.ErrorList {
	allErrs := validateOmitStages(policy.OmitStages, field.NewPath("omitStages"))
	rulePath := field.NewPath("rules")
	for i, rule := range policy.Rules {
		allErrs = append(allErrs, validatePolicyRule(rule, rulePath.Index(i))...)
	}
	return allErrs
}

// validatePolicyRule checks one rule.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.validatePolicyRule.
func validatePolicyRule(rule auditv1.PolicyRule, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	allErrs = append(allErrs, validateLevel(rule.Level, fldPath.Child("level"))...)
	allErrs = append(allErrs, validateNonResourceURLs(rule.NonResourceURLs, fldPath.Child("nonResourceURLs"))...)
	allErrs = append(allErrs, validateResources(rule.Resources, fldPath.Child("resources"))...)
	allErrs = append(allErrs, validateOmitStages(rule.OmitStages, fldPath.Child("omitStages"))...)
	if len(rule.NonResourceURLs) > 0 && (len(rule.Resources) > 0 || len(rule.Namespaces) > 0) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("nonResourceURLs"), rule.NonResourceURLs,
			"rules cannot apply to both regular resources and non-resource URLs"))
	}
	return allErrs
}

var validLevels = []auditv1.Level{
	auditv1.LevelNone, auditv1.LevelMetadata, auditv1.LevelRequest, auditv1.LevelRequestResponse,
}

var validOmitStages = []string{
	string(auditv1.StageRequestReceived), string(auditv1.StageResponseStarted),
	string(auditv1.StageResponseComplete), string(auditv1.StagePanic),
}

// validateLevel requires one of the four levels.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.validateLevel.
func validateLevel(level auditv1.Level, fldPath *field.Path) field.ErrorList {
	switch level {
	case auditv1.LevelNone, auditv1.LevelMetadata, auditv1.LevelRequest, auditv1.LevelRequestResponse:
		return nil
	case "":
		return field.ErrorList{field.Required(fldPath, "")}
	default:
		return field.ErrorList{field.NotSupported(fldPath, level, validLevels)}
	}
}

// validateNonResourceURLs requires a leading "/" (or "*" alone) and "*"
// only as the last character.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.validateNonResourceURLs.
func validateNonResourceURLs(urls []string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, url := range urls {
		if url == "*" {
			continue
		}
		if !strings.HasPrefix(url, "/") {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i), url,
				"non-resource URL rules must begin with a '/' character"))
		}
		if url != "" && strings.ContainsRune(url[:len(url)-1], '*') {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i), url,
				"non-resource URL wildcards '*' must be the final character of the rule"))
		}
	}
	return allErrs
}

// validateResources requires a DNS subdomain (or "", "*") as group and
// resources next to resourceNames.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.validateResources.
func validateResources(groupResources []auditv1.GroupResources, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, gr := range groupResources {
		if gr.Group != "" && gr.Group != "*" {
			if msgs := validation.NameIsDNSSubdomain(gr.Group, false); len(msgs) != 0 {
				allErrs = append(allErrs, field.Invalid(fldPath.Index(i).Child("group"), gr.Group, strings.Join(msgs, ",")))
			}
		}
		if len(gr.ResourceNames) > 0 && len(gr.Resources) == 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i).Child("resourceNames"), gr.ResourceNames,
				"using resourceNames requires at least one resource"))
		}
	}
	return allErrs
}

// validateOmitStages requires known stages.
// Upstream: k8s.io/apiserver/pkg/apis/audit/validation.validateOmitStages.
func validateOmitStages(omitStages []auditv1.Stage, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, stage := range omitStages {
		if !containsString(validOmitStages, string(stage)) {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i), string(stage),
				"allowed stages are "+strings.Join(validOmitStages, ",")))
		}
	}
	return allErrs
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
