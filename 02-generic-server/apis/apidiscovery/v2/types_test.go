package v2

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// TestUpstreamDocumentsRoundTrip decodes what a real server sent, strictly,
// and encodes it again byte for byte: every JSON name is upstream's, no
// field is missing, and omitempty is where upstream has it.
func TestUpstreamDocumentsRoundTrip(t *testing.T) {
	for _, name := range []string{"api-aggregated.json", "apis-aggregated.json"} {
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			var list APIGroupDiscoveryList
			dec := json.NewDecoder(bytes.NewReader(want))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&list); err != nil {
				t.Fatalf("decode: %v", err)
			}
			got, err := json.MarshalIndent(&list, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("re-encoded document differs from upstream's:\n%s", firstDiff(got, want))
			}
		})
	}
}

// TestProtobufRoundTrip encodes an upstream document as protobuf through a
// scheme with AddToScheme and decodes it back to the same value.
func TestProtobufRoundTrip(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "apis-aggregated.json"))
	if err != nil {
		t.Fatal(err)
	}
	var in APIGroupDiscoveryList
	if err := json.Unmarshal(data, &in); err != nil {
		t.Fatal(err)
	}
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	var pb runtime.SerializerInfo
	for _, info := range codecs.SupportedMediaTypes() {
		if info.MediaType == serializer.ContentTypeProtobuf {
			pb = info
		}
	}
	encoded, err := runtime.Encode(codecs.WithoutConversion().EncoderForVersion(pb.Serializer, SchemeGroupVersion), &in)
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	out, gvk, err := pb.Serializer.Decode(encoded, nil, nil)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if want := SchemeGroupVersion.WithKind("APIGroupDiscoveryList"); *gvk != want {
		t.Errorf("got kind %v; want %v", *gvk, want)
	}
	in.TypeMeta = metav1.TypeMeta{Kind: "APIGroupDiscoveryList", APIVersion: SchemeGroupVersion.String()}
	if !reflect.DeepEqual(out, &in) {
		t.Errorf("protobuf round trip changed the document")
	}
}

func TestAddToScheme(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	for _, obj := range []runtime.Object{&APIGroupDiscoveryList{}, &APIGroupDiscovery{}} {
		gvks, _, err := scheme.ObjectKinds(obj)
		if err != nil {
			t.Fatal(err)
		}
		if got := gvks[0].GroupVersion(); got != SchemeGroupVersion {
			t.Errorf("%T: got %v; want %v", obj, got, SchemeGroupVersion)
		}
	}
}

// firstDiff shows a little of both sides around the first differing byte.
func firstDiff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	lo := max(0, i-80)
	return "got:  ..." + string(got[lo:min(len(got), i+80)]) + "\nwant: ..." + string(want[lo:min(len(want), i+80)])
}
