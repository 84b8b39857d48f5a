package serializer_test

import (
	"bytes"
	"reflect"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

func newFactory(t *testing.T) serializer.CodecFactory {
	t.Helper()
	s := runtime.NewScheme()
	if err := metav1.AddToGroupVersion(s, schema.GroupVersion{Version: "v1"}); err != nil {
		t.Fatal(err)
	}
	return serializer.NewCodecFactory(s)
}

// TestEveryMediaTypeRoundTrips encodes a Status with each serializer and
// decodes it with the universal deserializer, which must recognise the
// format on its own.
func TestEveryMediaTypeRoundTrips(t *testing.T) {
	f := newFactory(t)
	want := &metav1.Status{
		TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "Status"},
		Status:   metav1.StatusFailure, Message: `pods "web" not found`, Reason: metav1.StatusReasonNotFound,
		Details: &metav1.StatusDetails{Name: "web", Kind: "pods"}, Code: 404,
	}
	var mediaTypes []string
	for _, info := range f.SupportedMediaTypes() {
		mediaTypes = append(mediaTypes, info.MediaType)
		t.Run(info.MediaType, func(t *testing.T) {
			var buf bytes.Buffer
			if err := info.Serializer.Encode(want, &buf); err != nil {
				t.Fatal(err)
			}
			got, err := runtime.Decode(f.UniversalDeserializer(), buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v; want %#v", got, want)
			}
		})
	}
	if want := []string{"application/json", "application/yaml", "application/vnd.kubernetes.protobuf"}; !reflect.DeepEqual(mediaTypes, want) {
		t.Errorf("got media types %v; want %v", mediaTypes, want)
	}
}

func TestUniversalDeserializerRejectsGarbage(t *testing.T) {
	f := newFactory(t)
	for _, data := range []string{"", "k8s\x00\xff\xff", "{", "- a\n- b\n"} {
		if _, err := runtime.Decode(f.UniversalDeserializer(), []byte(data)); err == nil {
			t.Errorf("%q: got nil error; want one", data)
		}
	}
}

func TestWithoutConversionSetsKind(t *testing.T) {
	f := newFactory(t)
	info := f.SupportedMediaTypes()[0]
	enc := f.WithoutConversion().EncoderForVersion(info.Serializer, schema.GroupVersion{Version: "v1"})
	var buf bytes.Buffer
	if err := enc.Encode(&metav1.APIVersions{Versions: []string{"v1"}}, &buf); err != nil {
		t.Fatal(err)
	}
	if want := "{\"kind\":\"APIVersions\",\"apiVersion\":\"v1\",\"versions\":[\"v1\"],\"serverAddressByClientCIDRs\":null}\n"; buf.String() != want {
		t.Errorf("got %s; want %s", buf.String(), want)
	}
}
