package protobuf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// widgetRaw is newWidget("a", 3)'s bare message.
var widgetRaw = []byte{0x0a, 0x03, 0x0a, 0x01, 'a', 0x10, 0x03}

func TestRawEncode(t *testing.T) {
	s := newTestScheme()
	var buf bytes.Buffer
	if err := NewRawSerializer(s, s).Encode(newWidget("a", 3), &buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), widgetRaw) {
		t.Errorf("got % x; want % x", buf.Bytes(), widgetRaw)
	}
}

func TestRawDecode(t *testing.T) {
	s := newTestScheme()
	widgetGVK := testGV.WithKind("Widget")
	gadgetGVK := testGV.WithKind("Gadget")
	into := &Widget{Size: 7}
	tests := []struct {
		name     string
		defaults *schema.GroupVersionKind
		into     runtime.Object
		want     runtime.Object
		wantGVK  schema.GroupVersionKind
	}{
		{"kind from into", nil, into, newWidget("a", 3), widgetGVK},
		{"kind from defaults", &gadgetGVK, &Widget{}, func() *Gadget {
			g := &Gadget{Name: "\x0a\x01a"} // widgetRaw read as a Gadget
			g.SetGroupVersionKind(gadgetGVK)
			return g
		}(), gadgetGVK},
		{"unregistered into", nil, &Plain{}, &Plain{Name: "\x0a\x01a"}, schema.GroupVersionKind{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, gvk, err := NewRawSerializer(s, s).Decode(widgetRaw, tc.defaults, tc.into)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %#v; want %#v", got, tc.want)
			}
			if *gvk != tc.wantGVK {
				t.Errorf("got GVK %v; want %v", *gvk, tc.wantGVK)
			}
		})
	}
	if got, _, _ := NewRawSerializer(s, s).Decode(widgetRaw, nil, into); got != into {
		t.Errorf("got %p; want into %p reused", got, into)
	}
}

func TestRawDecodeIntoUnknown(t *testing.T) {
	s := newTestScheme()
	defaults := testGV.WithKind("Widget")
	unk := &runtime.Unknown{ContentEncoding: "gzip"}
	got, gvk, err := NewRawSerializer(s, s).Decode(widgetRaw, &defaults, unk)
	if err != nil {
		t.Fatal(err)
	}
	want := &runtime.Unknown{
		TypeMeta:    runtime.TypeMeta{APIVersion: "test.k8s.io/v1", Kind: "Widget"},
		Raw:         widgetRaw,
		ContentType: "application/vnd.kubernetes.protobuf",
	}
	if got != unk || !reflect.DeepEqual(unk, want) || *gvk != defaults {
		t.Errorf("got %#v, %v; want %#v, %v", unk, gvk, want, defaults)
	}
}

func TestRawDecodeErrors(t *testing.T) {
	s := newTestScheme()
	tests := []struct {
		name string
		data []byte
		into runtime.Object
		want string
	}{
		{"no into", widgetRaw, nil, "this serializer requires an object to decode into"},
		{"empty data", nil, &Widget{}, "empty data"},
		{"truncated", widgetRaw[:3], &Widget{}, "unexpected EOF"},
		{"registered into without protobuf form", widgetRaw, &NoProto{}, "does not implement"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := NewRawSerializer(s, s).Decode(tc.data, nil, tc.into)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, %v; want an error containing %q", got, err, tc.want)
			}
		})
	}
}
