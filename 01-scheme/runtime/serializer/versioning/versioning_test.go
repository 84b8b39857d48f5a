package versioning_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/versioning"
)

// Internal and external Widget: the external one names the count "size".
type Widget struct {
	runtime.TypeMeta
	Count int64
}

type WidgetV1 struct {
	runtime.TypeMeta `json:",inline"`
	Size             int64 `json:"size"`
}

type Status struct {
	runtime.TypeMeta `json:",inline"`
	Message          string `json:"message"`
}

func (in *Widget) DeepCopyObject() runtime.Object   { return conversion.DeepCopy(in) }
func (in *WidgetV1) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
func (in *Status) DeepCopyObject() runtime.Object   { return conversion.DeepCopy(in) }

var v1 = schema.GroupVersion{Group: "toys", Version: "v1"}

func newCodec(t *testing.T) (runtime.Codec, *runtime.Scheme) {
	t.Helper()
	s := runtime.NewScheme()
	s.AddKnownTypeWithName(schema.GroupVersion{Group: "toys", Version: runtime.APIVersionInternal}.WithKind("Widget"), &Widget{})
	s.AddKnownTypeWithName(v1.WithKind("Widget"), &WidgetV1{})
	s.AddUnversionedTypes(schema.GroupVersion{Version: "v1"}, &Status{})
	must(t, s.AddConversionFunc((*WidgetV1)(nil), (*Widget)(nil), func(a, b interface{}, _ conversion.Scope) error {
		b.(*Widget).Count = a.(*WidgetV1).Size
		return nil
	}))
	must(t, s.AddConversionFunc((*Widget)(nil), (*WidgetV1)(nil), func(a, b interface{}, _ conversion.Scope) error {
		b.(*WidgetV1).Size = a.(*Widget).Count
		return nil
	}))
	s.AddTypeDefaultingFunc(&WidgetV1{}, func(obj interface{}) {
		if w := obj.(*WidgetV1); w.Size == 0 {
			w.Size = 1
		}
	})
	js := json.NewSerializerWithOptions(json.DefaultMetaFactory, s, s, json.SerializerOptions{})
	return versioning.NewCodec(js, js, s, s, s, s, v1, runtime.InternalGroupVersioner), s
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestDecodeDefaultsThenConverts(t *testing.T) {
	codec, _ := newCodec(t)
	obj, gvk, err := codec.Decode([]byte(`{"apiVersion":"toys/v1","kind":"Widget"}`), nil, nil)
	must(t, err)
	w, ok := obj.(*Widget)
	if !ok || w.Count != 1 {
		t.Fatalf("got %#v; want internal Widget with Count 1 (defaulted in v1, then converted)", obj)
	}
	if *gvk != v1.WithKind("Widget") {
		t.Errorf("got gvk %v; want the GVK the data claimed", gvk)
	}
	if w.Kind != "" || w.APIVersion != "" {
		t.Errorf("internal object carries type info %q %q", w.APIVersion, w.Kind)
	}
}

func TestEncodeConvertsAndRestoresKind(t *testing.T) {
	codec, _ := newCodec(t)
	in := &Widget{Count: 3}
	var buf bytes.Buffer
	must(t, codec.Encode(in, &buf))
	if want := "{\"apiVersion\":\"toys/v1\",\"kind\":\"Widget\",\"size\":3}\n"; buf.String() != want {
		t.Errorf("got %q; want %q", buf.String(), want)
	}
	if in.Kind != "" {
		t.Errorf("Encode changed the caller's object kind to %q", in.Kind)
	}
}

func TestEncodeUnversioned(t *testing.T) {
	codec, _ := newCodec(t)
	var buf bytes.Buffer
	must(t, codec.Encode(&Status{Message: "gone"}, &buf))
	if !strings.HasPrefix(buf.String(), `{"apiVersion":"v1","kind":"Status"`) {
		t.Errorf("got %s; want Status keeping its own apiVersion v1", buf.String())
	}
}

func TestDecodeIntoConverts(t *testing.T) {
	codec, _ := newCodec(t)
	into := &Widget{}
	obj, _, err := codec.Decode([]byte(`{"apiVersion":"toys/v1","kind":"Widget","size":7}`), nil, into)
	must(t, err)
	if obj != runtime.Object(into) || into.Count != 7 {
		t.Errorf("got %#v; want into filled with Count 7", obj)
	}
}
