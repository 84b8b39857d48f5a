package legacyscheme_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
)

// FuzzGeneratedProtobufMatchesReflective fills objects of every stage-01
// kind, some with every field set, some with nil and empty collections,
// zero times, negative numbers and unicode, and requires the generated
// ProtoSize and MarshalToSizedBuffer (zz_generated.protobuf.go) to give
// the reflective codec's size and bytes, and the bytes to survive a round
// trip. The seeds below run with go test.
func FuzzGeneratedProtobufMatchesReflective(f *testing.F) {
	for seed := int64(0); seed < 5; seed++ {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		for _, err := range fuzzer.CompareGeneratedProtobuf(legacyscheme.Scheme, seed, 10) {
			t.Error(err)
		}
	})
}
