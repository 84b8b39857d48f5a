package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// addDefaultingFuncs registers the generated defaulters (none: upstream's
// storagemigration/v1 has no SetDefaults_ functions).
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/v1.addDefaultingFuncs.
func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}
