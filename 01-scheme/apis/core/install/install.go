package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	Install(legacyscheme.Scheme)
}

// Install registers the core group's internal types and v1 in scheme and
// makes v1 the preferred (and only) version. It panics on an error: a
// scheme that cannot be built is a programming error found at start-up.
// Upstream: k8s.io/kubernetes/pkg/apis/core/install.Install.
func Install(scheme *runtime.Scheme) {
	must(core.AddToScheme(scheme))
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
