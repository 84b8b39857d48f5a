package cel

import (
	"context"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

type expr struct {
	expression string
	returns    []*cel.Type
}

func (e expr) GetExpression() string    { return e.expression }
func (e expr) ReturnTypes() []*cel.Type { return e.returns }

type variable struct {
	name, expression string
}

func (v variable) GetExpression() string    { return v.expression }
func (v variable) ReturnTypes() []*cel.Type { return []*cel.Type{cel.AnyType, cel.DynType} }
func (v variable) GetName() string          { return v.name }

func boolExpr(s string) ExpressionAccessor { return expr{s, []*cel.Type{cel.BoolType}} }

func deployment(replicas int64) *unstructured.Unstructured {
	return &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "apps/v1", "kind": "Deployment",
		"metadata": map[string]any{"name": "web", "namespace": "default", "labels": map[string]any{"app": "web"}},
		"spec":     map[string]any{"replicas": replicas},
	}}
}

func attributes(obj *unstructured.Unstructured, u user.Info) *generic.VersionedAttributes {
	gvr := schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}
	gvk := schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}
	a := admission.NewAttributesRecord(obj, nil, gvk, "default", "web", gvr, "", admission.Create, nil, false, u)
	return &generic.VersionedAttributes{Attributes: a, VersionedKind: gvk, VersionedObject: obj}
}

func request(a admission.Attributes) *admissionv1.AdmissionRequest {
	return CreateAdmissionRequest(a, admissionv1.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"},
		admissionv1.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
}

func TestCompileErrors(t *testing.T) {
	c := NewCompiler(environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()))
	for _, tc := range []struct {
		name    string
		expr    ExpressionAccessor
		decls   OptionalVariableDeclarations
		wantErr string
	}{
		{"object and request", boolExpr("object.spec.replicas < 5 && request.operation == 'CREATE'"), OptionalVariableDeclarations{}, ""},
		{"namespaceObject is typed", boolExpr("namespaceObject.metadata.nmae == 'x'"), OptionalVariableDeclarations{}, "undefined field 'nmae'"},
		{"request is typed", boolExpr("request.nmae == 'x'"), OptionalVariableDeclarations{}, "undefined field 'nmae'"},
		{"params only with paramKind", boolExpr("params.data.max == '3'"), OptionalVariableDeclarations{}, "undeclared reference to 'params'"},
		{"params", boolExpr("params.data.max == '3'"), OptionalVariableDeclarations{HasParams: true}, ""},
		{"authorizer", boolExpr("authorizer.group('apps').resource('deployments').check('delete').allowed()"), OptionalVariableDeclarations{HasAuthorizer: true}, ""},
		{"return type", boolExpr("'x'"), OptionalVariableDeclarations{}, "must evaluate to bool but got string"},
		{"syntax", boolExpr("object.spec.replicas <"), OptionalVariableDeclarations{}, "compilation failed: ERROR: <input>:1:23: Syntax error"},
		{"patch types not given", boolExpr("true"), OptionalVariableDeclarations{HasPatchTypes: true}, "no patch types were given"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := c.CompileCELExpression(tc.expr, tc.decls, environment.NewExpressions)
			got := ""
			if r.Error != nil {
				got = r.Error.Detail
			}
			if tc.wantErr == "" && got != "" || !strings.Contains(got, tc.wantErr) {
				t.Errorf("got error %q; want one containing %q", got, tc.wantErr)
			}
		})
	}
}

// countingAuthorizer allows alice to delete deployments and counts calls.
type countingAuthorizer struct{ calls int }

func (a *countingAuthorizer) Authorize(_ context.Context, attr authorizer.Attributes) (authorizer.Decision, string, error) {
	a.calls++
	if attr.GetUser().GetName() == "alice" && attr.GetVerb() == "delete" && attr.GetResource() == "deployments" {
		return authorizer.DecisionAllow, "alice may", nil
	}
	return authorizer.DecisionNoOpinion, "", nil
}

func TestConditionForInput(t *testing.T) {
	params := &unstructured.Unstructured{Object: map[string]any{"apiVersion": "v1", "kind": "ConfigMap", "data": map[string]any{"max": "3"}}}
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"devs"}}
	for _, tc := range []struct {
		name     string
		expr     string
		replicas int64
		want     any // bool, or the error's text
	}{
		{"within the param", "object.spec.replicas <= int(params.data.max)", 3, true},
		{"over the param", "object.spec.replicas <= int(params.data.max)", 4, false},
		{"request", "request.operation == 'CREATE' && request.userInfo.username == 'alice' && request.kind.kind == 'Deployment'", 1, true},
		{"oldObject is null on create", "oldObject == null", 1, true},
		{"namespace", "namespaceObject.metadata.name == 'default'", 1, true},
		{"authorizer", "authorizer.group('apps').resource('deployments').namespace('default').check('delete').allowed()", 1, true},
		{"requestResource", "authorizer.requestResource.check('create').allowed()", 1, false},
		{"service account", "authorizer.serviceAccount('default', 'sa').group('apps').resource('deployments').check('delete').allowed()", 1, false},
		{"runtime error", "object.spec.missing == 1", 1, "expression 'object.spec.missing == 1' resulted in error: no such key: missing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := NewConditionCompiler(environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()))
			ev := c.CompileCondition([]ExpressionAccessor{boolExpr(tc.expr)}, OptionalVariableDeclarations{HasParams: true, HasAuthorizer: true}, environment.NewExpressions)
			if errs := ev.CompilationErrors(); len(errs) > 0 {
				t.Fatalf("got compilation errors %v; want none", errs)
			}
			attr := attributes(deployment(tc.replicas), alice)
			ns := &unstructured.Unstructured{Object: map[string]any{"metadata": map[string]any{"name": "default"}}}
			results, _, err := ev.ForInput(context.Background(), attr, request(attr), OptionalVariableBindings{VersionedParams: params, Authorizer: &countingAuthorizer{}}, ns, apiservercel.RuntimeCELCostBudget)
			if err != nil {
				t.Fatalf("got error %v; want none", err)
			}
			r := results[0]
			switch want := tc.want.(type) {
			case bool:
				if r.Error != nil || r.EvalResult.Value() != want {
					t.Errorf("got %v, %v; want %v", r.EvalResult, r.Error, want)
				}
			case string:
				if r.Error == nil || r.Error.Error() != want {
					t.Errorf("got error %v; want %q", r.Error, want)
				}
			}
		})
	}
}

// TestVariablesLazyOnce checks a variable is typed at compile time,
// evaluated only when read and at most once per request, and charged to
// the budget.
func TestVariablesLazyOnce(t *testing.T) {
	c, err := NewCompositedCompiler(environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()))
	if err != nil {
		t.Fatal(err)
	}
	decls := OptionalVariableDeclarations{HasAuthorizer: true}
	c.CompileAndStoreVariables([]NamedExpressionAccessor{
		variable{"canDelete", "authorizer.group('apps').resource('deployments').check('delete').allowed()"},
		variable{"replicas", "object.spec.replicas"},
		variable{"double", "variables.replicas * 2"},
	}, decls, environment.NewExpressions)
	if r := c.CompileCondition([]ExpressionAccessor{boolExpr("variables.canDelete == 'yes'")}, decls, environment.NewExpressions); len(r.CompilationErrors()) == 0 {
		t.Errorf("got no compilation error comparing a bool variable to a string; want one")
	}
	ev := c.CompileCondition([]ExpressionAccessor{
		boolExpr("variables.canDelete || variables.canDelete"),
		boolExpr("variables.canDelete && variables.double == 6"),
		boolExpr("true"),
	}, decls, environment.NewExpressions)
	if errs := ev.CompilationErrors(); len(errs) > 0 {
		t.Fatalf("got compilation errors %v; want none", errs)
	}
	authz := &countingAuthorizer{}
	attr := attributes(deployment(3), &user.DefaultInfo{Name: "alice"})
	ctx := c.CreateContext(context.Background())
	results, remaining, err := ev.ForInput(ctx, attr, request(attr), OptionalVariableBindings{Authorizer: authz}, nil, apiservercel.RuntimeCELCostBudget)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if r.Error != nil || r.EvalResult.Value() != true {
			t.Errorf("expression %d: got %v, %v; want true", i, r.EvalResult, r.Error)
		}
	}
	if authz.calls != 1 {
		t.Errorf("got %d authorizer calls; want 1 (the variable evaluated once)", authz.calls)
	}
	if remaining >= apiservercel.RuntimeCELCostBudget {
		t.Errorf("got remaining budget %d; want less than %d", remaining, apiservercel.RuntimeCELCostBudget)
	}
	// A budget too small for the variables stops evaluation.
	_, _, err = ev.ForInput(c.CreateContext(context.Background()), attr, request(attr), OptionalVariableBindings{Authorizer: authz}, nil, 2)
	if err == nil || !strings.Contains(err.Error(), "running out of cost budget") {
		t.Errorf("got %v; want the out-of-budget error", err)
	}
}
