package cel

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"time"

	"github.com/google/cel-go/interpreter"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

// evaluationActivation holds the variables of one request's evaluation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.evaluationActivation.
type evaluationActivation struct {
	object, oldObject, params, request, namespace, authorizer, requestResourceAuthorizer, variables any
}

var _ interpreter.Activation = (*evaluationActivation)(nil)

// newActivation converts the request's objects into CEL values once, for
// every expression of the request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.newActivation.
func newActivation(compositionCtx CompositionContext, versionedAttr *generic.VersionedAttributes, request *admissionv1.AdmissionRequest, inputs OptionalVariableBindings, namespace runtime.Object) (*evaluationActivation, error) {
	va := &evaluationActivation{}
	var err error
	if va.oldObject, err = SchemalessTypedToVal(nilIfNil(versionedAttr.VersionedOldObject)); err != nil {
		return nil, fmt.Errorf("failed to prepare oldObject variable for evaluation: %w", err)
	}
	if va.object, err = SchemalessTypedToVal(nilIfNil(versionedAttr.VersionedObject)); err != nil {
		return nil, fmt.Errorf("failed to prepare object variable for evaluation: %w", err)
	}
	if va.params, err = SchemalessTypedToVal(nilIfNil(inputs.VersionedParams)); err != nil {
		return nil, fmt.Errorf("failed to prepare params variable for evaluation: %w", err)
	}
	if inputs.Authorizer != nil {
		va.authorizer = library.NewAuthorizerVal(versionedAttr.GetUserInfo(), inputs.Authorizer)
		va.requestResourceAuthorizer = library.NewResourceAuthorizerVal(versionedAttr.GetUserInfo(), inputs.Authorizer, versionedAttr)
	}
	if va.request, err = SchemalessTypedToVal(requestForCEL(request)); err != nil {
		return nil, fmt.Errorf("failed to prepare request variable for evaluation: %w", err)
	}
	if va.namespace, err = SchemalessTypedToVal(nilIfNil(namespace)); err != nil {
		return nil, fmt.Errorf("failed to prepare namespaceObject variable for evaluation: %w", err)
	}
	if compositionCtx != nil {
		va.variables = compositionCtx.Variables(va)
	}
	return va, nil
}

// nilIfNil turns a typed nil pointer in an interface into a plain nil.
func nilIfNil(obj runtime.Object) any {
	if obj == nil {
		return nil
	}
	if v := reflect.ValueOf(obj); v.Kind() == reflect.Pointer && v.IsNil() {
		return nil
	}
	return obj
}

// requestForCEL is the request without its objects (upstream never sets
// them on the request it gives CEL).
func requestForCEL(request *admissionv1.AdmissionRequest) any {
	if request == nil {
		return nil
	}
	r := *request
	r.Object, r.OldObject = runtime.RawExtension{}, runtime.RawExtension{}
	return struct {
		*admissionv1.AdmissionRequest
		Object    *struct{} `json:"object,omitempty"`
		OldObject *struct{} `json:"oldObject,omitempty"`
	}{AdmissionRequest: &r}
}

// ResolveName returns a variable's value.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*evaluationActivation).ResolveName.
func (a *evaluationActivation) ResolveName(name string) (any, bool) {
	switch name {
	case ObjectVarName:
		return a.object, true
	case OldObjectVarName:
		return a.oldObject, true
	case ParamsVarName:
		return a.params, true // params may be null
	case RequestVarName:
		return a.request, true
	case NamespaceVarName:
		return a.namespace, true
	case AuthorizerVarName:
		return a.authorizer, a.authorizer != nil
	case RequestResourceAuthorizerVarName:
		return a.requestResourceAuthorizer, a.requestResourceAuthorizer != nil
	case VariableVarName:
		return a.variables, true
	}
	return nil, false
}

// Parent is nil: the activation is the only one.
func (a *evaluationActivation) Parent() interpreter.Activation { return nil }

// outOfBudget is upstream's error when the request's budget is spent.
func outOfBudget() *apiservercel.Error {
	return &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid,
		Detail: "validation failed due to running out of cost budget, no further validation rules will be run"}
}

// Evaluate runs one compiled expression and charges its cost (and the
// cost of the variables it evaluated first) to remainingBudget. A
// compilation error or a runtime error is the result's; running out of
// budget is the returned error, and stops every further expression.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*evaluationActivation).Evaluate.
func (a *evaluationActivation) Evaluate(ctx context.Context, compositionCtx CompositionContext, compilationResult CompilationResult, remainingBudget int64) (EvaluationResult, int64, error) {
	var evaluation EvaluationResult
	if compilationResult.ExpressionAccessor == nil { // a placeholder
		return evaluation, remainingBudget, nil
	}
	evaluation.ExpressionAccessor = compilationResult.ExpressionAccessor
	if compilationResult.Error != nil {
		evaluation.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid,
			Detail: fmt.Sprintf("compilation error: %v", compilationResult.Error)}
		return evaluation, remainingBudget, nil
	}
	if compilationResult.Program == nil {
		evaluation.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInternal, Detail: "unexpected internal error compiling expression"}
		return evaluation, remainingBudget, nil
	}
	t1 := time.Now()
	evalResult, evalDetails, err := compilationResult.Program.ContextEval(ctx, a)
	// Variables evaluated lazily by this expression cost too.
	if compositionCtx != nil {
		compositionCost := compositionCtx.GetAndResetCost()
		if compositionCost > remainingBudget {
			return evaluation, -1, outOfBudget()
		}
		remainingBudget -= compositionCost
	}
	evaluation.Elapsed = time.Since(t1)
	if evalDetails == nil || evalDetails.ActualCost() == nil {
		return evaluation, -1, &apiservercel.Error{Type: apiservercel.ErrorTypeInternal,
			Detail: fmt.Sprintf("runtime cost could not be calculated for expression: %v, no further expression will be run", compilationResult.ExpressionAccessor.GetExpression())}
	}
	rtCost := *evalDetails.ActualCost()
	if rtCost > math.MaxInt64 || int64(rtCost) > remainingBudget {
		return evaluation, -1, outOfBudget()
	}
	remainingBudget -= int64(rtCost)
	if err != nil {
		evaluation.Error = &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid,
			Detail: fmt.Sprintf("expression '%v' resulted in error: %v", compilationResult.ExpressionAccessor.GetExpression(), err)}
	} else {
		evaluation.EvalResult = evalResult
	}
	return evaluation, remainingBudget, nil
}
