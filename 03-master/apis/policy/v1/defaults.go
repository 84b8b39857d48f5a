package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// addDefaultingFuncs registers the generated defaulters. policy/v1 has no
// SetDefaults_* function of its own (upstream neither): its objects are
// only walked for the defaults of the types they hold.
// Upstream: k8s.io/kubernetes/pkg/apis/policy/v1.RegisterDefaults.
func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}
