package mutating

import (
	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/mutating/patch"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/matchconditions"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"
)

// PolicyEvaluator is a compiled policy: its matchConditions and one
// Patcher per mutation, in the policy's order. Compilation errors stay
// inside (a Patcher reports its expression's when it runs), so that a
// broken policy fails the requests it matches under its failurePolicy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.PolicyEvaluator.
type PolicyEvaluator struct {
	Matcher            *matchconditions.Matcher
	Mutators           []patch.Patcher
	CompositedCompiler *plugincel.CompositedCompiler
	Error              error
}

// patchTypes are what mutations compile with beyond other admission
// expressions: the JSONPatch and Object types and jsonpatch.escapeKey.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.hasPatchTypes.
var patchTypes = environment.VersionedOptions{
	// Their feature epoch is 1.32; like upstream, 1.0, since they are
	// always there for mutations.
	IntroducedVersion: environment.MajorMinor(1, 0),
	EnvOptions: []cel.EnvOption{
		mutation.ResolverEnvOption(&mutation.DynamicTypeResolver{}),
		library.JSONPatch(),
	},
}

// compilePolicy compiles a policy once, in the environment of stored
// expressions: its variables, then its matchConditions, then each
// mutation (with the patch types). The params variable is declared when
// the policy has a paramKind, the authorizer always.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.compilePolicy.
func compilePolicy(baseEnv *environment.EnvSet, policy *Policy) PolicyEvaluator {
	opts := plugincel.OptionalVariableDeclarations{HasParams: policy.Spec.ParamKind != nil, HasAuthorizer: true}
	compiler, err := plugincel.NewCompositedCompiler(baseEnv, patchTypes)
	if err != nil {
		return PolicyEvaluator{Error: err}
	}
	variables := make([]plugincel.NamedExpressionAccessor, len(policy.Spec.Variables))
	for i, v := range policy.Spec.Variables {
		variables[i] = &Variable{Name: v.Name, Expression: v.Expression}
	}
	compiler.CompileAndStoreVariables(variables, opts, environment.StoredExpressions)

	var matcher *matchconditions.Matcher
	if conditions := policy.Spec.MatchConditions; len(conditions) > 0 {
		accessors := make([]plugincel.ExpressionAccessor, len(conditions))
		for i := range conditions {
			accessors[i] = (*matchconditions.MatchCondition)(&conditions[i])
		}
		matcher = matchconditions.NewMatcher(compiler.CompileCondition(accessors, opts, environment.StoredExpressions), policy.Spec.FailurePolicy)
	}

	patchOptions := opts
	patchOptions.HasPatchTypes = true
	var patchers []patch.Patcher
	for _, m := range policy.Spec.Mutations {
		switch {
		case m.PatchType == admissionregistration.PatchTypeJSONPatch && m.JSONPatch != nil:
			accessor := &patch.JSONPatchCondition{Expression: m.JSONPatch.Expression}
			patchers = append(patchers, patch.NewJSONPatcher(compiler.CompileCondition([]plugincel.ExpressionAccessor{accessor}, patchOptions, environment.StoredExpressions)))
		case m.PatchType == admissionregistration.PatchTypeApplyConfiguration && m.ApplyConfiguration != nil:
			accessor := &patch.ApplyConfigurationCondition{Expression: m.ApplyConfiguration.Expression}
			patchers = append(patchers, patch.NewApplyConfigurationPatcher(compiler.CompileCondition([]plugincel.ExpressionAccessor{accessor}, patchOptions, environment.StoredExpressions)))
		}
	}
	return PolicyEvaluator{Matcher: matcher, Mutators: patchers, CompositedCompiler: compiler}
}

// Variable is one of a policy's variables, for the compiler.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.Variable.
type Variable struct {
	Name       string
	Expression string
}

// GetExpression is the CEL source.
func (v *Variable) GetExpression() string { return v.Expression }

// ReturnTypes: any.
func (v *Variable) ReturnTypes() []*cel.Type { return []*cel.Type{cel.AnyType, cel.DynType} }

// GetName is the variable's name, variables.<name>.
func (v *Variable) GetName() string { return v.Name }
