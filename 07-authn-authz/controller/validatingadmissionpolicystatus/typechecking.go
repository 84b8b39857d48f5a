package validatingadmissionpolicystatus

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/traits"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel/model"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// maxTypesToCheck bounds the kinds one policy is checked against: a rule
// on many groups, versions and resources would otherwise compile every
// expression hundreds of times.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.maxTypesToCheck.
const maxTypesToCheck = 10

// TypeChecker checks a policy's expressions against the schemas of the
// kinds it matches.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.TypeChecker.
type TypeChecker struct {
	SchemaResolver SchemaResolver
	RestMapper     RESTMapper
}

// TypeCheckingContext is what a policy's expressions are checked with:
// the kinds and their CEL types, the params' kind and type, the variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.TypeCheckingContext.
type TypeCheckingContext struct {
	gvks          []schema.GroupVersionKind
	declTypes     []*apiservercel.DeclType
	paramGVK      schema.GroupVersionKind
	paramDeclType *apiservercel.DeclType
	variables     []admissionregistration.Variable
}

// TypeCheckingResult is what checking one expression against one kind
// found: compiler issues, or an error that stopped the check.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.TypeCheckingResult.
type TypeCheckingResult struct {
	GVK    schema.GroupVersionKind
	Issues error
	Err    error
}

// TypeCheckingResults are one expression's results, one per kind.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.TypeCheckingResults.
type TypeCheckingResults []*TypeCheckingResult

// String is the warning: each kind's issues on lines of their own.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.TypeCheckingResults.String.
func (rs TypeCheckingResults) String() string {
	var messages []string
	for _, r := range rs {
		if m := r.String(); m != "" {
			messages = append(messages, m)
		}
	}
	return strings.Join(messages, "\n")
}

// String is "<group/version, Kind=kind>: <issues>", or "" when the
// expression checked.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeCheckingResult).String.
func (r *TypeCheckingResult) String() string {
	if r.Issues == nil && r.Err == nil {
		return ""
	}
	if r.Err != nil {
		return fmt.Sprintf("%v: type checking error: %v\n", r.GVK, r.Err)
	}
	return fmt.Sprintf("%v: %s\n", r.GVK, r.Issues)
}

// Check returns the warnings of every validation's expression and
// messageExpression, by field path.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).Check.
func (c *TypeChecker) Check(policy *admissionregistration.ValidatingAdmissionPolicy) []admissionregistration.ExpressionWarning {
	ctx := c.CreateContext(policy)
	var warnings []admissionregistration.ExpressionWarning
	fieldRef := field.NewPath("spec", "validations")
	for i, v := range policy.Spec.Validations {
		if results := c.CheckExpression(ctx, v.Expression); len(results) != 0 {
			warnings = append(warnings, admissionregistration.ExpressionWarning{
				FieldRef: fieldRef.Index(i).Child("expression").String(), Warning: results.String()})
		}
		if v.MessageExpression == "" {
			continue
		}
		if results := c.CheckExpression(ctx, v.MessageExpression); len(results) != 0 {
			warnings = append(warnings, admissionregistration.ExpressionWarning{
				FieldRef: fieldRef.Index(i).Child("messageExpression").String(), Warning: results.String()})
		}
	}
	return warnings
}

// CreateContext resolves the kinds the policy matches and their types,
// skipping those without a schema, and the params' type.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).CreateContext.
func (c *TypeChecker) CreateContext(policy *admissionregistration.ValidatingAdmissionPolicy) *TypeCheckingContext {
	ctx := &TypeCheckingContext{variables: policy.Spec.Variables}
	for _, gvk := range c.typesToCheck(policy) {
		declType, err := c.declType(gvk)
		if err != nil {
			if !errors.Is(err, ErrSchemaNotFound) {
				klog.V(2).Infof("type checking: cannot resolve the schema of %v: %v", gvk, err)
			}
			continue
		}
		ctx.gvks = append(ctx.gvks, gvk)
		ctx.declTypes = append(ctx.declTypes, declType)
	}
	ctx.paramGVK = paramsGVK(policy)
	paramType, err := c.declType(ctx.paramGVK)
	if err != nil {
		if !errors.Is(err, ErrSchemaNotFound) {
			klog.V(2).Infof("type checking: cannot resolve the schema of params %v: %v", ctx.paramGVK, err)
		}
		paramType = nil // params stay dyn
	}
	ctx.paramDeclType = paramType
	return ctx
}

// CheckExpression compiles expression once per kind, with object and
// oldObject of that kind's type, after the policy's variables.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).CheckExpression.
func (c *TypeChecker) CheckExpression(ctx *TypeCheckingContext, expression string) TypeCheckingResults {
	var results TypeCheckingResults
	for i, gvk := range ctx.gvks {
		env, err := newTypedEnv(ctx.declTypes[i], ctx.paramDeclType, !ctx.paramGVK.Empty())
		if err != nil {
			results = append(results, &TypeCheckingResult{GVK: gvk, Err: err})
			continue
		}
		for _, v := range ctx.variables {
			env.compileVariable(v.Name, v.Expression)
		}
		if _, issues := env.compile(expression); issues != nil {
			results = append(results, &TypeCheckingResult{GVK: gvk, Issues: issues})
		}
	}
	return results
}

// typeNameCounter makes each resolved type's name unique: two kinds (or
// object and params of one kind) must not share a CEL type name.
var typeNameCounter atomic.Int64

// declType is the CEL type of gvk's schema; nil for an empty gvk.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).declType.
func (c *TypeChecker) declType(gvk schema.GroupVersionKind) (*apiservercel.DeclType, error) {
	if gvk.Empty() {
		return nil, nil
	}
	s, err := c.SchemaResolver.ResolveSchema(gvk)
	if err != nil {
		return nil, err
	}
	declType := model.SchemaDeclType(s, true)
	if declType == nil {
		return nil, nil
	}
	return declType.MaybeAssignTypeName(fmt.Sprintf("%s%d", gvk.Kind, typeNameCounter.Add(1))), nil
}

// paramsGVK is the kind of the policy's params; empty without paramKind.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).paramsGVK.
func paramsGVK(policy *admissionregistration.ValidatingAdmissionPolicy) schema.GroupVersionKind {
	if policy.Spec.ParamKind == nil {
		return schema.GroupVersionKind{}
	}
	gv, err := schema.ParseGroupVersion(policy.Spec.ParamKind.APIVersion)
	if err != nil {
		return schema.GroupVersionKind{}
	}
	return gv.WithKind(policy.Spec.ParamKind.Kind)
}

// typesToCheck lists the kinds of the policy's resource rules, sorted,
// at most maxTypesToCheck; rules with a wildcard group or version are
// skipped, as are wildcard and subresource entries.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*TypeChecker).typesToCheck.
func (c *TypeChecker) typesToCheck(p *admissionregistration.ValidatingAdmissionPolicy) []schema.GroupVersionKind {
	if p.Spec.MatchConstraints == nil {
		return nil
	}
	seen := map[schema.GroupVersionKind]bool{}
	count := 0
	for _, rule := range p.Spec.MatchConstraints.ResourceRules {
		r := rule.RuleWithOperations.Rule
		groups, versions, resources := withoutWildcards(r.APIGroups, "*"), withoutWildcards(r.APIVersions, "*"), extractResources(r.Resources)
		if len(groups) == 0 || len(versions) == 0 || len(resources) == 0 {
			continue
		}
		for _, group := range groups {
			for _, version := range versions {
				for _, resource := range resources {
					kinds, err := c.RestMapper.KindsFor(schema.GroupVersionResource{Group: group, Version: version, Resource: resource})
					if err != nil {
						continue
					}
					for _, gvk := range kinds {
						if gvk.Empty() {
							continue
						}
						seen[gvk] = true
						if count++; count == maxTypesToCheck {
							return sortGVKs(seen)
						}
					}
				}
			}
		}
	}
	return sortGVKs(seen)
}

// withoutWildcards returns list sorted, or nil when an entry holds "*".
// Upstream: extractGroups and extractVersions of typechecking.go.
func withoutWildcards(list []string, wildcard string) []string {
	out := make([]string, 0, len(list))
	for _, s := range list {
		if strings.Contains(s, wildcard) {
			return nil
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// extractResources drops "*" and subresource entries and sorts the rest.
// Upstream: extractResources of typechecking.go.
func extractResources(list []string) []string {
	out := make([]string, 0, len(list))
	for _, s := range list {
		if !strings.ContainsAny(s, "*/") {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// sortGVKs lists set by group, version, kind.
// Upstream: sortGVKList of typechecking.go.
func sortGVKs(set map[schema.GroupVersionKind]bool) []schema.GroupVersionKind {
	list := make([]schema.GroupVersionKind, 0, len(set))
	for gvk := range set {
		list = append(list, gvk)
	}
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Group != b.Group {
			return a.Group < b.Group
		}
		if a.Version != b.Version {
			return a.Version < b.Version
		}
		return a.Kind < b.Kind
	})
	return list
}

// typedEnv is the environment of one kind: object and oldObject (and
// params) typed, `variables` an object whose fields are the variables
// compiled so far.
type typedEnv struct {
	env       *cel.Env
	variables *apiservercel.DeclType
}

// newTypedEnv builds the environment for objects of type object (dyn if
// nil) and params of type params (declared only with hasParams), in the
// stored-expressions mode upstream checks in.
// Upstream: buildEnvSet of typechecking.go and
// k8s.io/apiserver/pkg/admission/plugin/cel.NewCompositedCompilerForTypeChecking.
func newTypedEnv(object, params *apiservercel.DeclType, hasParams bool) (*typedEnv, error) {
	requestType, namespaceType := plugincel.BuildRequestType(), plugincel.BuildNamespaceType()
	variables := apiservercel.NewObjectType("kubernetes.variables", map[string]*apiservercel.DeclField{})
	declTypes := []*apiservercel.DeclType{namespaceType, requestType, variables}
	opts := []cel.EnvOption{
		cel.Variable(plugincel.NamespaceVarName, namespaceType.CelType()),
		cel.Variable(plugincel.RequestVarName, requestType.CelType()),
		cel.Variable(plugincel.VariableVarName, variables.CelType()),
		library.Authz(),
		cel.Variable(plugincel.AuthorizerVarName, library.AuthorizerType),
	}
	objectType := cel.DynType
	if object != nil {
		declTypes = append(declTypes, object)
		objectType = object.CelType()
	}
	opts = append(opts, cel.Variable(plugincel.ObjectVarName, objectType), cel.Variable(plugincel.OldObjectVarName, objectType))
	if hasParams {
		paramsType := cel.DynType
		if params != nil {
			declTypes = append(declTypes, params)
			paramsType = params.CelType()
		}
		opts = append(opts, cel.Variable(plugincel.ParamsVarName, paramsType))
	}
	set, err := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).Extend(environment.VersionedOptions{
		IntroducedVersion: environment.MajorMinor(1, 0),
		EnvOptions:        opts,
		DeclTypes:         declTypes,
	})
	if err != nil {
		return nil, err
	}
	env, err := set.Env(environment.StoredExpressions)
	if err != nil {
		return nil, err
	}
	return &typedEnv{env: env, variables: variables}, nil
}

// compile compiles expr and returns the compiler's issues, nil when it
// checks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*typeCheckingCompiler).CompileCELExpression.
func (e *typedEnv) compile(expr string) (*cel.Type, error) {
	ast, issues := e.env.Compile(expr)
	if issues != nil && issues.Err() != nil {
		return nil, &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid, Detail: issues.String()}
	}
	return ast.OutputType(), nil
}

// compileVariable compiles a variable and adds it to `variables` with
// the type it compiled to (dyn if it did not compile), for the
// expressions after it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.(*CompositedCompiler).CompileAndStoreVariable.
func (e *typedEnv) compileVariable(name, expr string) {
	t := apiservercel.DynType
	if out, err := e.compile(expr); err == nil {
		t = declTypeOf(out)
	}
	e.variables.Fields[name] = &apiservercel.DeclField{Name: name, Type: t, Required: true}
}

// declTypeOf is the DeclType of a compiled type, so that `variables.x`
// is checked as x compiled.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.convertCelTypeToDeclType
// (the admission compiler has its own copy, unexported).
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
	return apiservercel.NewSimpleTypeWithMinSize(t.String(), t, 1)
}
