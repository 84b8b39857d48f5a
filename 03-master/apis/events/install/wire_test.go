package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	eventsv1 "github.com/kube-rebuilt/apiserver/03-master/apis/events/v1"
)

// TestRoundTripEveryMediaType encodes a filled object of every v1 kind
// with every serializer (JSON, YAML, protobuf: client-go's informers
// read in protobuf), and decodes it back unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, kind := range []string{"Event", "EventList"} {
		gvk := eventsv1.SchemeGroupVersion.WithKind(kind)
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
