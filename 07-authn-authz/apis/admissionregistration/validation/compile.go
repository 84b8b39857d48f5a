package validation

import (
	"errors"
	"fmt"
	"sync"

	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"
)

// expression is one policy expression and the types it must return.
// Upstream uses the plugins' accessors: policy/validating.ValidationCondition
// (bool), MessageExpressionCondition (string), AuditAnnotationCondition
// (string or null), Variable (any), webhook/matchconditions.MatchCondition
// (bool), policy/mutating/patch.JSONPatchCondition (list of JSONPatch) and
// ApplyConfigurationCondition (Object); one type here, as validation only
// needs the expression and its return types.
type expression struct {
	name        string
	expr        string
	returnTypes []*cel.Type
}

var _ plugincel.NamedExpressionAccessor = expression{}

func (e expression) GetExpression() string    { return e.expr }
func (e expression) ReturnTypes() []*cel.Type { return e.returnTypes }
func (e expression) GetName() string          { return e.name }
func boolExpression(expr string) expression {
	return expression{expr: expr, returnTypes: []*cel.Type{cel.BoolType}}
}
func stringExpression(expr string) expression {
	return expression{expr: expr, returnTypes: []*cel.Type{cel.StringType}}
}
func variableExpression(name, expr string) expression {
	return expression{name: name, expr: expr, returnTypes: []*cel.Type{cel.AnyType}}
}

// The mutations' return types: a list of JSONPatch, or an Object.
var (
	jsonPatchListType = cel.ListType(cel.ObjectType(mutation.JSONPatchTypeName))
	applyConfigType   = cel.ObjectType(mutation.ObjectTypeName)
)

// patchTypes install the mutation types (JSONPatch{...}, Object{...}) in
// a compiler's environment for expressions compiled with HasPatchTypes.
// Upstream: the HasPatchTypes branch of
// k8s.io/apiserver/pkg/admission/plugin/cel.createEnvForOpts.
var patchTypes = environment.VersionedOptions{
	IntroducedVersion: environment.MajorMinor(1, 0),
	EnvOptions:        []cel.EnvOption{mutation.ResolverEnvOption(&mutation.DynamicTypeResolver{}), library.JSONPatch()},
}

var (
	statelessCompilerOnce sync.Once
	statelessCompiler     plugincel.Compiler
)

// getStatelessCompiler is the shared compiler of policies without
// variables and of match conditions: it keeps no state between calls.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.getStrictStatelessCELCompiler.
func getStatelessCompiler() plugincel.Compiler {
	statelessCompilerOnce.Do(func() {
		statelessCompiler = plugincel.NewCompiler(environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()), patchTypes)
	})
	return statelessCompiler
}

// createCompiler returns the stateless compiler, or, for a policy with
// variables, a new composited one: it remembers the policy's variables
// and their types, so one per policy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.createCompiler.
func createCompiler(allowComposition bool) plugincel.Compiler {
	if !allowComposition {
		return getStatelessCompiler()
	}
	compiler, err := plugincel.NewCompositedCompiler(environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()), patchTypes)
	if err != nil {
		return getStatelessCompiler() // cannot happen: the base environment is fixed
	}
	return compiler
}

// compileExpression compiles expr with the optional variables decls
// declares, in the environment for new expressions, and turns a failure
// into a field error at path.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateCELCondition.
func compileExpression(compiler plugincel.Compiler, expr expression, decls plugincel.OptionalVariableDeclarations, path *field.Path) field.ErrorList {
	result := compiler.CompileCELExpression(expr, decls, environment.NewExpressions)
	if result.Error == nil {
		return nil
	}
	return field.ErrorList{convertCELErrorToValidationError(path, expr, result.Error)}
}

// compileVariable compiles a variable and stores it for the expressions
// after it; only a composited compiler can.
// Upstream: the compile step of k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateVariable.
func compileVariable(compiler plugincel.Compiler, name, expr string, hasParams bool, path *field.Path) field.ErrorList {
	composited, ok := compiler.(*plugincel.CompositedCompiler)
	if !ok {
		return field.ErrorList{field.InternalError(path, fmt.Errorf("variable composition is not allowed"))}
	}
	v := variableExpression(name, expr)
	result := composited.CompileAndStoreVariable(v, plugincel.OptionalVariableDeclarations{HasParams: hasParams, HasAuthorizer: true}, environment.NewExpressions)
	if result.Error == nil {
		return nil
	}
	return field.ErrorList{convertCELErrorToValidationError(path.Child("expression"), v, result.Error)}
}

// convertCELErrorToValidationError makes a compile error a field error:
// Required, Invalid (with the expression as the value) or Internal.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.convertCELErrorToValidationError.
func convertCELErrorToValidationError(path *field.Path, expr plugincel.ExpressionAccessor, err error) *field.Error {
	var celErr *apiservercel.Error
	if errors.As(err, &celErr) {
		switch celErr.Type {
		case apiservercel.ErrorTypeRequired:
			return field.Required(path, celErr.Detail)
		case apiservercel.ErrorTypeInvalid:
			return field.Invalid(path, expr.GetExpression(), celErr.Detail)
		case apiservercel.ErrorTypeInternal:
			return field.InternalError(path, celErr)
		}
	}
	return field.InternalError(path, fmt.Errorf("unsupported error type: %w", err))
}
