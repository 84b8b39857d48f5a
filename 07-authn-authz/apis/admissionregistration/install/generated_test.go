package install

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// FuzzGeneratedMatchesReflective compares, on random objects of every
// admissionregistration kind, the generated conversions and deep copies
// with the reflective ones (01-scheme/api/apitesting/fuzzer). The seeds
// below run with go test.
func FuzzGeneratedMatchesReflective(f *testing.F) {
	scheme := runtime.NewScheme()
	Install(scheme)
	for seed := int64(0); seed < 3; seed++ {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		for _, err := range fuzzer.CompareGeneratedWithReflective(scheme, seed, 10) {
			t.Error(err)
		}
	})
}
