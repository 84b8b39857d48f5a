package roundtrip

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/events/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/node/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/policy/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/resource/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/storage/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/install"
	apiextensionsinstall "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/install"
	apiregistrationinstall "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/install"
	_ "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/install"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/install"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/install"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/install"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install"
)

// schemes are the schemes of the complete server: the built-in groups
// (legacyscheme.Scheme, each install package registering its group), the
// custom resource definitions', the APIServices', and the discovery
// documents' with the meta types.
func schemes(t testing.TB) map[string]*runtime.Scheme {
	extensions := runtime.NewScheme()
	apiextensionsinstall.Install(extensions)
	aggregator := runtime.NewScheme()
	apiregistrationinstall.Install(aggregator)
	discovery := runtime.NewScheme()
	if err := apidiscoveryv2.AddToScheme(discovery); err != nil {
		t.Fatal(err)
	}
	metav1.AddToGroupVersion(discovery, metav1.SchemeGroupVersion)
	return map[string]*runtime.Scheme{
		"built-in": legacyscheme.Scheme, "apiextensions": extensions,
		"apiregistration": aggregator, "apidiscovery": discovery,
	}
}

// FuzzGeneratedProtobufMatchesReflective runs
// fuzzer.CompareGeneratedProtobuf on every kind of every stage: filled
// objects, some with every field set, some with nil and empty collections,
// zero times, negative numbers and unicode; the generated size and bytes
// must be the reflective codec's, and survive a round trip. The seeds
// below run with go test.
func FuzzGeneratedProtobufMatchesReflective(f *testing.F) {
	all := schemes(f)
	for seed := int64(0); seed < 3; seed++ {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		for name, scheme := range all {
			for _, err := range fuzzer.CompareGeneratedProtobuf(scheme, seed, 6) {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}
