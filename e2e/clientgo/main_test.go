package clientgo

import (
	"os"
	"testing"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// namespace is where the tests create their objects.
const namespace = "default"

// ownLabel marks the ConfigMaps the tests create, and ownSelector selects
// them: from stage 07 on, a namespace also holds what controllers put
// there (kube-root-ca.crt, as in every real cluster), so a test that
// counts its objects lists by label, as a real client would.
const (
	ownLabel    = "e2e.kube-rebuilt.dev/clientgo"
	ownSelector = ownLabel + "=true"
)

// TestMain prints one summary line per stage after the run.
func TestMain(m *testing.M) {
	code := m.Run()
	framework.PrintSummary(os.Stdout)
	os.Exit(code)
}

// forEachStage runs test as a subtest per stage of framework.Stages, each
// against a server of its own.
func forEachStage(t *testing.T, test func(t *testing.T, srv *framework.Server)) {
	t.Helper()
	for _, st := range framework.Stages {
		t.Run(st.Name, func(t *testing.T) {
			framework.Track(t, st.Name+": client-go tests")
			srv := framework.StartServer(t, st.Name, framework.Options{})
			test(t, srv)
		})
	}
}
