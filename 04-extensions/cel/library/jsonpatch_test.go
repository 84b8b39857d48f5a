package library_test

import (
	"testing"

	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
)

// TestJSONPatchEscapeKey evaluates jsonpatch.escapeKey in the base
// environment extended with the jsonpatch library, as stage 07's
// mutating admission policies extend it.
func TestJSONPatchEscapeKey(t *testing.T) {
	set, err := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).Extend(
		environment.VersionedOptions{IntroducedVersion: environment.MajorMinor(1, 0), EnvOptions: []cel.EnvOption{library.JSONPatch()}})
	if err != nil {
		t.Fatal(err)
	}
	env := set.NewExpressionsEnv()
	tests := []struct{ expr, want string }{
		{`jsonpatch.escapeKey('k8s.io/my~label')`, "k8s.io~1my~0label"},
		{`jsonpatch.escapeKey('plain')`, "plain"},
		{`jsonpatch.escapeKey('~1')`, "~01"},
		{`"/metadata/labels/" + jsonpatch.escapeKey('a/b')`, "/metadata/labels/a~1b"},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			ast, iss := env.Compile(tt.expr)
			if iss.Err() != nil {
				t.Fatalf("compile: %v", iss.Err())
			}
			prg, err := env.Program(ast)
			if err != nil {
				t.Fatal(err)
			}
			out, _, err := prg.Eval(map[string]any{})
			if err != nil {
				t.Fatal(err)
			}
			if got := out.Value(); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
	// The base environment alone does not know the function.
	base := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).NewExpressionsEnv()
	if _, iss := base.Compile(`jsonpatch.escapeKey('a')`); iss.Err() == nil {
		t.Errorf("got no error compiling jsonpatch.escapeKey in the base environment; want one")
	}
}
