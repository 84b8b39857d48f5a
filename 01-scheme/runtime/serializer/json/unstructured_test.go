package json_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
)

// An Unstructured target needs no scheme: the data's kind is its kind.
func TestDecodeIntoUnstructured(t *testing.T) {
	s := json.NewSerializerWithOptions(json.DefaultMetaFactory, runtime.NewScheme(), runtime.NewScheme(), json.SerializerOptions{Strict: true})
	data := []byte(`{"apiVersion":"stable.example.com/v1","kind":"CronTab","spec":{"n":1,"n":2}}`)
	u := &unstructured.Unstructured{}
	obj, gvk, err := s.Decode(data, nil, u)
	if _, ok := runtime.AsStrictDecodingError(err); !ok {
		t.Fatalf("got error %v; want a strict decoding error for the duplicate field", err)
	}
	if obj != u || gvk.Kind != "CronTab" {
		t.Fatalf("got %T kind %q; want the given Unstructured of kind CronTab", obj, gvk.Kind)
	}
	if n, _, _ := unstructured.NestedInt64(u.Object, "spec", "n"); n != 2 {
		t.Errorf("spec.n = %d; want 2 (int64, last value)", n)
	}
	if _, _, err := s.Decode([]byte(`{"apiVersion":"v1"}`), nil, &unstructured.Unstructured{}); !runtime.IsMissingKind(err) {
		t.Errorf("got %v; want a missing-kind error", err)
	}
}
