// Command conformance is no program: this module exists to pin upstream's
// end-to-end suite, k8s.io/kubernetes/test/e2e at v1.37.1, whose test
// binary (e2e.test) framework.ConformanceBinary builds into
// e2e/.bin/e2e.test-<version> for TestConformance. k8s.io/kubernetes
// requires its staging modules (k8s.io/api, k8s.io/apiserver, ...) at
// v0.0.0 and replaces them with ./staging; a module that depends on it must
// replace each with its published v0.37.2, as go.mod does.
// framework.UpstreamComponent builds kube-controller-manager,
// kube-scheduler and kube-apiserver (for E2E_CONFORMANCE_SERVER=upstream)
// from the same module. The blank imports keep their
// packages in go.mod and go.sum.
package main

import (
	_ "k8s.io/kubernetes/cmd/kube-apiserver/app"
	_ "k8s.io/kubernetes/cmd/kube-controller-manager/app"
	_ "k8s.io/kubernetes/cmd/kube-scheduler/app"
	_ "k8s.io/kubernetes/test/e2e"
)

func main() {}
