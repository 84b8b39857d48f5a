package v1alpha1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_FlunderSpec makes a reference without a type a reference to
// a Flunder, so that the conversion to the internal spec knows which
// field to fill.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.SetDefaults_FlunderSpec.
func SetDefaults_FlunderSpec(obj *FlunderSpec) {
	if (obj.ReferenceType == nil || len(*obj.ReferenceType) == 0) && len(obj.Reference) != 0 {
		t := FlunderReferenceType
		obj.ReferenceType = &t
	}
}
