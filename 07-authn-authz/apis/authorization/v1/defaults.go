package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// addDefaultingFuncs registers the generated defaulters (none today:
// the group has no defaults, as upstream).
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/v1.addDefaultingFuncs.
func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}
