package cel

import (
	"fmt"
	"sync"

	"github.com/google/cel-go/cel"

	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
)

// The variables of admission expressions.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel (compile.go).
const (
	ObjectVarName                    = "object"
	OldObjectVarName                 = "oldObject"
	ParamsVarName                    = "params"
	RequestVarName                   = "request"
	NamespaceVarName                 = "namespaceObject"
	AuthorizerVarName                = "authorizer"
	RequestResourceAuthorizerVarName = "authorizer.requestResource"
	VariableVarName                  = "variables"
)

// timestampType is a timestamp field of the namespace.
var timestampType = apiservercel.NewSimpleTypeWithMinSize("timestamp", cel.TimestampType, apiservercel.JSONDateSize)

func declField(name string, t *apiservercel.DeclType, required bool) *apiservercel.DeclField {
	return &apiservercel.DeclField{Name: name, Type: t, Required: required}
}

func declFields(fields ...*apiservercel.DeclField) map[string]*apiservercel.DeclField {
	out := make(map[string]*apiservercel.DeclField, len(fields))
	for _, f := range fields {
		out[f.Name] = f
	}
	return out
}

// BuildRequestType is the type of `request`: the AdmissionRequest a
// webhook would get, without the objects (those are object and
// oldObject), so that the checker refuses `request.nmae` at compile time.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.BuildRequestType.
func BuildRequestType() *apiservercel.DeclType {
	str := apiservercel.StringType
	gvkType := apiservercel.NewObjectType("kubernetes.GroupVersionKind", declFields(
		declField("group", str, true), declField("version", str, true), declField("kind", str, true)))
	gvrType := apiservercel.NewObjectType("kubernetes.GroupVersionResource", declFields(
		declField("group", str, true), declField("version", str, true), declField("resource", str, true)))
	userInfoType := apiservercel.NewObjectType("kubernetes.UserInfo", declFields(
		declField("username", str, false),
		declField("uid", str, false),
		declField("groups", apiservercel.NewListType(str, -1), false),
		declField("extra", apiservercel.NewMapType(str, apiservercel.NewListType(str, -1), -1), false)))
	return apiservercel.NewObjectType("kubernetes.AdmissionRequest", declFields(
		declField("kind", gvkType, true),
		declField("resource", gvrType, true),
		declField("subResource", str, false),
		declField("requestKind", gvkType, true),
		declField("requestResource", gvrType, true),
		declField("requestSubResource", str, false),
		declField("name", str, true),
		declField("namespace", str, false),
		declField("operation", str, true),
		declField("userInfo", userInfoType, true),
		declField("dryRun", apiservercel.BoolType, false),
		declField("options", apiservercel.DynType, false)))
}

// BuildNamespaceType is the type of `namespaceObject`: the namespace of
// the request, with the metadata fields upstream exposes.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.BuildNamespaceType.
func BuildNamespaceType() *apiservercel.DeclType {
	str, strList := apiservercel.StringType, apiservercel.NewListType(apiservercel.StringType, -1)
	strMap := apiservercel.NewMapType(str, str, -1)
	specType := apiservercel.NewObjectType("kubernetes.NamespaceSpec", declFields(declField("finalizers", strList, true)))
	conditionType := apiservercel.NewObjectType("kubernetes.NamespaceCondition", declFields(
		declField("status", str, true), declField("type", str, true),
		declField("lastTransitionTime", timestampType, true),
		declField("message", str, true), declField("reason", str, true)))
	statusType := apiservercel.NewObjectType("kubernetes.NamespaceStatus", declFields(
		declField("conditions", apiservercel.NewListType(conditionType, -1), true),
		declField("phase", str, true)))
	metadataType := apiservercel.NewObjectType("kubernetes.NamespaceMetadata", declFields(
		declField("name", str, true), declField("generateName", str, true), declField("namespace", str, true),
		declField("labels", strMap, true), declField("annotations", strMap, true),
		declField("UID", str, true), declField("creationTimestamp", timestampType, true),
		declField("deletionGracePeriodSeconds", apiservercel.IntType, true),
		declField("deletionTimestamp", timestampType, true),
		declField("generation", apiservercel.IntType, true),
		declField("resourceVersion", str, true), declField("finalizers", strList, true)))
	return apiservercel.NewObjectType("kubernetes.Namespace", declFields(
		declField("metadata", metadataType, true), declField("spec", specType, true), declField("status", statusType, true)))
}

// CompilationResult is a compiled expression, or why it did not compile.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.CompilationResult.
type CompilationResult struct {
	Program            cel.Program
	Error              *apiservercel.Error
	ExpressionAccessor ExpressionAccessor
	OutputType         *cel.Type
}

// Compiler compiles one admission expression.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.Compiler.
type Compiler interface {
	CompileCELExpression(expressionAccessor ExpressionAccessor, options OptionalVariableDeclarations, mode environment.Type) CompilationResult
}

// compiler holds one environment per combination of optional variables,
// built on first use.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.compiler, which
// builds all eight up front.
type compiler struct {
	base       *environment.EnvSet
	patchTypes []environment.VersionedOptions

	mu   sync.Mutex
	envs map[OptionalVariableDeclarations]*environment.EnvSet
}

// NewCompiler returns a Compiler on env (stage 04's base environment, or
// one extended from it). patchTypes are the options of the mutation
// types, for expressions compiled with HasPatchTypes.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.NewCompiler.
func NewCompiler(env *environment.EnvSet, patchTypes ...environment.VersionedOptions) Compiler {
	return &compiler{base: env, patchTypes: patchTypes, envs: map[OptionalVariableDeclarations]*environment.EnvSet{}}
}

// CompileCELExpression compiles an expression and checks it returns one
// of its ReturnTypes; the errors read as upstream's ("compilation
// failed: ...", "must evaluate to bool but got string").
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(compiler).CompileCELExpression.
func (c *compiler) CompileCELExpression(expressionAccessor ExpressionAccessor, options OptionalVariableDeclarations, envType environment.Type) CompilationResult {
	resultError := func(detail string, errType apiservercel.ErrorType) CompilationResult {
		return CompilationResult{Error: &apiservercel.Error{Type: errType, Detail: detail}, ExpressionAccessor: expressionAccessor}
	}
	envSet, err := c.envFor(options)
	if err != nil {
		return resultError(fmt.Sprintf("unexpected error loading CEL environment: %v", err), apiservercel.ErrorTypeInternal)
	}
	env, err := envSet.Env(envType)
	if err != nil {
		return resultError(fmt.Sprintf("unexpected error loading CEL environment: %v", err), apiservercel.ErrorTypeInternal)
	}
	ast, issues := env.Compile(expressionAccessor.GetExpression())
	if issues != nil && issues.Err() != nil {
		return resultError("compilation failed: "+issues.String(), apiservercel.ErrorTypeInvalid)
	}
	if reason, ok := checkReturnType(ast.OutputType(), expressionAccessor.ReturnTypes()); !ok {
		return resultError(reason, apiservercel.ErrorTypeInvalid)
	}
	prog, err := env.Program(ast, cel.InterruptCheckFrequency(apiservercel.CheckFrequency))
	if err != nil {
		return resultError("program instantiation failed: "+err.Error(), apiservercel.ErrorTypeInternal)
	}
	return CompilationResult{Program: prog, ExpressionAccessor: expressionAccessor, OutputType: ast.OutputType()}
}

// checkReturnType tells whether out is one of want (any accepts all),
// and if not, upstream's reason.
func checkReturnType(out *cel.Type, want []*cel.Type) (string, bool) {
	for _, t := range want {
		if out.IsExactType(t) || cel.AnyType.IsExactType(t) {
			return "", true
		}
	}
	if len(want) == 1 {
		return fmt.Sprintf("must evaluate to %v but got %v", want[0].String(), out.String()), false
	}
	return fmt.Sprintf("must evaluate to one of %v but got %v", want, out.String()), false
}

// envFor returns (building it once) the environment with the variables
// options declares.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.mustBuildEnvs and createEnvForOpts.
func (c *compiler) envFor(opts OptionalVariableDeclarations) (*environment.EnvSet, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if env, ok := c.envs[opts]; ok {
		return env, nil
	}
	requestType, namespaceType := BuildRequestType(), BuildNamespaceType()
	envOpts := []cel.EnvOption{
		cel.Variable(ObjectVarName, cel.DynType),
		cel.Variable(OldObjectVarName, cel.DynType),
		cel.Variable(NamespaceVarName, namespaceType.CelType()),
		cel.Variable(RequestVarName, requestType.CelType()),
		library.Authz(),
	}
	if opts.HasParams {
		envOpts = append(envOpts, cel.Variable(ParamsVarName, cel.DynType))
	}
	if opts.HasAuthorizer {
		envOpts = append(envOpts,
			cel.Variable(AuthorizerVarName, library.AuthorizerType),
			cel.Variable(RequestResourceAuthorizerVarName, library.ResourceCheckType))
	}
	env, err := c.base.Extend(environment.VersionedOptions{
		// Upstream's feature epoch is 1.26, but these variables are always
		// there: 1.0, as upstream says.
		IntroducedVersion: environment.MajorMinor(1, 0),
		EnvOptions:        envOpts,
		DeclTypes:         []*apiservercel.DeclType{namespaceType, requestType},
	})
	if err != nil {
		return nil, fmt.Errorf("environment misconfigured: %w", err)
	}
	if opts.HasPatchTypes {
		if len(c.patchTypes) == 0 {
			return nil, fmt.Errorf("environment misconfigured: no patch types were given")
		}
		if env, err = env.Extend(c.patchTypes...); err != nil {
			return nil, fmt.Errorf("environment misconfigured: %w", err)
		}
	}
	c.envs[opts] = env
	return env, nil
}
