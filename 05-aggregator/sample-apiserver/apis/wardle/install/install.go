package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1alpha1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1beta1"
)

// Install registers the wardle group's internal types, v1beta1 and
// v1alpha1 in scheme, v1beta1 preferred: discovery names it the
// preferred version and kubectl uses it for flunders. (The sample server
// still stores v1alpha1; see package apiserver.) It panics on an error.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/install.Install.
func Install(scheme *runtime.Scheme) {
	must(wardle.AddToScheme(scheme))
	must(v1beta1.AddToScheme(scheme))
	must(v1alpha1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v1beta1.SchemeGroupVersion, v1alpha1.SchemeGroupVersion))
}

// must panics on a non-nil error.
// Upstream: k8s.io/apimachinery/pkg/util/runtime.Must.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
