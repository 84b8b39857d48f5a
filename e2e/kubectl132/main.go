// Command kubectl is the real kubectl 1.32, built from k8s.io/kubectl at the
// version this module's go.mod pins. It lives in a module of its own because
// one module can hold only one version of k8s.io/kubectl; the end-to-end
// suite builds it once into e2e/.bin/kubectl-v1.32.<patch> and runs every
// scenario with it as well as with kubectl 1.37 (see framework.Kubectls).
//
// Upstream: k8s.io/kubernetes/cmd/kubectl/kubectl.go (v1.32), the same lines.
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
