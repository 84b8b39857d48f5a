package install

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration"
	v1 "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/v1"
)

func init() {
	Install(legacyscheme.Scheme)
}

// Install registers the group's internal types and v1 in scheme, v1
// preferred. It panics on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/install.Install (which also
// registers the alpha and beta versions).
func Install(scheme *runtime.Scheme) {
	must(storagemigration.AddToScheme(scheme))
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
