package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestMain builds the kubectls the scenarios run with, unless they are
// cached in .bin already (before m.Run, so that a cold build does not count
// against go test's -timeout), and prints one summary line per stage and
// kubectl after the run.
func TestMain(m *testing.M) {
	if err := framework.BuildKubectls(os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := framework.BuildPinnedHelpers(os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	framework.PrintSummary(os.Stdout)
	os.Exit(code)
}

// TestScenarios runs the kubectl scenarios of every stage that has some
// (testdata/<stage>/*.txtar), once with each kubectl the suite builds, and
// then those of the earlier stages it inherits (Stage.Inherits), under a
// subtest named after that stage. The inherited ones run with the newest
// kubectl only (with every kubectl when E2E_INHERITED_KUBECTLS=all): each
// kubectl's own behaviour is checked on the stage that owns the scenario,
// and what the later stage may break (authentication, authorization,
// admission in front of the same handlers) does not depend on the
// kubectl's version. That halves the suite's longest test, stage 07's
// scenarios:
//
//	go test -run 'TestScenarios/02-generic-server/kubectl-v1.37.2/version' .
//	go test -run 'TestScenarios/07-authn-authz/kubectl-v1.37.2/02-generic-server/version' .
func TestScenarios(t *testing.T) {
	for _, stage := range framework.Stages {
		own := hasScenarios(stage.Name)
		if !own && len(stage.Inherits) == 0 {
			continue // no scenarios yet
		}
		t.Run(stage.Name, func(t *testing.T) {
			for i, k := range framework.Kubectls(t) {
				t.Run("kubectl-"+k.Version, func(t *testing.T) {
					if own {
						framework.RunScripts(t, stage.Name, k)
					}
					if i > 0 && os.Getenv("E2E_INHERITED_KUBECTLS") != "all" {
						return // the newest kubectl runs the inherited ones
					}
					for _, from := range stage.Inherits {
						if !hasScenarios(from) {
							continue
						}
						t.Run(from, func(t *testing.T) {
							framework.RunScriptsFrom(t, stage.Name, from, k)
						})
					}
				})
			}
		})
	}
}

func hasScenarios(stage string) bool {
	_, err := os.Stat(filepath.Join("testdata", stage))
	return err == nil
}
