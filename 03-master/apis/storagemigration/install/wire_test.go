package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	storagemigrationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/v1"
)

// TestRoundTripEveryMediaType encodes a filled object of every v1 kind
// with every serializer (JSON, YAML, protobuf: client-go informers, such
// as kube-scheduler's, read protobuf) and decodes it back unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, kind := range []string{"StorageVersionMigration", "StorageVersionMigrationList"} {
		gvk := storagemigrationv1.SchemeGroupVersion.WithKind(kind)
		want, err := legacyscheme.Scheme.New(gvk)
		if err != nil {
			t.Fatal(err)
		}
		fuzzer.NewFiller(1).Fill(want)
		want.GetObjectKind().SetGroupVersionKind(gvk)
		for _, info := range codecs.SupportedMediaTypes() {
			t.Run(kind+" "+info.MediaType, func(t *testing.T) {
				data, err := runtime.Encode(info.Serializer, want)
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := codecs.UniversalDeserializer().Decode(data, nil, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, data)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("got %#v; want %#v", got, want)
				}
			})
		}
	}
}

// FuzzGeneratedMatchesReflective compares, on random objects of every
// kind of the group, the generated conversions and deep copies with the
// reflective ones (01-scheme/api/apitesting/fuzzer). The seeds below run
// with go test.
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
