package cel

import (
	"context"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
)

// conditionCompiler compiles a list of expressions with a Compiler.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.conditionCompiler.
type conditionCompiler struct {
	compiler Compiler
}

// NewConditionCompiler returns a ConditionCompiler on env.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.NewConditionCompiler.
func NewConditionCompiler(env *environment.EnvSet) ConditionCompiler {
	return &conditionCompiler{compiler: NewCompiler(env)}
}

// CompileCondition compiles each expression (a nil one stays a
// placeholder whose result is empty).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*conditionCompiler).CompileCondition.
func (c *conditionCompiler) CompileCondition(expressionAccessors []ExpressionAccessor, options OptionalVariableDeclarations, mode environment.Type) ConditionEvaluator {
	results := make([]CompilationResult, len(expressionAccessors))
	for i, e := range expressionAccessors {
		if e == nil {
			continue
		}
		results[i] = c.compiler.CompileCELExpression(e, options, mode)
	}
	return NewCondition(results)
}

// condition evaluates compiled expressions in order.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.condition.
type condition struct {
	compilationResults []CompilationResult
}

// NewCondition returns the evaluator of compiled expressions.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.NewCondition.
func NewCondition(compilationResults []CompilationResult) ConditionEvaluator {
	return &condition{compilationResults: compilationResults}
}

// ForInput evaluates every expression in one activation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*condition).ForInput.
func (c *condition) ForInput(ctx context.Context, versionedAttr *generic.VersionedAttributes, request *admissionv1.AdmissionRequest, inputs OptionalVariableBindings, namespace runtime.Object, runtimeCELCostBudget int64) ([]EvaluationResult, int64, error) {
	evaluations := make([]EvaluationResult, len(c.compilationResults))
	if len(c.compilationResults) == 0 {
		return evaluations, runtimeCELCostBudget, nil
	}
	// The composition context, when the expressions have variables.
	compositionCtx, _ := ctx.(CompositionContext)
	activation, err := newActivation(compositionCtx, versionedAttr, request, inputs, namespace)
	if err != nil {
		return nil, -1, err
	}
	remainingBudget := runtimeCELCostBudget
	for i, result := range c.compilationResults {
		evaluations[i], remainingBudget, err = activation.Evaluate(ctx, compositionCtx, result, remainingBudget)
		if err != nil {
			return nil, -1, err
		}
	}
	return evaluations, remainingBudget, nil
}

// CompilationErrors lists the compilation errors.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*condition).CompilationErrors.
func (c *condition) CompilationErrors() []error {
	var errs []error
	for _, r := range c.compilationResults {
		if r.Error != nil {
			errs = append(errs, r.Error)
		}
	}
	return errs
}

// CreateAdmissionRequest is the `request` of an expression: the request
// as the matcher saw it (the equivalent resource and kind it matched)
// and as it came (requestKind, requestResource).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CreateAdmissionRequest.
func CreateAdmissionRequest(attr admission.Attributes, equivalentGVR admissionv1.GroupVersionResource, equivalentKind admissionv1.GroupVersionKind) *admissionv1.AdmissionRequest {
	requestGVK, requestGVR := attr.GetKind(), attr.GetResource()
	var userInfo authenticationv1.UserInfo
	if u := attr.GetUserInfo(); u != nil {
		userInfo = authenticationv1.UserInfo{Username: u.GetName(), UID: u.GetUID(), Groups: u.GetGroups(), Extra: map[string]authenticationv1.ExtraValue{}}
		for k, v := range u.GetExtra() {
			userInfo.Extra[k] = authenticationv1.ExtraValue(v)
		}
	}
	dryRun := attr.IsDryRun()
	return &admissionv1.AdmissionRequest{
		Kind:               equivalentKind,
		Resource:           equivalentGVR,
		SubResource:        attr.GetSubresource(),
		RequestKind:        &admissionv1.GroupVersionKind{Group: requestGVK.Group, Version: requestGVK.Version, Kind: requestGVK.Kind},
		RequestResource:    &admissionv1.GroupVersionResource{Group: requestGVR.Group, Version: requestGVR.Version, Resource: requestGVR.Resource},
		RequestSubResource: attr.GetSubresource(),
		Name:               attr.GetName(),
		Namespace:          attr.GetNamespace(),
		Operation:          admissionv1.Operation(attr.GetOperation()),
		UserInfo:           userInfo,
		DryRun:             &dryRun,
		Options:            runtime.RawExtension{Object: attr.GetOperationOptions()},
	}
}

// CreateNamespaceObject is the `namespaceObject` of an expression: the
// namespace with its spec, status and the metadata upstream exposes (no
// managed fields, no owner references); nil stays nil.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CreateNamespaceObject.
func CreateNamespaceObject(namespace *corev1.Namespace) *corev1.Namespace {
	if namespace == nil {
		return nil
	}
	return &corev1.Namespace{
		Status: namespace.Status,
		Spec:   namespace.Spec,
		ObjectMeta: metav1.ObjectMeta{
			Name:                       namespace.Name,
			GenerateName:               namespace.GenerateName,
			Namespace:                  namespace.Namespace,
			UID:                        namespace.UID,
			ResourceVersion:            namespace.ResourceVersion,
			Generation:                 namespace.Generation,
			CreationTimestamp:          namespace.CreationTimestamp,
			DeletionTimestamp:          namespace.DeletionTimestamp,
			DeletionGracePeriodSeconds: namespace.DeletionGracePeriodSeconds,
			Labels:                     namespace.Labels,
			Annotations:                namespace.Annotations,
			Finalizers:                 namespace.Finalizers,
		},
	}
}
