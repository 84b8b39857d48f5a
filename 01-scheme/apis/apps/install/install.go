package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	Install(legacyscheme.Scheme)
}

// Install registers the apps group's internal types, v1 and v1beta1 in
// scheme, v1 preferred: discovery names it the preferred version and
// storage writes it. It panics on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/install.Install.
func Install(scheme *runtime.Scheme) {
	must(apps.AddToScheme(scheme))
	must(v1beta1.AddToScheme(scheme))
	must(v1.AddToScheme(scheme))
	must(scheme.SetVersionPriority(v1.SchemeGroupVersion, v1beta1.SchemeGroupVersion))
}

// must panics on a non-nil error.
// Upstream: k8s.io/apimachinery/pkg/util/runtime.Must.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
