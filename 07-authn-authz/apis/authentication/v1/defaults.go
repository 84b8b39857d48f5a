package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_TokenRequestSpec defaults the lifetime to an hour.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication/v1.SetDefaults_TokenRequestSpec.
func SetDefaults_TokenRequestSpec(obj *TokenRequestSpec) {
	if obj.ExpirationSeconds == nil {
		hour := int64(60 * 60)
		obj.ExpirationSeconds = &hour
	}
}
