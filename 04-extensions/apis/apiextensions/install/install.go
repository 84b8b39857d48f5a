package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	v1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
)

// Install registers the apiextensions group's internal types and v1 in
// scheme, v1 preferred. It panics on an error.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install.Install.
func Install(scheme *runtime.Scheme) {
	must(apiextensions.AddToScheme(scheme))
	must(v1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v1.SchemeGroupVersion))
}

// must panics on a non-nil error.
// Upstream: k8s.io/apimachinery/pkg/util/runtime.Must.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
