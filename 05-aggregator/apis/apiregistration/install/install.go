package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	v1 "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/v1"
)

// Install registers the apiregistration group's internal types and v1 in
// scheme, v1 preferred. It panics on an error.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/install.Install.
func Install(scheme *runtime.Scheme) {
	must(apiregistration.AddToScheme(scheme))
	must(v1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v1.SchemeGroupVersion))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
