package serializer_test

import (
	"fmt"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// chunkWriter stands for the response writer: it takes every write and
// keeps nothing, as a connection does once the bytes are sent.
type chunkWriter struct{ n int64 }

func (w *chunkWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}

// BenchmarkEncodeList encodes a ConfigMapList of 10,000 items, as a list
// response is (versioning codec, v1), whole and streamed, in JSON and
// protobuf. Read B/op and allocs/op beside ns/op: the whole encoding
// builds the body in one buffer (pooled for protobuf), the streamed one
// holds one item at a time. Run with -benchmem.
func BenchmarkEncodeList(b *testing.B) {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	factories := map[string]serializer.CodecFactory{
		"whole": serializer.NewCodecFactory(scheme),
		"streamed": serializer.NewCodecFactory(scheme,
			serializer.WithStreamingCollectionEncodingToJSON(), serializer.WithStreamingCollectionEncodingToProtobuf()),
	}
	list := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "12345"}, Items: configMaps(10000)}
	for _, mediaType := range []string{serializer.ContentTypeJSON, serializer.ContentTypeProtobuf} {
		for _, how := range []string{"whole", "streamed"} {
			f := factories[how]
			info, _ := runtime.SerializerInfoForMediaType(f.SupportedMediaTypes(), mediaType)
			enc := f.EncoderForVersion(info.Serializer, corev1.SchemeGroupVersion)
			b.Run(fmt.Sprintf("%s/%s", info.MediaTypeSubType, how), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					w := &chunkWriter{}
					if err := enc.Encode(list, w); err != nil {
						b.Fatal(err)
					}
					b.SetBytes(w.n)
				}
			})
		}
	}
}
