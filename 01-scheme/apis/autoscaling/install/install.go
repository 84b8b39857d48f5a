package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	v2 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v2"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	Install(legacyscheme.Scheme)
}

// Install registers the autoscaling group's internal types, v2 and v1 in
// scheme, v2 preferred (autoscalers are stored as v2); it panics on an
// error.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/install.Install (which
// also registers v2beta1 and v2beta2).
func Install(scheme *runtime.Scheme) {
	must(autoscaling.AddToScheme(scheme))
	must(v2.AddToScheme(scheme))
	must(v1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v2.SchemeGroupVersion, v1.SchemeGroupVersion))
}

// must panics on a non-nil error.
// Upstream: k8s.io/apimachinery/pkg/util/runtime.Must.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
