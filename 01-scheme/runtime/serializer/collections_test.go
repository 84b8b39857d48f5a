package serializer_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
)

// countingWriter counts the writes an encoder makes: a streamed list is
// many writes, a whole encoding one (protobuf) or one per Encode (JSON).
type countingWriter struct {
	bytes.Buffer
	writes int
	first  int // the length of the first write
}

func (w *countingWriter) Write(p []byte) (int, error) {
	if w.writes == 0 {
		w.first = len(p)
	}
	w.writes++
	return w.Buffer.Write(p)
}

// fixture decodes one of the protobuf serializer's JSON fixtures (objects
// upstream's serializers wrote, see protobuf/testdata/README.md) into obj.
func fixture(t *testing.T, codecs serializer.CodecFactory, name string, obj runtime.Object) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("protobuf", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := codecs.UniversalDeserializer().Decode(data, nil, obj); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
}

func configMaps(n int) []corev1.ConfigMap {
	var items []corev1.ConfigMap
	for i := range n {
		items = append(items, corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{
				Name: fmt.Sprintf("cm-%05d", i), Namespace: "default", UID: "4b3c2a1e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
				ResourceVersion:   fmt.Sprint(1000 + i),
				CreationTimestamp: metav1.NewTime(time.Date(2026, 11, 28, 7, 0, i, 0, time.UTC)),
				Labels:            map[string]string{"tier": "a", "app": "compare"},
				Annotations:       map[string]string{"html": "<a href=\"x\">&amp;</a>", "unicode": "héllo \u2028 ✓"},
			},
			Data:       map[string]string{"key": fmt.Sprintf("value-%d", i), "empty": ""},
			BinaryData: map[string][]byte{"bin": {0, 1, 2, 0xff}},
		})
	}
	return items
}

// TestStreamingCollectionsEncodingIsByteIdentical encodes lists with the
// factory the API server uses (streaming on) and with the plain one, in
// JSON and protobuf, through the versioning codec as a response is: the
// bytes must be the same, and lists of the built-in shape must really have
// been written a piece at a time.
func TestStreamingCollectionsEncodingIsByteIdentical(t *testing.T) {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	plain := serializer.NewCodecFactory(scheme)
	streaming := serializer.NewCodecFactory(scheme,
		serializer.WithStreamingCollectionEncodingToJSON(), serializer.WithStreamingCollectionEncodingToProtobuf())

	var pod corev1.Pod
	fixture(t, plain, "pod.json", &pod)
	var cm corev1.ConfigMap
	fixture(t, plain, "configmap.json", &cm)
	remaining := int64(4321)

	tests := []struct {
		name   string
		obj    runtime.Object
		stream bool // written a piece at a time
	}{
		{"ConfigMapList", &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "12345"}, Items: configMaps(50)}, true},
		{"ConfigMapList written in several chunks", &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "12345"}, Items: configMaps(1000)}, true},
		{"ConfigMapList of upstream's fixture", &corev1.ConfigMapList{Items: []corev1.ConfigMap{cm, cm}}, true},
		{"a page: continue and remainingItemCount", &corev1.ConfigMapList{
			ListMeta: metav1.ListMeta{ResourceVersion: "7", Continue: "eyJ2IjoibWV0YS5rOHMuaW8vdjEifQ", RemainingItemCount: &remaining},
			Items:    configMaps(3)}, true},
		{"PodList of upstream's fixture", &corev1.PodList{Items: []corev1.Pod{pod, pod, pod}}, true},
		{"empty list", &corev1.ConfigMapList{Items: []corev1.ConfigMap{}}, true},
		{"nil items", &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "1"}}, true},
		{"not a list", &cm, false},
		{"Status, not a list", &metav1.Status{Status: metav1.StatusFailure, Code: 404}, false},
	}
	for _, tc := range tests {
		for _, info := range streaming.SupportedMediaTypes() {
			if info.MediaType == serializer.ContentTypeYAML {
				continue
			}
			plainInfo, _ := runtime.SerializerInfoForMediaType(plain.SupportedMediaTypes(), info.MediaType)
			t.Run(tc.name+"/"+info.MediaType, func(t *testing.T) {
				var want, got countingWriter
				if err := plain.EncoderForVersion(plainInfo.Serializer, corev1.SchemeGroupVersion).Encode(tc.obj, &want); err != nil {
					t.Fatal(err)
				}
				if err := streaming.EncoderForVersion(info.Serializer, corev1.SchemeGroupVersion).Encode(tc.obj, &got); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Errorf("got\n%q\nwant\n%q", got.Bytes(), want.Bytes())
				}
				if streamed := got.writes > 1; streamed != tc.stream {
					t.Errorf("got %d writes; want streamed=%v", got.writes, tc.stream)
				}
				// The response writer recognises a stream by a first
				// write of at most 4 bytes ("{" or the protobuf magic).
				if tc.stream && got.first > 4 {
					t.Errorf("got a first write of %d bytes; want at most 4", got.first)
				}
			})
		}
	}
}

// Lists of custom resources stream in JSON (keys sorted, as encoding/json
// writes a map), and fail in protobuf as before: they have no protobuf form.
func TestStreamingUnstructuredList(t *testing.T) {
	scheme := runtime.NewScheme()
	item := func(name string) unstructured.Unstructured {
		return unstructured.Unstructured{Object: map[string]interface{}{
			"apiVersion": "stable.example.com/v1", "kind": "CronTab",
			"metadata": map[string]interface{}{"name": name, "resourceVersion": "5"},
			"spec":     map[string]interface{}{"cronSpec": "* * * * */5", "image": "<img>&", "replicas": int64(3), "ratio": 0.5},
		}}
	}
	lists := map[string]*unstructured.UnstructuredList{
		"items": {Object: map[string]interface{}{"apiVersion": "stable.example.com/v1", "kind": "CronTabList",
			"metadata": map[string]interface{}{"resourceVersion": "9", "continue": "abc"}},
			Items: []unstructured.Unstructured{item("a"), item("b")}},
		"no items": {Object: map[string]interface{}{"apiVersion": "stable.example.com/v1", "kind": "CronTabList"}},
		"items key in Object too": {Object: map[string]interface{}{"kind": "CronTabList", "items": []interface{}{}},
			Items: []unstructured.Unstructured{item("c")}},
	}
	whole := json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme, json.SerializerOptions{})
	streamed := json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme, json.SerializerOptions{StreamingCollectionsEncoding: true})
	for name, list := range lists {
		t.Run(name, func(t *testing.T) {
			var want, got countingWriter
			if err := whole.Encode(list, &want); err != nil {
				t.Fatal(err)
			}
			if err := streamed.Encode(list, &got); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Errorf("got\n%s\nwant\n%s", got.Bytes(), want.Bytes())
			}
			if got.writes <= 1 {
				t.Errorf("got %d writes; want the list streamed", got.writes)
			}
		})
	}
	pb := protobuf.NewSerializerWithOptions(scheme, scheme, protobuf.SerializerOptions{StreamingCollectionsEncoding: true})
	var buf bytes.Buffer
	if err := pb.Encode(lists["items"], &buf); !protobuf.IsNotMarshalable(err) || buf.Len() != 0 {
		t.Errorf("protobuf: got %v and %d bytes; want a not-marshalable error and nothing written", err, buf.Len())
	}
}
