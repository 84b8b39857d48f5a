package serializer_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// storedConfigMap is a ConfigMap as etcd holds it: protobuf, with every
// kind of field a decoder could keep a window on (strings, interned
// strings, []byte map values, managed fields' raw JSON).
func storedConfigMap(t testing.TB) (runtime.Serializer, []byte) {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	info, _ := runtime.SerializerInfoForMediaType(serializer.NewCodecFactory(scheme).SupportedMediaTypes(), serializer.ContentTypeProtobuf)
	cm := configMaps(1)[0]
	cm.ManagedFields = []metav1.ManagedFieldsEntry{{Manager: "kubectl", Operation: metav1.ManagedFieldsOperationApply, APIVersion: "v1",
		FieldsType: "FieldsV1", FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:data":{"f:key":{}}}`)}}}
	cm.SetGroupVersionKind(corev1.SchemeGroupVersion.WithKind("ConfigMap"))
	var buf bytes.Buffer
	if err := info.Serializer.Encode(&cm, &buf); err != nil {
		t.Fatal(err)
	}
	return info.Serializer, buf.Bytes()
}

// TestProtobufDecodeKeepsNoWindowOnItsInput: the protobuf serializer reads
// the object's message where it lies in the input (no copy of the
// envelope's Raw), so everything the decoded object keeps must be its
// own: the input overwritten afterwards (as a reused buffer would be)
// changes nothing in it, nor in an envelope handed out as a
// *runtime.Unknown.
func TestProtobufDecodeKeepsNoWindowOnItsInput(t *testing.T) {
	ser, data := storedConfigMap(t)
	obj, _, err := ser.Decode(data, nil, &corev1.ConfigMap{})
	if err != nil {
		t.Fatal(err)
	}
	want := obj.DeepCopyObject()
	unk := &runtime.Unknown{}
	if _, _, err := ser.Decode(data, nil, unk); err != nil {
		t.Fatal(err)
	}
	wantRaw := bytes.Clone(unk.Raw)
	for i := range data {
		data[i] = 0xff
	}
	if !reflect.DeepEqual(obj, want) {
		t.Errorf("the decoded ConfigMap changed with its input:\n got %+v\nwant %+v", obj, want)
	}
	if !bytes.Equal(unk.Raw, wantRaw) {
		t.Errorf("the envelope's Raw changed with its input: got % x", unk.Raw)
	}
}

// BenchmarkDecodeStoredConfigMap decodes one ConfigMap as the storage
// does each value etcd returns: B/op and allocs/op are what an object
// read from etcd costs beside what it keeps.
func BenchmarkDecodeStoredConfigMap(b *testing.B) {
	ser, data := storedConfigMap(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ser.Decode(data, nil, &corev1.ConfigMap{}); err != nil {
			b.Fatal(err)
		}
	}
}
