package validating

import (
	"context"
	"fmt"
	"io"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	webhookgeneric "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/matchconditions"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the plugin's name in --enable-admission-plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PluginName.
const PluginName = "ValidatingAdmissionPolicy"

// The resources the plugin reads through informers.
var (
	policiesResource = schema.GroupResource{Group: admissionregistration.GroupName, Resource: "validatingadmissionpolicies"}
	bindingsResource = schema.GroupResource{Group: admissionregistration.GroupName, Resource: "validatingadmissionpolicybindings"}
)

// Register adds the plugin to plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(configFile io.Reader) (admission.Interface, error) {
		return NewPlugin(configFile)
	})
}

// Plugin is the ValidatingAdmissionPolicy plugin: a generic.Plugin of
// validating policies.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.Plugin.
type Plugin struct {
	*generic.Plugin[PolicyHook]
}

var _ admission.ValidationInterface = &Plugin{}

// NewPlugin returns the plugin for every operation; it takes no
// configuration.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.NewPlugin.
func NewPlugin(configFile io.Reader) (*Plugin, error) {
	if configFile != nil {
		return nil, fmt.Errorf("%s takes no configuration", PluginName)
	}
	handler := admission.NewHandler(admission.Connect, admission.Create, admission.Delete, admission.Update)
	baseEnv := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	p := &Plugin{generic.NewPlugin(handler,
		func(f *informers.SharedInformerFactory, params *generic.ParamResolver) generic.Source[PolicyHook] {
			return generic.NewPolicySource(f, policiesResource, bindingsResource,
				NewValidatingAdmissionPolicyAccessor, NewValidatingAdmissionPolicyBindingAccessor,
				func(p *Policy) Validator { return compilePolicy(baseEnv, p) }, params)
		},
		func(a authorizer.Authorizer, m *matching.Matcher) generic.Dispatcher[PolicyHook] {
			return NewDispatcher(a, m)
		},
	)}
	p.SetPolicyResource(policiesResource)
	return p, nil
}

// Validate runs the policies on a.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*Plugin).Validate.
func (a *Plugin) Validate(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces) error {
	return a.Plugin.Dispatch(ctx, attr, o)
}

// compilePolicy compiles a policy once, in the environment of stored
// expressions: its variables first, then matchConditions, validations,
// auditAnnotations (all with params if it has a paramKind, and
// authorizer) and messageExpressions (without authorizer). Compilation
// errors are kept in the evaluators: the policy fails when it runs,
// under its failurePolicy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.compilePolicy.
func compilePolicy(baseEnv *environment.EnvSet, policy *Policy) Validator {
	hasParam := policy.Spec.ParamKind != nil
	optionalVars := cel.OptionalVariableDeclarations{HasParams: hasParam, HasAuthorizer: true}
	expressionOptionalVars := cel.OptionalVariableDeclarations{HasParams: hasParam, HasAuthorizer: false}
	failurePolicy := policy.Spec.FailurePolicy
	compiler, err := cel.NewCompositedCompiler(baseEnv)
	if err != nil {
		return &brokenValidator{failPolicy: failurePolicy, err: err}
	}
	variables := make([]cel.NamedExpressionAccessor, len(policy.Spec.Variables))
	for i, v := range policy.Spec.Variables {
		variables[i] = &Variable{Name: v.Name, Expression: v.Expression}
	}
	compiler.CompileAndStoreVariables(variables, optionalVars, environment.StoredExpressions)

	var matcher *matchconditions.Matcher
	if conditions := policy.Spec.MatchConditions; len(conditions) > 0 {
		accessors := make([]cel.ExpressionAccessor, len(conditions))
		for i := range conditions {
			accessors[i] = (*matchconditions.MatchCondition)(&conditions[i])
		}
		matcher = matchconditions.NewMatcher(compiler.CompileCondition(accessors, optionalVars, environment.StoredExpressions), failurePolicy)
	}
	validations := make([]cel.ExpressionAccessor, len(policy.Spec.Validations))
	messages := make([]cel.ExpressionAccessor, len(policy.Spec.Validations))
	for i, v := range policy.Spec.Validations {
		validations[i] = &ValidationCondition{Expression: v.Expression, Message: v.Message, Reason: v.Reason}
		if v.MessageExpression != "" {
			messages[i] = &MessageExpressionCondition{MessageExpression: v.MessageExpression}
		}
	}
	annotations := make([]cel.ExpressionAccessor, len(policy.Spec.AuditAnnotations))
	for i, a := range policy.Spec.AuditAnnotations {
		annotations[i] = &AuditAnnotationCondition{Key: a.Key, ValueExpression: a.ValueExpression}
	}
	v := NewValidator(
		compiler.CompileCondition(validations, optionalVars, environment.StoredExpressions),
		matcher,
		compiler.CompileCondition(annotations, optionalVars, environment.StoredExpressions),
		compiler.CompileCondition(messages, expressionOptionalVars, environment.StoredExpressions),
		failurePolicy,
	).(*validator)
	v.newContext = func(ctx context.Context) context.Context { return compiler.CreateContext(ctx) }
	return v
}

// brokenValidator is a policy whose environment could not be built: it
// fails every request it matches, under its failurePolicy.
type brokenValidator struct {
	failPolicy *admissionregistration.FailurePolicyType
	err        error
}

func (b *brokenValidator) Validate(context.Context, schema.GroupVersionResource, *webhookgeneric.VersionedAttributes, runtime.Object, *corev1.Namespace, int64, authorizer.Authorizer) ValidateResult {
	f := admissionregistration.Fail
	if b.failPolicy != nil {
		f = *b.failPolicy
	}
	return errorResult(f, b.err.Error())
}
