package validation

import (
	"fmt"
	"reflect"
	"slices"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
)

// ValidateFlowSchemaName and ValidatePriorityLevelConfigurationName
// accept DNS subdomains.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaName.
var (
	ValidateFlowSchemaName                 = apivalidation.NameIsDNSSubdomain
	ValidatePriorityLevelConfigurationName = apivalidation.NameIsDNSSubdomain
)

// validateServiceAccountName is core's rule for service account names.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateServiceAccountName.
var validateServiceAccountName = apivalidation.NameIsDNSSubdomain

// The accepted values.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation (variables of the same names).
var (
	supportedDistinguisherMethods    = []string{string(flowcontrol.FlowDistinguisherMethodByNamespaceType), string(flowcontrol.FlowDistinguisherMethodByUserType)}
	supportedVerbs                   = []string{"create", "delete", "deletecollection", "get", "list", "patch", "proxy", "update", "watch"}
	supportedSubjectKinds            = []string{string(flowcontrol.SubjectKindGroup), string(flowcontrol.SubjectKindServiceAccount), string(flowcontrol.SubjectKindUser)}
	supportedPriorityLevelEnablement = []string{string(flowcontrol.PriorityLevelEnablementExempt), string(flowcontrol.PriorityLevelEnablementLimited)}
	supportedLimitResponseType       = []string{string(flowcontrol.LimitResponseTypeQueue), string(flowcontrol.LimitResponseTypeReject)}
)

// priorityLevelConfigurationQueuingMaxQueues is the most queues a level
// may have: 10^7.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.priorityLevelConfigurationQueuingMaxQueues.
const priorityLevelConfigurationQueuingMaxQueues int32 = 10 * 1000 * 1000

// ValidateFlowSchema checks a FlowSchema: metadata, spec, that a
// mandatory one keeps its fixed spec, and status.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchema.
func ValidateFlowSchema(fs *flowcontrol.FlowSchema) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&fs.ObjectMeta, false, ValidateFlowSchemaName, field.NewPath("metadata"))
	specPath := field.NewPath("spec")
	allErrs = append(allErrs, ValidateFlowSchemaSpec(fs.Name, &fs.Spec, specPath)...)
	if mand, ok := internalbootstrap.MandatoryFlowSchemas[fs.Name]; ok {
		if !reflect.DeepEqual(fs.Spec, mand.Spec) {
			allErrs = append(allErrs, field.Invalid(specPath, fs.Spec, fmt.Sprintf("spec of '%s' must equal the fixed value", fs.Name)))
		}
	}
	return append(allErrs, ValidateFlowSchemaStatus(&fs.Status, field.NewPath("status"))...)
}

// ValidateFlowSchemaUpdate checks the new object as a new one (metadata
// updates included: upstream does not check the old one either).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaUpdate.
func ValidateFlowSchemaUpdate(old, fs *flowcontrol.FlowSchema) field.ErrorList {
	return ValidateFlowSchema(fs)
}

// ValidateFlowSchemaSpec checks the precedence, the distinguisher, the
// priority level's name and every rule.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaSpec.
func ValidateFlowSchemaSpec(fsName string, spec *flowcontrol.FlowSchemaSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	allErrs = append(allErrs, validateMatchingPrecedence(fsName, spec.MatchingPrecedence, fldPath.Child("matchingPrecedence"))...)
	if spec.DistinguisherMethod != nil && !slices.Contains(supportedDistinguisherMethods, string(spec.DistinguisherMethod.Type)) {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("distinguisherMethod").Child("type"), spec.DistinguisherMethod, supportedDistinguisherMethods))
	}
	plPath := fldPath.Child("priorityLevelConfiguration").Child("name")
	if name := spec.PriorityLevelConfiguration.Name; len(name) > 0 {
		for _, msg := range ValidatePriorityLevelConfigurationName(name, false) {
			allErrs = append(allErrs, field.Invalid(plPath, name, msg))
		}
	} else {
		allErrs = append(allErrs, field.Required(plPath, "must reference a priority level"))
	}
	for i := range spec.Rules {
		allErrs = append(allErrs, ValidateFlowSchemaPolicyRulesWithSubjects(&spec.Rules[i], fldPath.Child("rules").Index(i))...)
	}
	return allErrs
}

// validateMatchingPrecedence: 1..10000, and 1 only for "exempt".
// Upstream: part of ValidateFlowSchemaSpec.
func validateMatchingPrecedence(fsName string, p int32, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if p <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath, p, "must be a positive value"))
	}
	if p > flowcontrol.FlowSchemaMaxMatchingPrecedence {
		allErrs = append(allErrs, field.Invalid(fldPath, p, fmt.Sprintf("must not be greater than %v", flowcontrol.FlowSchemaMaxMatchingPrecedence)))
	}
	if p == 1 && fsName != flowcontrol.FlowSchemaNameExempt {
		allErrs = append(allErrs, field.Invalid(fldPath, p, "only the schema named 'exempt' may have matchingPrecedence 1"))
	}
	return allErrs
}

// ValidateFlowSchemaPolicyRulesWithSubjects: at least one subject, and
// at least one resource or non-resource rule.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaPolicyRulesWithSubjects.
func ValidateFlowSchemaPolicyRulesWithSubjects(rule *flowcontrol.PolicyRulesWithSubjects, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(rule.Subjects) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("subjects"), "subjects must contain at least one value"))
	}
	for i := range rule.Subjects {
		allErrs = append(allErrs, ValidateFlowSchemaSubject(&rule.Subjects[i], fldPath.Child("subjects").Index(i))...)
	}
	if len(rule.ResourceRules) == 0 && len(rule.NonResourceRules) == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "at least one of resourceRules and nonResourceRules has to be non-empty"))
	}
	for i := range rule.ResourceRules {
		allErrs = append(allErrs, ValidateFlowSchemaResourcePolicyRule(&rule.ResourceRules[i], fldPath.Child("resourceRules").Index(i))...)
	}
	for i := range rule.NonResourceRules {
		allErrs = append(allErrs, ValidateFlowSchemaNonResourcePolicyRule(&rule.NonResourceRules[i], fldPath.Child("nonResourceRules").Index(i))...)
	}
	return allErrs
}

// ValidateFlowSchemaSubject: the field named by Kind is set and valid,
// the other two are not set.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaSubject.
func ValidateFlowSchemaSubject(subject *flowcontrol.Subject, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch subject.Kind {
	case flowcontrol.SubjectKindServiceAccount:
		allErrs = append(allErrs, ValidateServiceAccountSubject(subject.ServiceAccount, fldPath.Child("serviceAccount"))...)
	case flowcontrol.SubjectKindUser:
		allErrs = append(allErrs, ValidateUserSubject(subject.User, fldPath.Child("user"))...)
	case flowcontrol.SubjectKindGroup:
		allErrs = append(allErrs, ValidateGroupSubject(subject.Group, fldPath.Child("group"))...)
	default:
		return append(allErrs, field.NotSupported(fldPath.Child("kind"), subject.Kind, supportedSubjectKinds))
	}
	if subject.Kind != flowcontrol.SubjectKindServiceAccount && subject.ServiceAccount != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("serviceAccount"), "serviceAccount is forbidden when subject kind is not 'ServiceAccount'"))
	}
	if subject.Kind != flowcontrol.SubjectKindUser && subject.User != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("user"), "user is forbidden when subject kind is not 'User'"))
	}
	if subject.Kind != flowcontrol.SubjectKindGroup && subject.Group != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("group"), "group is forbidden when subject kind is not 'Group'"))
	}
	return allErrs
}

// ValidateServiceAccountSubject: a namespace, and a name ("*" or valid).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateServiceAccountSubject.
func ValidateServiceAccountSubject(subject *flowcontrol.ServiceAccountSubject, fldPath *field.Path) field.ErrorList {
	if subject == nil {
		return field.ErrorList{field.Required(fldPath, "serviceAccount is required when subject kind is 'ServiceAccount'")}
	}
	var allErrs field.ErrorList
	if len(subject.Name) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	} else if subject.Name != flowcontrol.NameAll {
		for _, msg := range validateServiceAccountName(subject.Name, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), subject.Name, msg))
		}
	}
	if len(subject.Namespace) == 0 {
		return append(allErrs, field.Required(fldPath.Child("namespace"), "must specify namespace for service account"))
	}
	for _, msg := range apivalidation.ValidateNamespaceName(subject.Namespace, false) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("namespace"), subject.Namespace, msg))
	}
	return allErrs
}

// ValidateUserSubject: a name.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateUserSubject.
func ValidateUserSubject(subject *flowcontrol.UserSubject, fldPath *field.Path) field.ErrorList {
	if subject == nil {
		return field.ErrorList{field.Required(fldPath, "user is required when subject kind is 'User'")}
	}
	if len(subject.Name) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("name"), "")}
	}
	return nil
}

// ValidateGroupSubject: a name.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateGroupSubject.
func ValidateGroupSubject(subject *flowcontrol.GroupSubject, fldPath *field.Path) field.ErrorList {
	if subject == nil {
		return field.ErrorList{field.Required(fldPath, "group is required when subject kind is 'Group'")}
	}
	if len(subject.Name) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("name"), "")}
	}
	return nil
}
