package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// validMatchResources is defaulted as v1 leaves them: a rule on apps/v1
// deployments.
func validMatchResources() *admissionregistration.MatchResources {
	return &admissionregistration.MatchResources{
		NamespaceSelector: &metav1.LabelSelector{},
		ObjectSelector:    &metav1.LabelSelector{},
		MatchPolicy:       ptr(admissionregistration.Equivalent),
		ResourceRules: []admissionregistration.NamedRuleWithOperations{{
			RuleWithOperations: admissionregistration.RuleWithOperations{
				Operations: []admissionregistration.OperationType{admissionregistration.Create, admissionregistration.Update},
				Rule: admissionregistration.Rule{APIGroups: []string{"apps"}, APIVersions: []string{"v1"},
					Resources: []string{"deployments"}, Scope: ptr(admissionregistration.AllScopes)},
			},
		}},
	}
}

func validPolicy() *admissionregistration.ValidatingAdmissionPolicy {
	return &admissionregistration.ValidatingAdmissionPolicy{
		ObjectMeta: metav1.ObjectMeta{Name: "replica-limit"},
		Spec: admissionregistration.ValidatingAdmissionPolicySpec{
			FailurePolicy:    ptr(admissionregistration.Fail),
			ParamKind:        &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"},
			MatchConstraints: validMatchResources(),
			Validations: []admissionregistration.Validation{{
				Expression: "object.spec.replicas <= 5", Message: "too many replicas",
			}},
			AuditAnnotations: []admissionregistration.AuditAnnotation{{Key: "replicas", ValueExpression: "string(object.spec.replicas)"}},
			MatchConditions:  []admissionregistration.MatchCondition{{Name: "not-system", Expression: "true"}},
			Variables:        []admissionregistration.Variable{{Name: "replicas", Expression: "object.spec.replicas"}},
		},
	}
}

// checkErrs requires no error (want "") or one whose text holds want.
func checkErrs(t *testing.T, errs field.ErrorList, want string) {
	t.Helper()
	got := errs.ToAggregate()
	switch {
	case want == "" && got != nil:
		t.Errorf("got %v; want no error", got)
	case want != "" && (got == nil || !strings.Contains(got.Error(), want)):
		t.Errorf("got %v; want an error containing %q", got, want)
	}
}

func TestValidateValidatingAdmissionPolicy(t *testing.T) {
	type policy = admissionregistration.ValidatingAdmissionPolicy
	tests := []struct {
		name    string
		change  func(p *policy)
		wantErr string
	}{
		{"valid", func(p *policy) {}, ""},
		{"no failure policy", func(p *policy) { p.Spec.FailurePolicy = nil }, "spec.failurePolicy: Required value"},
		{"unknown failure policy", func(p *policy) { p.Spec.FailurePolicy = ptr(admissionregistration.FailurePolicyType("Maybe")) },
			`spec.failurePolicy: Unsupported value: "Maybe": supported values: "Fail", "Ignore"`},
		{"no match constraints", func(p *policy) { p.Spec.MatchConstraints = nil }, "spec.matchConstraints: Required value"},
		{"no resource rules", func(p *policy) { p.Spec.MatchConstraints.ResourceRules = nil },
			"spec.matchConstraints.resourceRules: Required value"},
		{"no match policy", func(p *policy) { p.Spec.MatchConstraints.MatchPolicy = nil },
			"spec.matchConstraints.matchPolicy: Required value"},
		{"no namespace selector", func(p *policy) { p.Spec.MatchConstraints.NamespaceSelector = nil },
			"spec.matchConstraints.namespaceSelector: Required value"},
		{"duplicate resource name", func(p *policy) { p.Spec.MatchConstraints.ResourceRules[0].ResourceNames = []string{"a", "a"} },
			`spec.matchConstraints.resourceRules[0].resourceNames[1]: Duplicate value: "a"`},
		{"resource name with a slash", func(p *policy) { p.Spec.MatchConstraints.ResourceRules[0].ResourceNames = []string{"a/b"} },
			`spec.matchConstraints.resourceRules[0].resourceNames[0]: Invalid value: "a/b": may not contain '/'`},
		{"exclude rule without operations", func(p *policy) {
			p.Spec.MatchConstraints.ExcludeResourceRules = []admissionregistration.NamedRuleWithOperations{{
				RuleWithOperations: admissionregistration.RuleWithOperations{Rule: p.Spec.MatchConstraints.ResourceRules[0].RuleWithOperations.Rule}}}
		}, "spec.matchConstraints.excludeResourceRules[0].operations: Required value"},
		{"param kind without version", func(p *policy) { p.Spec.ParamKind.APIVersion = "" }, "spec.paramKind.apiVersion: Required value"},
		{"param kind bad group version", func(p *policy) { p.Spec.ParamKind.APIVersion = "a/b/c" },
			`spec.paramKind.apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c`},
		{"param kind without kind", func(p *policy) { p.Spec.ParamKind.Kind = "" }, "spec.paramKind.kind: Required value"},
		{"param kind bad kind", func(p *policy) { p.Spec.ParamKind.Kind = "Config_Map" },
			`spec.paramKind.kind: Invalid value: "Config_Map": may have mixed case, but should otherwise match: `},
		{"neither validations nor audit annotations", func(p *policy) { p.Spec.Validations, p.Spec.AuditAnnotations = nil, nil },
			"spec.validations: Required value: validations or auditAnnotations must contain at least one item"},
		{"validation without expression", func(p *policy) { p.Spec.Validations[0].Expression = " " },
			"spec.validations[0].expression: Required value: expression is not specified"},
		{"message with a line break", func(p *policy) { p.Spec.Validations[0].Message = "too\nmany" },
			`spec.validations[0].message: Invalid value: "too\nmany": must not contain line breaks`},
		{"blank message expression", func(p *policy) { p.Spec.Validations[0].MessageExpression = "  " },
			`spec.validations[0].messageExpression: Invalid value: "  ": must be non-empty if specified`},
		{"unknown reason", func(p *policy) { p.Spec.Validations[0].Reason = ptr(metav1.StatusReason("Teapot")) },
			`spec.validations[0].reason: Unsupported value: "Teapot": supported values: "Forbidden", "Invalid", "RequestEntityTooLarge"`},
		{"variable name not an identifier", func(p *policy) { p.Spec.Variables[0].Name = "my-var" },
			`spec.variables[0].name: Invalid value: "my-var": must be a valid CEL identifier`},
		{"variable name reserved", func(p *policy) { p.Spec.Variables[0].Name = "namespace" },
			`spec.variables[0].name: Invalid value: "namespace": must be a valid CEL identifier`},
		{"variable without expression", func(p *policy) { p.Spec.Variables[0].Expression = "" },
			"spec.variables[0].expression: Required value: expression is not specified"},
		{"match condition bad name", func(p *policy) { p.Spec.MatchConditions[0].Name = "-x" },
			`spec.matchConditions[0].name: Invalid value: "-x"`},
		{"duplicate match condition", func(p *policy) { p.Spec.MatchConditions = append(p.Spec.MatchConditions, p.Spec.MatchConditions[0]) },
			`spec.matchConditions[1].name: Duplicate value: "not-system"`},
		{"duplicate audit annotation key", func(p *policy) { p.Spec.AuditAnnotations = append(p.Spec.AuditAnnotations, p.Spec.AuditAnnotations[0]) },
			`spec.auditAnnotations[1].key: Duplicate value: "replicas"`},
		{"audit annotation bad key", func(p *policy) { p.Spec.AuditAnnotations[0].Key = "a b" },
			`spec.auditAnnotations[0].key: Invalid value: "replica-limit/a b"`},
		{"audit annotation without value", func(p *policy) { p.Spec.AuditAnnotations[0].ValueExpression = "" },
			"spec.auditAnnotations[0].valueExpression: Required value: valueExpression is not specified"},
		{"bad name", func(p *policy) { p.Name = "Replica_Limit" }, `metadata.name: Invalid value: "Replica_Limit"`},
		// every expression is compiled, as upstream's validation does
		{"validation not a bool", func(p *policy) { p.Spec.Validations[0].Expression = "'x'" },
			`spec.validations[0].expression: Invalid value: "'x'": must evaluate to bool but got string`},
		{"validation does not parse", func(p *policy) { p.Spec.Validations[0].Expression = "object.spec.replicas <=" },
			`spec.validations[0].expression: Invalid value: "object.spec.replicas <=": compilation failed: ERROR: <input>:1:24: Syntax error:`},
		{"params without a paramKind", func(p *policy) {
			p.Spec.ParamKind = nil
			p.Spec.Validations[0].Expression = "object.spec.replicas <= params.data.max"
		}, "undeclared reference to 'params'"},
		{"a variable used with its type", func(p *policy) { p.Spec.Validations[0].Expression = "variables.replicas <= 5" }, ""},
		{"an unknown variable", func(p *policy) { p.Spec.Validations[0].Expression = "variables.nope <= 5" },
			`spec.validations[0].expression: Invalid value: "variables.nope <= 5": compilation failed: ERROR: <input>:1:10: undefined field 'nope'`},
		{"variable does not compile", func(p *policy) { p.Spec.Variables[0].Expression = "object." },
			`spec.variables[0].expression: Invalid value: "object.": compilation failed:`},
		{"message expression not a string", func(p *policy) { p.Spec.Validations[0].MessageExpression = "1" },
			`spec.validations[0].messageExpression: Invalid value: "1": must evaluate to string but got int`},
		{"message expression without authorizer", func(p *policy) {
			p.Spec.Validations[0].MessageExpression = "string(authorizer.group('').resource('x').check('get').allowed())"
		},
			"undeclared reference to 'authorizer'"},
		{"audit annotation may be null", func(p *policy) { p.Spec.AuditAnnotations[0].ValueExpression = "null" }, ""},
		{"audit annotation not a string", func(p *policy) { p.Spec.AuditAnnotations[0].ValueExpression = "1" },
			`spec.auditAnnotations[0].valueExpression: Invalid value: "1": must evaluate to one of [string null_type] but got int`},
		{"match condition not a bool", func(p *policy) { p.Spec.MatchConditions[0].Expression = "'x'" },
			`spec.matchConditions[0].expression: Invalid value: "'x'": must evaluate to bool but got string`},
		{"match condition sees params", func(p *policy) { p.Spec.MatchConditions[0].Expression = "params != null" }, ""},
		{"match condition sees no variables", func(p *policy) { p.Spec.MatchConditions[0].Expression = "variables.replicas > 1" },
			"undeclared reference to 'variables'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPolicy()
			tt.change(p)
			checkErrs(t, ValidateValidatingAdmissionPolicy(p), tt.wantErr)
		})
	}
}

func TestValidateValidatingAdmissionPolicyStatusUpdate(t *testing.T) {
	tests := []struct {
		name    string
		status  admissionregistration.ValidatingAdmissionPolicyStatus
		wantErr string
	}{
		{"empty", admissionregistration.ValidatingAdmissionPolicyStatus{}, ""},
		{"a warning", admissionregistration.ValidatingAdmissionPolicyStatus{ObservedGeneration: 1, TypeChecking: &admissionregistration.TypeChecking{
			ExpressionWarnings: []admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[0].expression", Warning: "apps/v1, Kind=Deployment: ERROR"}}}}, ""},
		{"warning without text", admissionregistration.ValidatingAdmissionPolicyStatus{TypeChecking: &admissionregistration.TypeChecking{
			ExpressionWarnings: []admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[0].expression"}}}},
			"status.typeChecking.expressionWarnings[0].warning: Required value"},
		{"warning without field ref", admissionregistration.ValidatingAdmissionPolicyStatus{TypeChecking: &admissionregistration.TypeChecking{
			ExpressionWarnings: []admissionregistration.ExpressionWarning{{Warning: "w"}}}},
			"status.typeChecking.expressionWarnings[0].fieldRef: Required value"},
		{"condition without reason", admissionregistration.ValidatingAdmissionPolicyStatus{Conditions: []metav1.Condition{{
			Type: "Ready", Status: "True", LastTransitionTime: metav1.Now()}}},
			"status.conditions[0].reason: Required value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPolicy()
			p.Status = tt.status
			checkErrs(t, ValidateValidatingAdmissionPolicyStatusUpdate(p, validPolicy()), tt.wantErr)
		})
	}
}

func TestValidateValidatingAdmissionPolicyBinding(t *testing.T) {
	type binding = admissionregistration.ValidatingAdmissionPolicyBinding
	valid := func() *binding {
		return &binding{ObjectMeta: metav1.ObjectMeta{Name: "replica-limit-test"},
			Spec: admissionregistration.ValidatingAdmissionPolicyBindingSpec{
				PolicyName:        "replica-limit",
				ParamRef:          &admissionregistration.ParamRef{Name: "limits", Namespace: "default", ParameterNotFoundAction: ptr(admissionregistration.DenyAction)},
				MatchResources:    validMatchResources(),
				ValidationActions: []admissionregistration.ValidationAction{admissionregistration.Deny, admissionregistration.Audit},
			}}
	}
	tests := []struct {
		name    string
		change  func(b *binding)
		wantErr string
	}{
		{"valid", func(b *binding) {}, ""},
		{"selector param", func(b *binding) { b.Spec.ParamRef.Name, b.Spec.ParamRef.Selector = "", &metav1.LabelSelector{} }, ""},
		{"no policy name", func(b *binding) { b.Spec.PolicyName = "" }, "spec.policyName: Required value"},
		{"bad policy name", func(b *binding) { b.Spec.PolicyName = "Replica_Limit" }, `spec.policyName: Invalid value: "Replica_Limit"`},
		{"name and selector", func(b *binding) { b.Spec.ParamRef.Selector = &metav1.LabelSelector{} },
			"spec.paramRef.name: Forbidden: name and selector are mutually exclusive"},
		{"neither name nor selector", func(b *binding) { b.Spec.ParamRef.Name = "" },
			"spec.paramRef: Required value: one of name or selector must be specified"},
		{"no parameterNotFoundAction", func(b *binding) { b.Spec.ParamRef.ParameterNotFoundAction = nil },
			"spec.paramRef.parameterNotFoundAction: Required value"},
		{"unknown parameterNotFoundAction", func(b *binding) {
			b.Spec.ParamRef.ParameterNotFoundAction = ptr(admissionregistration.ParameterNotFoundActionType("Ask"))
		}, `spec.paramRef.parameterNotFoundAction: Unsupported value: "Ask": supported values: "Deny", "Allow"`},
		{"no actions", func(b *binding) { b.Spec.ValidationActions = nil },
			"spec.validationActions: Required value: at least one validation action is required"},
		{"deny and warn", func(b *binding) { b.Spec.ValidationActions = []admissionregistration.ValidationAction{"Deny", "Warn"} },
			"must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)"},
		{"duplicate action", func(b *binding) {
			b.Spec.ValidationActions = []admissionregistration.ValidationAction{"Audit", "Audit"}
		},
			`spec.validationActions[1]: Duplicate value: "Audit"`},
		{"unknown action", func(b *binding) { b.Spec.ValidationActions = []admissionregistration.ValidationAction{"Log"} },
			`spec.validationActions[0]: Unsupported value: "Log": supported values: "Audit", "Deny", "Warn"`},
		{"match resources without match policy", func(b *binding) { b.Spec.MatchResources.MatchPolicy = nil },
			"spec.matchResources.matchPolicy: Required value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := valid()
			tt.change(b)
			checkErrs(t, ValidateValidatingAdmissionPolicyBinding(b), tt.wantErr)
		})
	}
}

func TestValidateMutatingAdmissionPolicy(t *testing.T) {
	type policy = admissionregistration.MutatingAdmissionPolicy
	valid := func() *policy {
		return &policy{ObjectMeta: metav1.ObjectMeta{Name: "add-label"},
			Spec: admissionregistration.MutatingAdmissionPolicySpec{
				FailurePolicy:    ptr(admissionregistration.Fail),
				MatchConstraints: validMatchResources(),
				Mutations: []admissionregistration.Mutation{{PatchType: admissionregistration.PatchTypeJSONPatch,
					JSONPatch: &admissionregistration.JSONPatch{Expression: `[JSONPatch{op: "add", path: "/metadata/labels/a", value: "b"}]`}}},
				ReinvocationPolicy: admissionregistration.NeverReinvocationPolicy,
			}}
	}
	tests := []struct {
		name    string
		change  func(p *policy)
		wantErr string
	}{
		{"valid", func(p *policy) {}, ""},
		{"apply configuration", func(p *policy) {
			p.Spec.Mutations[0] = admissionregistration.Mutation{PatchType: admissionregistration.PatchTypeApplyConfiguration,
				ApplyConfiguration: &admissionregistration.ApplyConfiguration{Expression: "Object{}"}}
		}, ""},
		{"no mutations", func(p *policy) { p.Spec.Mutations = nil }, "spec.mutations: Required value: mutations must contain at least one item"},
		{"no patch type", func(p *policy) { p.Spec.Mutations[0].PatchType = "" }, "spec.mutations[0].patchType: Required value"},
		{"unknown patch type", func(p *policy) { p.Spec.Mutations[0].PatchType = "Merge" },
			`spec.mutations[0].patchType: Unsupported value: "Merge": supported values: "ApplyConfiguration", "JSONPatch"`},
		{"json patch missing", func(p *policy) { p.Spec.Mutations[0].JSONPatch = nil },
			"spec.mutations[0].jsonPatch: Required value: must be specified when patchType is JSONPatch"},
		{"both patches", func(p *policy) {
			p.Spec.Mutations[0].ApplyConfiguration = &admissionregistration.ApplyConfiguration{Expression: "Object{}"}
		},
			`spec.mutations[0].applyConfiguration: Invalid value: "{applyConfiguration}": must not be specified when patchType is JSONPatch`},
		{"empty expression", func(p *policy) { p.Spec.Mutations[0].JSONPatch.Expression = "" },
			"spec.mutations[0].jsonPatch.expression: Required value"},
		{"no reinvocation policy", func(p *policy) { p.Spec.ReinvocationPolicy = "" }, "spec.reinvocationPolicy: Required value"},
		{"delete operation", func(p *policy) {
			p.Spec.MatchConstraints.ResourceRules[0].RuleWithOperations.Operations = []admissionregistration.OperationType{admissionregistration.Delete}
		}, `spec.matchConstraints.resourceRules.operations: Unsupported value: "DELETE": supported values: "*", "CONNECT", "CREATE", "UPDATE"`},
		{"json patch not a list of patches", func(p *policy) { p.Spec.Mutations[0].JSONPatch.Expression = "'x'" },
			`spec.mutations[0].jsonPatch.expression: Invalid value: "'x'": must evaluate to list(JSONPatch) but got string`},
		{"apply configuration not an Object", func(p *policy) {
			p.Spec.Mutations[0] = admissionregistration.Mutation{PatchType: admissionregistration.PatchTypeApplyConfiguration,
				ApplyConfiguration: &admissionregistration.ApplyConfiguration{Expression: "[1]"}}
		}, `spec.mutations[0].applyConfiguration.expression: Invalid value: "[1]": must evaluate to Object but got list(int)`},
		{"variables in a mutation", func(p *policy) {
			p.Spec.Variables = []admissionregistration.Variable{{Name: "label", Expression: "'b'"}}
			p.Spec.Mutations[0].JSONPatch.Expression = `[JSONPatch{op: "add", path: "/metadata/labels/a", value: variables.label}]`
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := valid()
			tt.change(p)
			checkErrs(t, ValidateMutatingAdmissionPolicy(p), tt.wantErr)
		})
	}
}

func TestValidateMutatingAdmissionPolicyBinding(t *testing.T) {
	type binding = admissionregistration.MutatingAdmissionPolicyBinding
	tests := []struct {
		name    string
		change  func(b *binding)
		wantErr string
	}{
		{"valid", func(b *binding) {}, ""},
		{"no policy name", func(b *binding) { b.Spec.PolicyName = "" }, "spec.policyName: Required value"},
		{"delete operation", func(b *binding) {
			b.Spec.MatchResources.ResourceRules[0].RuleWithOperations.Operations = []admissionregistration.OperationType{"DELETE"}
		}, `spec.matchResources.resourceRules.operations: Unsupported value: "DELETE"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &binding{ObjectMeta: metav1.ObjectMeta{Name: "add-label"},
				Spec: admissionregistration.MutatingAdmissionPolicyBindingSpec{PolicyName: "add-label", MatchResources: validMatchResources()}}
			tt.change(b)
			checkErrs(t, ValidateMutatingAdmissionPolicyBinding(b), tt.wantErr)
		})
	}
}
