package cel

import (
	"context"
	"time"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

// ExpressionAccessor is one expression and the types it may return.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.ExpressionAccessor.
type ExpressionAccessor interface {
	GetExpression() string
	ReturnTypes() []*cel.Type
}

// NamedExpressionAccessor is an expression with a name: a variable.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.NamedExpressionAccessor.
type NamedExpressionAccessor interface {
	ExpressionAccessor
	GetName() string
}

// EvaluationResult is what one expression gave: its value or its error.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.EvaluationResult.
type EvaluationResult struct {
	EvalResult         ref.Val
	ExpressionAccessor ExpressionAccessor
	Elapsed            time.Duration
	Error              error
}

// OptionalVariableDeclarations says which optional variables an
// expression may use: params when the policy has a paramKind,
// authorizer always for policies. Each combination has its environment.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.OptionalVariableDeclarations.
type OptionalVariableDeclarations struct {
	// HasParams declares "params" (which may still be null).
	HasParams bool
	// HasAuthorizer declares "authorizer" and "authorizer.requestResource".
	HasAuthorizer bool
	// HasPatchTypes declares the mutation types (Object{...}, JSONPatch):
	// the environment NewCompositedCompiler was given patchTypes for.
	HasPatchTypes bool
}

// ConditionCompiler compiles expressions into one ConditionEvaluator.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.ConditionCompiler.
type ConditionCompiler interface {
	CompileCondition(expressions []ExpressionAccessor, optionalDecls OptionalVariableDeclarations, envType environment.Type) ConditionEvaluator
}

// OptionalVariableBindings are the values of the optional variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.OptionalVariableBindings.
type OptionalVariableBindings struct {
	// VersionedParams is the params object; nil binds params to null.
	VersionedParams runtime.Object
	// Authorizer answers the authorizer checks; it must be set when the
	// expressions were compiled with HasAuthorizer.
	Authorizer authorizer.Authorizer
}

// ConditionEvaluator evaluates compiled expressions for one request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.ConditionEvaluator.
type ConditionEvaluator interface {
	// ForInput evaluates every expression with the request's variables
	// within runtimeCELCostBudget and returns what is left of it. An
	// expression's own error is in its result; the error returned stops
	// everything (the budget ran out).
	ForInput(ctx context.Context, versionedAttr *generic.VersionedAttributes, request *admissionv1.AdmissionRequest, optionalVars OptionalVariableBindings, namespace runtime.Object, runtimeCELCostBudget int64) ([]EvaluationResult, int64, error)
	// CompilationErrors lists the expressions' compilation errors.
	CompilationErrors() []error
}
