package mutation_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation/dynamic"
)

// newEnv is the base environment with an object variable and the
// mutation types, as the admission compiler builds it for mutations.
func newEnv(t *testing.T) *cel.Env {
	t.Helper()
	set, err := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).Extend(environment.VersionedOptions{
		IntroducedVersion: environment.MajorMinor(1, 0),
		EnvOptions: []cel.EnvOption{
			cel.Variable("object", cel.DynType),
			mutation.ResolverEnvOption(&mutation.DynamicTypeResolver{}),
			library.JSONPatch(),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return set.NewExpressionsEnv()
}

func eval(t *testing.T, env *cel.Env, expr string) (ref.Val, error) {
	t.Helper()
	ast, iss := env.Compile(expr)
	if iss.Err() != nil {
		return nil, iss.Err()
	}
	prg, err := env.Program(ast)
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := prg.Eval(map[string]any{"object": map[string]any{"metadata": map[string]any{"name": "web"}}})
	return out, err
}

func TestJSONPatch(t *testing.T) {
	env := newEnv(t)
	tests := []struct {
		expr    string
		want    *mutation.JSONPatchVal // op, path, from; Val compared by want value
		value   any
		wantErr string
	}{
		{expr: `JSONPatch{op: "add", path: "/metadata/labels/" + jsonpatch.escapeKey("a/b"), value: "x"}`,
			want: &mutation.JSONPatchVal{Op: "add", Path: "/metadata/labels/a~1b"}, value: "x"},
		{expr: `JSONPatch{op: "remove", path: "/spec"}`, want: &mutation.JSONPatchVal{Op: "remove", Path: "/spec"}},
		{expr: `JSONPatch{op: "copy", from: "/a", path: "/b"}`, want: &mutation.JSONPatchVal{Op: "copy", From: "/a", Path: "/b"}},
		{expr: `JSONPatch{op: "add", path: "/x", value: object.metadata.name}`,
			want: &mutation.JSONPatchVal{Op: "add", Path: "/x"}, value: "web"},
		{expr: `JSONPatch{op: 1, path: "/x"}`, wantErr: "expected type of field 'op' is 'string' but provided type is 'int'"},
		{expr: `JSONPatch{op: "add", path: dyn(1)}`, wantErr: "unexpected type int64 for JSONPatchType 'path' field"},
		// As upstream, an unknown field has no type rather than being undefined.
		{expr: `JSONPatch{nosuch: "add"}`, wantErr: "expected type of field 'nosuch' is '' but provided type is 'string'"},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			out, err := eval(t, env, tt.expr)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, ok := out.(*mutation.JSONPatchVal)
			if !ok {
				t.Fatalf("got %T; want *mutation.JSONPatchVal", out)
			}
			if got.Op != tt.want.Op || got.Path != tt.want.Path || got.From != tt.want.From {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
			if tt.value == nil && got.Val != nil || tt.value != nil && (got.Val == nil || got.Val.Value() != tt.value) {
				t.Errorf("got value %v; want %v", got.Val, tt.value)
			}
		})
	}
}

func TestJSONPatchFields(t *testing.T) {
	env := newEnv(t)
	tests := []struct {
		expr string
		want any
	}{
		{`JSONPatch{op: "add", path: "/a"}.op`, "add"},
		{`has(JSONPatch{op: "add", path: "/a"}.value)`, false},
		{`has(JSONPatch{op: "add", path: "/a", value: 1}.value)`, true},
		{`JSONPatch{op: "add", path: "/a"} == JSONPatch{op: "add", path: "/a"}`, true},
		{`JSONPatch{op: "add", path: "/a", value: 1} == JSONPatch{op: "add", path: "/a", value: 2}`, false},
		{`[JSONPatch{op: "add"}].size()`, int64(1)},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			out, err := eval(t, env, tt.expr)
			if err != nil {
				t.Fatal(err)
			}
			if got := out.Value(); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestObject(t *testing.T) {
	env := newEnv(t)
	tests := []struct {
		expr        string
		want        map[string]any
		wantTypeErr string
		wantEvalErr string
	}{
		{expr: `Object{spec: Object.spec{replicas: 3}}`, want: map[string]any{"spec": map[string]any{"replicas": int64(3)}}},
		{expr: `Object{metadata: Object.metadata{labels: {"env": "prod"}}}`,
			want: map[string]any{"metadata": map[string]any{"labels": map[string]any{"env": "prod"}}}},
		{expr: `Object{spec: Object.spec{containers: [Object.spec.containers{name: "a"}]}}`,
			want: map[string]any{"spec": map[string]any{"containers": []any{map[string]any{"name": "a"}}}}},
		{expr: `Object{spec: Object.spec{selector: Object.spec.wrong{}}}`,
			wantTypeErr: `unexpected type name "Object.spec.wrong", expected "Object.spec.selector", which matches field name path from root Object type`},
		{expr: `Object{spec: Object.spec{containers: [Object.spec.nope{name: "a"}]}}`,
			wantTypeErr: `unexpected type name "Object.spec.nope", expected "Object.spec.containers"`},
		{expr: `Object{metadata: Object.metadata{name: object.metadata.name}}`, want: map[string]any{"metadata": map[string]any{"name": "web"}}},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			out, err := eval(t, env, tt.expr)
			if err != nil {
				t.Fatal(err)
			}
			obj, ok := out.(*dynamic.ObjectVal)
			if !ok {
				t.Fatalf("got %T; want *dynamic.ObjectVal", out)
			}
			err = obj.CheckTypeNamesMatchFieldPathNames()
			if tt.wantTypeErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantTypeErr) {
					t.Fatalf("got type check error %v; want one containing %q", err, tt.wantTypeErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := obj.Value(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %#v; want %#v", got, tt.want)
			}
		})
	}
}

// TestResolverFallsBack: names the resolver does not know still reach
// the environment's own types (here a protobuf well-known type).
func TestResolverFallsBack(t *testing.T) {
	env := newEnv(t)
	out, err := eval(t, env, `google.protobuf.Int64Value{value: 3} == 3`)
	if err != nil {
		t.Fatal(err)
	}
	if out.Value() != true {
		t.Errorf("got %v; want true", out.Value())
	}
	if _, err := eval(t, env, `Nope{a: 1}`); err == nil || !strings.Contains(err.Error(), "undeclared reference to 'Nope'") {
		t.Errorf("got %v; want an undeclared reference error", err)
	}
}
