package cel

import (
	"context"
	"math"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

// variablesTypeName is the CEL type of `variables`: an object whose
// fields are the policy's variables, typed as each compiled to, so that
// `variables.replicas > 'x'` fails at compile time.
const variablesTypeName = "kubernetes.variables"

// CompositedCompiler compiles the expressions of one policy: first its
// variables (CompileAndStoreVariables, in order, so that a variable may
// use the ones before it), then the expressions that use them. One
// CompositedCompiler per policy: the variables are the policy's.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CompositedCompiler.
type CompositedCompiler struct {
	Compiler
	ConditionCompiler

	state *compositionState
}

// NewCompositedCompiler extends envSet with `variables`; patchTypes are
// passed to NewCompiler (the mutating policies' types).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.NewCompositedCompiler.
func NewCompositedCompiler(envSet *environment.EnvSet, patchTypes ...environment.VersionedOptions) (*CompositedCompiler, error) {
	mapType := apiservercel.NewObjectType(variablesTypeName, map[string]*apiservercel.DeclField{})
	extended, err := envSet.Extend(environment.VersionedOptions{
		IntroducedVersion: environment.MajorMinor(1, 0),
		EnvOptions:        []cel.EnvOption{cel.Variable(VariableVarName, mapType.CelType())},
		DeclTypes:         []*apiservercel.DeclType{mapType},
	})
	if err != nil {
		return nil, err
	}
	state := &compositionState{mapType: mapType, compiledVariables: map[string]CompilationResult{}}
	compiler := NewCompiler(extended, patchTypes...)
	return &CompositedCompiler{Compiler: compiler, ConditionCompiler: &conditionCompiler{compiler}, state: state}, nil
}

// CompileAndStoreVariables compiles the variables in order.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedCompiler).CompileAndStoreVariables.
func (c *CompositedCompiler) CompileAndStoreVariables(variables []NamedExpressionAccessor, options OptionalVariableDeclarations, mode environment.Type) {
	for _, v := range variables {
		_ = c.CompileAndStoreVariable(v, options, mode)
	}
}

// CompileAndStoreVariable compiles one variable and adds it, typed, to
// `variables` for the expressions compiled after it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedCompiler).CompileAndStoreVariable.
func (c *CompositedCompiler) CompileAndStoreVariable(variable NamedExpressionAccessor, options OptionalVariableDeclarations, mode environment.Type) CompilationResult {
	result := c.Compiler.CompileCELExpression(variable, options, mode)
	c.state.mapType.Fields[variable.GetName()] = &apiservercel.DeclField{Name: variable.GetName(), Type: declTypeOf(result.OutputType), Required: true}
	c.state.compiledVariables[variable.GetName()] = result
	c.state.order = append(c.state.order, variable.GetName())
	return result
}

// CompileCondition compiles expressions that may use the variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedCompiler).CompileCondition.
func (c *CompositedCompiler) CompileCondition(expressions []ExpressionAccessor, optionalDecls OptionalVariableDeclarations, envType environment.Type) ConditionEvaluator {
	return &CompositedConditionEvaluator{
		ConditionEvaluator: c.ConditionCompiler.CompileCondition(expressions, optionalDecls, envType),
		state:              c.state,
	}
}

// CreateContext returns a new composition context: one per request, so
// that each variable is evaluated at most once for it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedCompiler).CreateContext.
func (c *CompositedCompiler) CreateContext(parent context.Context) CompositionContext {
	return c.state.CreateContext(parent)
}

// CompositedConditionEvaluator evaluates expressions that use variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CompositedConditionEvaluator.
type CompositedConditionEvaluator struct {
	ConditionEvaluator
	state *compositionState
}

// ForInput evaluates in a fresh composition context, unless ctx is
// already one (the validator shares one context between a policy's
// validations, messageExpressions and auditAnnotations, so a variable
// is evaluated once for all of them).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedConditionEvaluator).ForInput.
func (f *CompositedConditionEvaluator) ForInput(ctx context.Context, versionedAttr *generic.VersionedAttributes, request *admissionv1.AdmissionRequest, optionalVars OptionalVariableBindings, namespace runtime.Object, runtimeCELCostBudget int64) ([]EvaluationResult, int64, error) {
	if _, ok := ctx.(CompositionContext); !ok {
		ctx = f.state.CreateContext(ctx)
	}
	return f.ConditionEvaluator.ForInput(ctx, versionedAttr, request, optionalVars, namespace, runtimeCELCostBudget)
}

// compositionState is a policy's compiled variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.compositionState.
type compositionState struct {
	mapType           *apiservercel.DeclType
	compiledVariables map[string]CompilationResult
	order             []string
}

func (c *compositionState) CreateContext(parent context.Context) CompositionContext {
	return &compositionContext{Context: parent, state: c}
}

// CompositionContext is a request's context with its lazily evaluated
// variables and the cost they ran up.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CompositionContext.
type CompositionContext interface {
	context.Context
	// Variables returns `variables` for an activation.
	Variables(activation any) ref.Val
	// GetAndResetCost returns the cost of the variables evaluated since
	// the last call.
	GetAndResetCost() int64
}

type compositionContext struct {
	context.Context
	state           *compositionState
	accumulatedCost int64
	// variables is the lazy map of this request: made once, so every
	// expression of the request shares its evaluated values.
	variables *lazyMap
}

// Variables returns the request's lazy map, made on first use.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*compositionContext).Variables,
// which makes a new map per activation and caches in the context.
func (c *compositionContext) Variables(activation any) ref.Val {
	if c.variables != nil {
		return c.variables
	}
	m := newLazyMap(types.NewObjectType(variablesTypeName))
	for _, name := range c.state.order {
		result := c.state.compiledVariables[name]
		m.append(name, func() ref.Val { return c.evaluateVariable(name, result, activation) })
	}
	c.variables = m
	return m
}

// evaluateVariable runs a variable's program and charges its cost.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*variableAccessor).Callback.
func (c *compositionContext) evaluateVariable(name string, result CompilationResult, activation any) ref.Val {
	if result.Error != nil {
		return types.NewErr("composited variable %q fails to compile: %v", name, result.Error)
	}
	v, details, err := result.Program.ContextEval(c, activation)
	if details == nil || details.ActualCost() == nil {
		return types.NewErr("unable to calculate cost of variable %q", name)
	}
	cost := *details.ActualCost()
	if cost > math.MaxInt64 {
		cost = math.MaxInt64
	}
	c.accumulatedCost += int64(cost)
	if err != nil {
		return types.NewErr("composited variable %q fails to evaluate: %v", name, err)
	}
	return v
}

func (c *compositionContext) GetAndResetCost() int64 {
	cost := c.accumulatedCost
	c.accumulatedCost = 0
	return cost
}

// declTypeOf is the DeclType of a variable's compiled type, so that the
// checker types `variables.x` as x was compiled.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.convertCelTypeToDeclType.
func declTypeOf(t *cel.Type) *apiservercel.DeclType {
	if t == nil {
		return apiservercel.DynType
	}
	switch t.Kind() {
	case types.BoolKind:
		return apiservercel.BoolType
	case types.IntKind:
		return apiservercel.IntType
	case types.DoubleKind:
		return apiservercel.DoubleType
	case types.StringKind:
		return apiservercel.StringType
	case types.DynKind, types.AnyKind, types.ErrorKind:
		return apiservercel.DynType
	}
	if t.HasTrait(traits.ContainerType) && t.HasTrait(traits.IndexerType) {
		switch p := t.Parameters(); len(p) {
		case 1:
			return apiservercel.NewListType(declTypeOf(p[0]), -1)
		case 2:
			return apiservercel.NewMapType(declTypeOf(p[0]), declTypeOf(p[1]), -1)
		}
	}
	// bytes, uint, null, timestamps, durations and opaque types keep
	// their own CEL type.
	return apiservercel.NewSimpleTypeWithMinSize(t.String(), t, 1)
}
