package validation

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/jsonpath"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

const (
	// maxAuditAnnotations bounds a policy's auditAnnotations.
	maxAuditAnnotations = 20
	// maxAuditAnnotationValueExpressionLength is 5 KiB: less than the
	// 10 KiB an annotation value may have, as an expression that
	// concatenates strings often yields a longer value than itself.
	maxAuditAnnotationValueExpressionLength = 5 * 1024
	// maxMatchConditions bounds matchConditions.
	maxMatchConditions = 64
)

// The values the policies' enum fields accept, sorted as upstream's sets
// list them.
var (
	supportedValidationActions = []string{"Audit", "Deny", "Warn"}
	// supportedValidationPolicyReasons are the reasons a validation may
	// give its refusal.
	supportedValidationPolicyReasons = []string{string(metav1.StatusReasonForbidden), string(metav1.StatusReasonInvalid), string(metav1.StatusReasonRequestEntityTooLarge)}
	supportedPatchTypes              = []string{string(admissionregistration.PatchTypeApplyConfiguration), string(admissionregistration.PatchTypeJSONPatch)}
	// supportedMutatingOperations leave DELETE out: there is no object to
	// mutate.
	supportedMutatingOperations = []string{"*", "CONNECT", "CREATE", "UPDATE"}
	supportedParamNotFound      = []string{string(admissionregistration.DenyAction), string(admissionregistration.AllowAction)}
)

// ValidateValidatingAdmissionPolicy checks a new policy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingAdmissionPolicy.
func ValidateValidatingAdmissionPolicy(p *admissionregistration.ValidatingAdmissionPolicy) field.ErrorList {
	return validateValidatingAdmissionPolicy(p, policyOptions{})
}

// ValidateValidatingAdmissionPolicyUpdate checks an update: as a create,
// except that match conditions not touched by the update (nor the param
// kind they may read) are not checked again.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingAdmissionPolicyUpdate.
func ValidateValidatingAdmissionPolicyUpdate(newP, oldP *admissionregistration.ValidatingAdmissionPolicy) field.ErrorList {
	return validateValidatingAdmissionPolicy(newP, policyOptions{
		ignoreMatchConditions: reflect.DeepEqual(newP.Spec.ParamKind, oldP.Spec.ParamKind) &&
			reflect.DeepEqual(newP.Spec.MatchConditions, oldP.Spec.MatchConditions),
	})
}

// ValidateValidatingAdmissionPolicyStatusUpdate checks a status write:
// only the status is looked at.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingAdmissionPolicyStatusUpdate.
func ValidateValidatingAdmissionPolicyStatusUpdate(newP, oldP *admissionregistration.ValidatingAdmissionPolicy) field.ErrorList {
	return validateValidatingAdmissionPolicyStatus(&newP.Status, field.NewPath("status"))
}

// policyOptions are what an update relaxes.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validationOptions
// (its ignoreMatchConditions and allowParamsInMatchConditions).
type policyOptions struct {
	ignoreMatchConditions        bool
	allowParamsInMatchConditions bool
}

func validateValidatingAdmissionPolicy(p *admissionregistration.ValidatingAdmissionPolicy, opts policyOptions) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&p.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	return append(allErrs, validateValidatingAdmissionPolicySpec(p.ObjectMeta, &p.Spec, opts, field.NewPath("spec"))...)
}

// validateValidatingAdmissionPolicySpec checks a policy's spec: failure
// policy, param kind, match constraints (with at least one resource rule,
// which gives the expressions their types), match conditions, variables,
// and at least one validation or audit annotation.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidatingAdmissionPolicySpec.
func validateValidatingAdmissionPolicySpec(meta metav1.ObjectMeta, spec *admissionregistration.ValidatingAdmissionPolicySpec, opts policyOptions, path *field.Path) field.ErrorList {
	var compiler plugincel.Compiler // a composited one remembers the variables: one per policy, made on first use
	getCompiler := func() plugincel.Compiler {
		if compiler == nil {
			compiler = createCompiler(len(spec.Variables) > 0)
		}
		return compiler
	}
	allErrs := validatePolicyFailurePolicy(spec.FailurePolicy, path.Child("failurePolicy"))
	if spec.ParamKind != nil {
		opts.allowParamsInMatchConditions = true
		allErrs = append(allErrs, validateParamKind(*spec.ParamKind, path.Child("paramKind"))...)
	}
	allErrs = append(allErrs, validateMatchConstraints(spec.MatchConstraints, path.Child("matchConstraints"))...)
	if !opts.ignoreMatchConditions {
		allErrs = append(allErrs, validateMatchConditions(spec.MatchConditions, opts, path.Child("matchConditions"))...)
	}
	for i := range spec.Variables {
		allErrs = append(allErrs, validateVariable(getCompiler(), &spec.Variables[i], spec.ParamKind, path.Child("variables").Index(i))...)
	}
	if len(spec.Validations) == 0 && len(spec.AuditAnnotations) == 0 {
		const msg = "validations or auditAnnotations must contain at least one item"
		return append(allErrs, field.Required(path.Child("validations"), msg), field.Required(path.Child("auditAnnotations"), msg))
	}
	for i := range spec.Validations {
		allErrs = append(allErrs, validateValidation(getCompiler(), &spec.Validations[i], spec.ParamKind, opts, path.Child("validations").Index(i))...)
	}
	if len(spec.AuditAnnotations) > maxAuditAnnotations {
		allErrs = append(allErrs, field.Invalid(path.Child("auditAnnotations"), spec.AuditAnnotations, fmt.Sprintf("must not have more than %d auditAnnotations", maxAuditAnnotations)))
	}
	keys := map[string]bool{}
	for i := range spec.AuditAnnotations {
		a := &spec.AuditAnnotations[i]
		aPath := path.Child("auditAnnotations").Index(i)
		allErrs = append(allErrs, validateAuditAnnotation(getCompiler(), meta, a, spec.ParamKind, aPath)...)
		if keys[a.Key] {
			allErrs = append(allErrs, field.Duplicate(aPath.Child("key"), a.Key))
		}
		keys[a.Key] = true
	}
	return allErrs
}

// validatePolicyFailurePolicy requires Fail or Ignore (v1 defaults it).
// Upstream: the failurePolicy checks of validateValidatingAdmissionPolicySpec.
func validatePolicyFailurePolicy(p *admissionregistration.FailurePolicyType, path *field.Path) field.ErrorList {
	if p == nil {
		return field.ErrorList{field.Required(path, "")}
	}
	if !slices.Contains(supportedFailurePolicies, string(*p)) {
		return field.ErrorList{field.NotSupported(path, *p, supportedFailurePolicies)}
	}
	return nil
}

// validateMatchConstraints requires a policy's match constraints with at
// least one resource rule: the rules tell type checking which kinds the
// expressions see.
// Upstream: the matchConstraints checks of validateValidatingAdmissionPolicySpec.
func validateMatchConstraints(mc *admissionregistration.MatchResources, path *field.Path) field.ErrorList {
	if mc == nil {
		return field.ErrorList{field.Required(path, "")}
	}
	allErrs := validateMatchResources(mc, path)
	if len(mc.ResourceRules) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("resourceRules"), ""))
	}
	return allErrs
}

// validateParamKind requires a parseable apiVersion (group a DNS
// subdomain, version a DNS-1035 label) and a kind that lowercased is a
// DNS-1035 label.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateParamKind.
func validateParamKind(gvk admissionregistration.ParamKind, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	versionPath := path.Child("apiVersion")
	if gvk.APIVersion == "" {
		allErrs = append(allErrs, field.Required(versionPath, ""))
	} else if group, version, err := parseGroupVersion(gvk.APIVersion); err != nil {
		allErrs = append(allErrs, field.Invalid(versionPath, gvk.APIVersion, err.Error()))
	} else {
		if group != "" {
			if errs := utilvalidation.IsDNS1123Subdomain(group); len(errs) > 0 {
				allErrs = append(allErrs, field.Invalid(versionPath, group, strings.Join(errs, ",")))
			}
		}
		if version == "" {
			allErrs = append(allErrs, field.Invalid(versionPath, gvk.APIVersion, "version must be specified"))
		} else if errs := utilvalidation.IsDNS1035Label(version); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(versionPath, version, strings.Join(errs, ",")))
		}
	}
	if gvk.Kind == "" {
		allErrs = append(allErrs, field.Required(path.Child("kind"), ""))
	} else if errs := utilvalidation.IsDNS1035Label(strings.ToLower(gvk.Kind)); len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(path.Child("kind"), gvk.Kind, "may have mixed case, but should otherwise match: "+strings.Join(errs, ",")))
	}
	return allErrs
}

// parseGroupVersion splits "group/version" ("version" alone is the core
// group). Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.parseGroupVersion.
func parseGroupVersion(gv string) (group, version string, err error) {
	if gv == "" || gv == "/" {
		return "", "", nil
	}
	switch strings.Count(gv, "/") {
	case 0:
		return "", gv, nil
	case 1:
		group, version, _ = strings.Cut(gv, "/")
		return group, version, nil
	default:
		return "", "", fmt.Errorf("unexpected GroupVersion string: %v", gv)
	}
}

// validateMatchResources checks a policy's or binding's match resources:
// matchPolicy and both selectors are required (v1 defaults them), the
// selectors are checked strictly, and every rule as a webhook's, with
// resource names that are path segments and unique.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateMatchResources.
func validateMatchResources(mc *admissionregistration.MatchResources, path *field.Path) field.ErrorList {
	if mc == nil {
		return nil
	}
	var allErrs field.ErrorList
	if mc.MatchPolicy == nil {
		allErrs = append(allErrs, field.Required(path.Child("matchPolicy"), ""))
	} else if !slices.Contains(supportedMatchPolicies, string(*mc.MatchPolicy)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("matchPolicy"), *mc.MatchPolicy, supportedMatchPolicies))
	}
	if mc.NamespaceSelector == nil {
		allErrs = append(allErrs, field.Required(path.Child("namespaceSelector"), ""))
	} else {
		allErrs = append(allErrs, validateLabelSelector(mc.NamespaceSelector, path.Child("namespaceSelector"))...)
	}
	if mc.ObjectSelector == nil {
		allErrs = append(allErrs, field.Required(path.Child("objectSelector"), ""))
	} else {
		allErrs = append(allErrs, validateLabelSelector(mc.ObjectSelector, path.Child("objectSelector"))...)
	}
	for i := range mc.ResourceRules {
		allErrs = append(allErrs, validateNamedRuleWithOperations(&mc.ResourceRules[i], path.Child("resourceRules").Index(i))...)
	}
	for i := range mc.ExcludeResourceRules {
		allErrs = append(allErrs, validateNamedRuleWithOperations(&mc.ExcludeResourceRules[i], path.Child("excludeResourceRules").Index(i))...)
	}
	return allErrs
}

// validateNamedRuleWithOperations checks the resource names and the rule.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateNamedRuleWithOperations.
func validateNamedRuleWithOperations(n *admissionregistration.NamedRuleWithOperations, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[string]bool{}
	for i, name := range n.ResourceNames {
		for _, msg := range validation.ValidatePathSegmentName(name, false) {
			allErrs = append(allErrs, field.Invalid(path.Child("resourceNames").Index(i), name, msg))
		}
		if seen[name] {
			allErrs = append(allErrs, field.Duplicate(path.Child("resourceNames").Index(i), name))
		}
		seen[name] = true
	}
	return append(allErrs, validateRuleWithOperations(&n.RuleWithOperations, path)...)
}

// validateMatchConditions checks at most 64 conditions with unique names.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateMatchConditions.
func validateMatchConditions(m []admissionregistration.MatchCondition, opts policyOptions, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(m) > maxMatchConditions {
		allErrs = append(allErrs, field.TooMany(path, len(m), maxMatchConditions))
	}
	names := map[string]bool{}
	for i := range m {
		c := &m[i]
		allErrs = append(allErrs, validateMatchCondition(c, opts, path.Index(i))...)
		if c.Name != "" {
			if names[c.Name] {
				allErrs = append(allErrs, field.Duplicate(path.Index(i).Child("name"), c.Name))
			}
			names[c.Name] = true
		}
	}
	return allErrs
}

// validateMatchCondition requires an expression that compiles and a
// qualified name.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateMatchCondition.
func validateMatchCondition(c *admissionregistration.MatchCondition, opts policyOptions, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if expr := strings.TrimSpace(c.Expression); expr == "" {
		allErrs = append(allErrs, field.Required(path.Child("expression"), ""))
	} else {
		// match conditions see no variables: the stateless compiler
		allErrs = append(allErrs, compileExpression(getStatelessCompiler(), boolExpression(expr),
			plugincel.OptionalVariableDeclarations{HasParams: opts.allowParamsInMatchConditions, HasAuthorizer: true}, path.Child("expression"))...)
	}
	if c.Name == "" {
		allErrs = append(allErrs, field.Required(path.Child("name"), ""))
	} else {
		allErrs = append(allErrs, validateQualifiedName(c.Name, path.Child("name"))...)
	}
	return allErrs
}

// validateQualifiedName checks a qualified name ([prefix/]name).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateQualifiedName.
func validateQualifiedName(value string, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsQualifiedName(value) {
		allErrs = append(allErrs, field.Invalid(path, value, msg))
	}
	return allErrs
}

// validateVariable requires a CEL identifier for a name and an
// expression that compiles (seeing the variables before it).
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateVariable.
func validateVariable(compiler plugincel.Compiler, v *admissionregistration.Variable, paramKind *admissionregistration.ParamKind, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if strings.TrimSpace(v.Name) == "" {
		allErrs = append(allErrs, field.Required(path.Child("name"), "name is not specified"))
	} else if !isCELIdentifier(v.Name) {
		allErrs = append(allErrs, field.Invalid(path.Child("name"), v.Name, "must be a valid CEL identifier"))
	}
	if strings.TrimSpace(v.Expression) == "" {
		allErrs = append(allErrs, field.Required(path.Child("expression"), "expression is not specified"))
	} else {
		allErrs = append(allErrs, compileVariable(compiler, v.Name, v.Expression, paramKind != nil, path)...)
	}
	return allErrs
}

// validateValidation requires an expression that compiles to a bool,
// checks the message (not blank if set, one line), the message expression
// (not blank if set, compiles to a string) and the reason.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidation.
func validateValidation(compiler plugincel.Compiler, v *admissionregistration.Validation, paramKind *admissionregistration.ParamKind, opts policyOptions, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	trimmedMsg := strings.TrimSpace(v.Message)
	trimmedMessageExpression := strings.TrimSpace(v.MessageExpression)
	if strings.TrimSpace(v.Expression) == "" {
		allErrs = append(allErrs, field.Required(path.Child("expression"), "expression is not specified"))
	} else {
		allErrs = append(allErrs, compileExpression(compiler, boolExpression(v.Expression),
			plugincel.OptionalVariableDeclarations{HasParams: paramKind != nil, HasAuthorizer: true}, path.Child("expression"))...)
	}
	if v.MessageExpression != "" && trimmedMessageExpression == "" {
		allErrs = append(allErrs, field.Invalid(path.Child("messageExpression"), v.MessageExpression, "must be non-empty if specified"))
	} else if trimmedMessageExpression != "" {
		// the untrimmed expression, so that the compiler's columns are right;
		// as upstream, a message expression sees no authorizer
		allErrs = append(allErrs, compileExpression(compiler, stringExpression(v.MessageExpression),
			plugincel.OptionalVariableDeclarations{HasParams: opts.allowParamsInMatchConditions}, path.Child("messageExpression"))...)
	}
	if v.Message != "" && trimmedMsg == "" {
		allErrs = append(allErrs, field.Invalid(path.Child("message"), v.Message, "must be non-empty if specified"))
	} else if hasNewlines(trimmedMsg) {
		allErrs = append(allErrs, field.Invalid(path.Child("message"), v.Message, "must not contain line breaks"))
	}
	if v.Reason != nil && !slices.Contains(supportedValidationPolicyReasons, string(*v.Reason)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("reason"), *v.Reason, supportedValidationPolicyReasons))
	}
	return allErrs
}

// validateAuditAnnotation requires "{policy name}/{key}" to be a
// qualified name and a value expression of at most 5 KiB that compiles to
// a string or null.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateAuditAnnotation.
func validateAuditAnnotation(compiler plugincel.Compiler, meta metav1.ObjectMeta, a *admissionregistration.AuditAnnotation, paramKind *admissionregistration.ParamKind, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if meta.Name != "" {
		allErrs = append(allErrs, validateQualifiedName(meta.Name+"/"+a.Key, path.Child("key"))...)
	} else {
		allErrs = append(allErrs, field.Invalid(path.Child("key"), a.Key, "requires metadata.name be non-empty"))
	}
	trimmed := strings.TrimSpace(a.ValueExpression)
	switch {
	case trimmed == "":
		allErrs = append(allErrs, field.Required(path.Child("valueExpression"), "valueExpression is not specified"))
	case len(trimmed) > maxAuditAnnotationValueExpressionLength:
		allErrs = append(allErrs, field.Required(path.Child("valueExpression"), fmt.Sprintf("must not exceed %d bytes in length", maxAuditAnnotationValueExpressionLength)))
	default:
		expr := expression{expr: trimmed, returnTypes: []*cel.Type{cel.StringType, cel.NullType}}
		result := compiler.CompileCELExpression(expr, plugincel.OptionalVariableDeclarations{HasParams: paramKind != nil, HasAuthorizer: true}, environment.NewExpressions)
		if result.Error != nil {
			// as upstream, an Invalid error shows the expression as written
			allErrs = append(allErrs, convertCELErrorToValidationError(path.Child("valueExpression"),
				expression{expr: a.ValueExpression}, result.Error))
		}
	}
	return allErrs
}

var newlineMatcher = regexp.MustCompile(`[\n\r]+`) // the newlines of CEL's grammar

func hasNewlines(s string) bool { return newlineMatcher.MatchString(s) }

var celIdentRegex = regexp.MustCompile("^[_a-zA-Z][_a-zA-Z0-9]*$")

// celReserved are CEL's reserved words, never an identifier.
var celReserved = []string{"true", "false", "null", "in",
	"as", "break", "const", "continue", "else",
	"for", "function", "if", "import", "let",
	"loop", "package", "namespace", "return",
	"var", "void", "while"}

// isCELIdentifier says whether name is a CEL IDENT: [_a-zA-Z][_a-zA-Z0-9]*
// minus the reserved words.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.isCELIdentifier.
func isCELIdentifier(name string) bool {
	return celIdentRegex.MatchString(name) && !slices.Contains(celReserved, name)
}

// ValidateValidatingAdmissionPolicyBinding checks a new binding.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingAdmissionPolicyBinding.
func ValidateValidatingAdmissionPolicyBinding(b *admissionregistration.ValidatingAdmissionPolicyBinding) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&b.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	path := field.NewPath("spec")
	allErrs = append(allErrs, validatePolicyName(b.Spec.PolicyName, path.Child("policyName"))...)
	allErrs = append(allErrs, validateParamRef(b.Spec.ParamRef, path.Child("paramRef"))...)
	allErrs = append(allErrs, validateMatchResources(b.Spec.MatchResources, path.Child("matchResources"))...)
	return append(allErrs, validateValidationActions(b.Spec.ValidationActions, path.Child("validationActions"))...)
}

// ValidateValidatingAdmissionPolicyBindingUpdate checks an update as a
// create. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingAdmissionPolicyBindingUpdate.
func ValidateValidatingAdmissionPolicyBindingUpdate(newB, oldB *admissionregistration.ValidatingAdmissionPolicyBinding) field.ErrorList {
	return ValidateValidatingAdmissionPolicyBinding(newB)
}

// validatePolicyName requires the bound policy's name, a DNS subdomain.
// Upstream: the policyName checks of validateValidatingAdmissionPolicyBindingSpec.
func validatePolicyName(name string, path *field.Path) field.ErrorList {
	if name == "" {
		return field.ErrorList{field.Required(path, "")}
	}
	var allErrs field.ErrorList
	for _, msg := range validation.NameIsDNSSubdomain(name, false) {
		allErrs = append(allErrs, field.Invalid(path, name, msg))
	}
	return allErrs
}

// validateParamRef requires exactly one of name and selector, and a
// parameterNotFoundAction of Deny or Allow.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateParamRef.
func validateParamRef(pr *admissionregistration.ParamRef, path *field.Path) field.ErrorList {
	if pr == nil {
		return nil
	}
	var allErrs field.ErrorList
	const exclusive = `name and selector are mutually exclusive`
	if pr.Name != "" {
		for _, msg := range validation.ValidatePathSegmentName(pr.Name, false) {
			allErrs = append(allErrs, field.Invalid(path.Child("name"), pr.Name, msg))
		}
		if pr.Selector != nil {
			allErrs = append(allErrs, field.Forbidden(path.Child("name"), exclusive))
		}
	}
	if pr.Selector != nil {
		allErrs = append(allErrs, validateLabelSelector(pr.Selector, path.Child("selector"))...)
		if pr.Name != "" {
			allErrs = append(allErrs, field.Forbidden(path.Child("selector"), exclusive))
		}
	}
	if pr.Name == "" && pr.Selector == nil {
		allErrs = append(allErrs, field.Required(path, `one of name or selector must be specified`))
	}
	if pr.ParameterNotFoundAction == nil || *pr.ParameterNotFoundAction == "" {
		allErrs = append(allErrs, field.Required(path.Child("parameterNotFoundAction"), ""))
	} else if a := *pr.ParameterNotFoundAction; a != admissionregistration.DenyAction && a != admissionregistration.AllowAction {
		allErrs = append(allErrs, field.NotSupported(path.Child("parameterNotFoundAction"), a, supportedParamNotFound))
	}
	return allErrs
}

// validateValidationActions requires at least one known action, no
// duplicates, and not Deny with Warn.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidationActions.
func validateValidationActions(va []admissionregistration.ValidationAction, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[admissionregistration.ValidationAction]bool{}
	for i, action := range va {
		if !slices.Contains(supportedValidationActions, string(action)) {
			allErrs = append(allErrs, field.NotSupported(path.Index(i), action, supportedValidationActions))
		}
		if seen[action] {
			allErrs = append(allErrs, field.Duplicate(path.Index(i), action))
		}
		seen[action] = true
	}
	if seen[admissionregistration.Deny] && seen[admissionregistration.Warn] {
		allErrs = append(allErrs, field.Invalid(path, va, "must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)"))
	}
	if len(seen) == 0 {
		allErrs = append(allErrs, field.Required(path, "at least one validation action is required"))
	}
	return allErrs
}

// validateValidatingAdmissionPolicyStatus checks the type-checking
// warnings and the conditions.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidatingAdmissionPolicyStatus.
func validateValidatingAdmissionPolicyStatus(status *admissionregistration.ValidatingAdmissionPolicyStatus, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if status.TypeChecking != nil {
		for i, w := range status.TypeChecking.ExpressionWarnings {
			wPath := path.Child("typeChecking", "expressionWarnings").Index(i)
			if w.Warning == "" {
				allErrs = append(allErrs, field.Required(wPath.Child("warning"), ""))
			}
			allErrs = append(allErrs, validateFieldRef(w.FieldRef, wPath.Child("fieldRef"))...)
		}
	}
	return append(allErrs, validateConditions(status.Conditions, path.Child("conditions"))...)
}

// validateFieldRef requires a field reference that parses as JSONPath.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateFieldRef.
func validateFieldRef(fieldRef string, path *field.Path) field.ErrorList {
	fieldRef = strings.TrimSpace(fieldRef)
	if fieldRef == "" {
		return field.ErrorList{field.Required(path, "")}
	}
	// upstream's parser reads a leading bare name ("spec.validations[0]")
	// as an identifier; ours parses only the dotted form, so give it one
	expr := fieldRef
	if c := expr[0]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		expr = "." + expr
	}
	if err := jsonpath.New("spec").Parse(fmt.Sprintf("{%s}", expr)); err != nil {
		return field.ErrorList{field.Invalid(path, fieldRef, fmt.Sprintf("invalid JSONPath: %v", err))}
	}
	return nil
}

// conditionReasonFmt is what a condition's reason must match.
const conditionReasonFmt = "[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?"

var conditionReasonRegexp = regexp.MustCompile("^" + conditionReasonFmt + "$")

// validateConditions checks status conditions: unique types that are
// label names, a known status, a transition time, a reason of the right
// form, bounded lengths.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateConditions.
func validateConditions(conditions []metav1.Condition, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[string]bool{}
	statuses := []string{"False", "True", "Unknown"}
	for i, c := range conditions {
		cPath := path.Index(i)
		if seen[c.Type] {
			allErrs = append(allErrs, field.Duplicate(cPath, c.Type))
		}
		seen[c.Type] = true
		if c.Type == "" {
			allErrs = append(allErrs, field.Required(cPath.Child("type"), "is required"))
		} else {
			allErrs = append(allErrs, validation.ValidateLabelName(c.Type, cPath.Child("type"))...)
		}
		if c.Status == "" {
			allErrs = append(allErrs, field.Required(cPath.Child("status"), ""))
		} else if !slices.Contains(statuses, string(c.Status)) {
			allErrs = append(allErrs, field.NotSupported(cPath.Child("status"), c.Status, statuses))
		}
		if c.ObservedGeneration < 0 {
			allErrs = append(allErrs, field.Invalid(cPath.Child("observedGeneration"), c.ObservedGeneration, "must be greater than or equal to zero"))
		}
		if c.LastTransitionTime.IsZero() {
			allErrs = append(allErrs, field.Required(cPath.Child("lastTransitionTime"), ""))
		}
		if c.Reason == "" {
			allErrs = append(allErrs, field.Required(cPath.Child("reason"), ""))
		} else {
			if !conditionReasonRegexp.MatchString(c.Reason) {
				allErrs = append(allErrs, field.Invalid(cPath.Child("reason"), c.Reason, utilvalidation.RegexError(
					"a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_'",
					conditionReasonFmt, "my_name", "MY_NAME", "MyName", "ReasonA,ReasonB", "ReasonA:ReasonB")))
			}
			if len(c.Reason) > 1024 {
				allErrs = append(allErrs, field.TooLong(cPath.Child("reason"), "", 1024))
			}
		}
		if len(c.Message) > 32*1024 {
			allErrs = append(allErrs, field.TooLong(cPath.Child("message"), "", 32*1024))
		}
	}
	return allErrs
}
