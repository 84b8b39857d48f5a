// Command kubectl is the real kubectl, built from k8s.io/kubectl at the
// version e2e/go.mod pins, so the end-to-end suite never depends on
// whatever kubectl happens to be on PATH. The suite builds it once into
// e2e/.bin/kubectl-<version> with the version ldflags set; see
// framework.BuildKubectls.
//
// Upstream: k8s.io/kubernetes/cmd/kubectl/kubectl.go, the same lines.
package main

import (
	"k8s.io/component-base/cli"
	"k8s.io/kubectl/pkg/cmd"
	"k8s.io/kubectl/pkg/cmd/util"
)

func main() {
	command := cmd.NewDefaultKubectlCommand()
	if err := cli.RunNoErrOutput(command); err != nil {
		// Pretty-print the error and exit with an error.
		util.CheckErr(err)
	}
}
