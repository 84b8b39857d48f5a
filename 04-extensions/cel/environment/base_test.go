package environment

import (
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"

	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

// TestExtend shows how a later user (stage 07's admission policies) adds
// its own variables and object types to the base environment.
func TestExtend(t *testing.T) {
	base := MustBaseEnvSet(DefaultCompatibilityVersion())
	obj := apiservercel.NewObjectType("Object", map[string]*apiservercel.DeclField{
		"name": {Name: "name", Type: apiservercel.StringType},
	})
	set, err := base.Extend(VersionedOptions{
		IntroducedVersion: MajorMinor(1, 0),
		EnvOptions:        []cel.EnvOption{cel.Variable("object", obj.CelType())},
		DeclTypes:         []*apiservercel.DeclType{obj},
	})
	if err != nil {
		t.Fatalf("extend: %v", err)
	}
	tests := []struct {
		expr    string
		wantErr string
	}{
		{expr: "object.name.startsWith('a') && quantity('1').sign() == 1"},
		{expr: "object.nosuch == 1", wantErr: "undefined field 'nosuch'"},
		{expr: "request.name == ''", wantErr: "undeclared reference to 'request'"},
	}
	for _, tt := range tests {
		for name, env := range map[string]*cel.Env{"new": set.NewExpressionsEnv(), "stored": set.StoredExpressionsEnv()} {
			_, iss := env.Compile(tt.expr)
			switch {
			case tt.wantErr == "" && iss.Err() != nil:
				t.Errorf("%s env, %s: got %v; want no error", name, tt.expr, iss.Err())
			case tt.wantErr != "" && (iss.Err() == nil || !strings.Contains(iss.Err().Error(), tt.wantErr)):
				t.Errorf("%s env, %s: got %v; want %q", name, tt.expr, iss.Err(), tt.wantErr)
			}
		}
	}
	// The base set is unchanged: it has no object variable.
	if _, iss := base.NewExpressionsEnv().Compile("object.name == ''"); iss.Err() == nil {
		t.Errorf("got no error from the base environment; want undeclared reference to 'object'")
	}
}

// TestVersions: an option introduced after the compatibility version is in
// the stored-expressions environment only.
func TestVersions(t *testing.T) {
	set, err := MustBaseEnvSet(DefaultCompatibilityVersion()).Extend(VersionedOptions{
		IntroducedVersion: MajorMinor(1, 37),
		EnvOptions:        []cel.EnvOption{cel.Variable("future", cel.IntType)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, iss := set.NewExpressionsEnv().Compile("future == 1"); iss.Err() == nil {
		t.Errorf("new expressions: got no error; want undeclared reference to 'future'")
	}
	if _, iss := set.StoredExpressionsEnv().Compile("future == 1"); iss.Err() != nil {
		t.Errorf("stored expressions: got %v; want no error", iss.Err())
	}
}

// TestListsVersions: includes (lists version 1, Kubernetes v1.37) is for
// stored expressions only while new ones compile at v1.36.
func TestListsVersions(t *testing.T) {
	set := MustBaseEnvSet(DefaultCompatibilityVersion())
	if _, iss := set.NewExpressionsEnv().Compile("[1, 2].includes(2)"); iss.Err() == nil {
		t.Errorf("new expressions: got no error; want includes undeclared")
	}
	env := set.StoredExpressionsEnv()
	ast, iss := env.Compile("[1, 2].includes(2) && !['a'].includes('b') && [1].sum() == 1")
	if iss.Err() != nil {
		t.Fatalf("stored expressions: %v", iss.Err())
	}
	prg, err := env.Program(ast)
	if err != nil {
		t.Fatal(err)
	}
	if out, _, err := prg.Eval(cel.NoVars()); err != nil || out != types.True {
		t.Errorf("got %v, %v; want true", out, err)
	}
}
