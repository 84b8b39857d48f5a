package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	v1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

// Install registers audit.k8s.io/v1 in scheme, v1 preferred. It panics
// on an error. Upstream: k8s.io/apiserver/pkg/apis/audit/install.Install
// (which registers the internal version too).
func Install(scheme *runtime.Scheme) {
	must(v1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v1.SchemeGroupVersion))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
