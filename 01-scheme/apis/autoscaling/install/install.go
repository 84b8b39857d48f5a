package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	Install(legacyscheme.Scheme)
}

// Install registers the autoscaling group's internal types and v1 in
// scheme, v1 preferred; it panics on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/install.Install.
func Install(scheme *runtime.Scheme) {
	must(autoscaling.AddToScheme(scheme))
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
