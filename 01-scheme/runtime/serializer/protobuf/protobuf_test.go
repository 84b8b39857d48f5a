package protobuf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// widgetBody is newWidget("a", 3), worked out by hand.
var widgetBody = cat(
	[]byte("k8s\x00"),
	[]byte{0x0a, 0x18}, // 1: typeMeta, 24 bytes
	[]byte{0x0a, 0x0e}, []byte("test.k8s.io/v1"),
	[]byte{0x12, 0x06}, []byte("Widget"),
	[]byte{0x12, 0x07},                  // 2: raw, 7 bytes
	[]byte{0x0a, 0x03, 0x0a, 0x01, 'a'}, // metadata {name: "a"}
	[]byte{0x10, 0x03},                  // size: 3; labels nil: left out
	[]byte{0x1a, 0x00},                  // 3: contentEncoding ""
	[]byte{0x22, 0x00},                  // 4: contentType ""
)

// envelope builds a body around raw with the given apiVersion and kind.
func envelope(t *testing.T, apiVersion, kind string, raw []byte) []byte {
	t.Helper()
	unk := &runtime.Unknown{TypeMeta: runtime.TypeMeta{APIVersion: apiVersion, Kind: kind}, Raw: raw}
	data, err := proto.Marshal(unk)
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte("k8s\x00"), data...)
}

func TestIdentifiers(t *testing.T) {
	s := newTestScheme()
	if got := NewSerializer(s, s).Identifier(); got != "protobuf" {
		t.Errorf("got %q; want %q", got, "protobuf")
	}
	if got := NewRawSerializer(s, s).Identifier(); got != "raw-protobuf" {
		t.Errorf("got %q; want %q", got, "raw-protobuf")
	}
}

func TestRecognizesData(t *testing.T) {
	s := newTestScheme()
	for data, want := range map[string]bool{"k8s\x00\x0a": true, "k8s\x00": true, "k8s": false, "{}": false, "": false} {
		ok, unknown, err := NewSerializer(s, s).RecognizesData([]byte(data))
		if ok != want || unknown || err != nil {
			t.Errorf("RecognizesData(%q): got %v, %v, %v; want %v, false, nil", data, ok, unknown, err, want)
		}
	}
}

func TestEncode(t *testing.T) {
	s := newTestScheme()
	unk := &runtime.Unknown{TypeMeta: runtime.TypeMeta{APIVersion: "v1", Kind: "X"}, Raw: []byte{1}, ContentType: "application/json"}
	tests := []struct {
		name string
		obj  runtime.Object
		want []byte
	}{
		{"object in an envelope", newWidget("a", 3), widgetBody},
		{"unknown written as it is", unk, cat([]byte("k8s\x00"),
			[]byte{0x0a, 0x07, 0x0a, 0x02, 'v', '1', 0x12, 0x01, 'X'},
			[]byte{0x12, 0x01, 0x01, 0x1a, 0x00, 0x22, 0x10}, []byte("application/json"))},
		{"no kind: empty typeMeta fields", &Gadget{Name: "g"}, cat([]byte("k8s\x00"),
			[]byte{0x0a, 0x04, 0x0a, 0x00, 0x12, 0x00},
			[]byte{0x12, 0x03, 0x0a, 0x01, 'g', 0x1a, 0x00, 0x22, 0x00})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := NewSerializer(s, s).Encode(tc.obj, &buf); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), tc.want) {
				t.Errorf("got % x; want % x", buf.Bytes(), tc.want)
			}
		})
	}
}

func TestEncodeNotMarshalable(t *testing.T) {
	s := newTestScheme()
	want := "object *protobuf.NoProto does not implement the protobuf marshalling interface and cannot be encoded to a protobuf message"
	for _, enc := range []runtime.Encoder{NewSerializer(s, s), NewRawSerializer(s, s)} {
		var buf bytes.Buffer
		err := enc.Encode(&NoProto{Name: "x"}, &buf)
		if err == nil || err.Error() != want || !IsNotMarshalable(err) {
			t.Errorf("%s: got %v; want %q", enc.Identifier(), err, want)
		}
		if buf.Len() != 0 {
			t.Errorf("%s: got % x written; want nothing", enc.Identifier(), buf.Bytes())
		}
	}
}

func TestDecode(t *testing.T) {
	s := newTestScheme()
	widgetGVK := testGV.WithKind("Widget")
	into := &Widget{Size: 99, Labels: map[string]string{"old": "x"}}
	tests := []struct {
		name     string
		data     []byte
		defaults *schema.GroupVersionKind
		into     runtime.Object
		want     runtime.Object
		wantGVK  schema.GroupVersionKind
		sameInto bool // the result must be into itself
	}{
		{"new object", widgetBody, nil, nil, newWidget("a", 3), widgetGVK, false},
		{"into of that kind is reused and reset", widgetBody, nil, into, newWidget("a", 3), widgetGVK, true},
		{"into of another kind: a new object", widgetBody, nil, &Gadget{}, newWidget("a", 3), widgetGVK, false},
		{"kind from defaults", envelope(t, "test.k8s.io/v1", "", []byte{0x10, 0x01}),
			&schema.GroupVersionKind{Kind: "Widget"}, nil,
			func() *Widget { w := newWidget("", 1); return w }(), widgetGVK, false},
		{"apiVersion from into's type", envelope(t, "", "Widget", []byte{0x10, 0x02}), nil, &Widget{},
			newWidget("", 2), widgetGVK, true},
		{"unregistered into: decoded as it is", envelope(t, "other/v9", "Plain", []byte{0x0a, 0x01, 'p'}), nil, &Plain{},
			&Plain{Name: "p"}, schema.GroupVersionKind{Group: "other", Version: "v9", Kind: "Plain"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, gvk, err := NewSerializer(s, s).Decode(tc.data, tc.defaults, tc.into)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %#v; want %#v", got, tc.want)
			}
			if gvk == nil || *gvk != tc.wantGVK {
				t.Errorf("got GVK %v; want %v", gvk, tc.wantGVK)
			}
			if tc.sameInto && got != tc.into {
				t.Errorf("got a new object %p; want into %p", got, tc.into)
			}
		})
	}
}

func TestDecodeIntoUnknown(t *testing.T) {
	s := newTestScheme()
	nested := envelope(t, "v1", "Inner", []byte{0x08, 0x01})
	tests := []struct {
		name            string
		data            []byte
		wantRaw         []byte
		wantContentType string
	}{
		{"bare raw", widgetBody, []byte{0x0a, 0x03, 0x0a, 0x01, 'a', 0x10, 0x03}, ""},
		{"raw that is itself a protobuf body", envelope(t, "v1", "List", nested), nested, "application/vnd.kubernetes.protobuf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			unk := &runtime.Unknown{}
			got, _, err := NewSerializer(s, s).Decode(tc.data, nil, unk)
			if err != nil {
				t.Fatal(err)
			}
			if got != unk || !bytes.Equal(unk.Raw, tc.wantRaw) || unk.ContentType != tc.wantContentType {
				t.Errorf("got raw % x, content type %q; want % x, %q", unk.Raw, unk.ContentType, tc.wantRaw, tc.wantContentType)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	s := newTestScheme()
	tests := []struct {
		name  string
		data  []byte
		into  runtime.Object
		check func(error) bool
		want  string // a part of the message
	}{
		{"empty data", nil, nil, nil, "empty data"},
		{"wrong magic", []byte(`{"kind":"Widget"}`), nil, nil,
			"provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]"},
		{"short magic", []byte("k8s"), nil, nil, "expected prefix"},
		{"prefix only", []byte("k8s\x00"), nil, nil, "empty body"},
		{"truncated envelope", widgetBody[:10], nil, nil, "unexpected EOF"},
		{"garbled envelope", []byte("k8s\x00\x0f"), nil, nil, "illegal wire type"},
		{"garbled raw", envelope(t, "test.k8s.io/v1", "Widget", []byte{0x0a, 0x09}), nil, nil, "unexpected EOF"},
		{"raw of the wrong shape", envelope(t, "test.k8s.io/v1", "Widget", []byte{0x12, 0x00}), nil, nil, "wrong wire type"},
		{"no kind", envelope(t, "test.k8s.io/v1", "", nil), nil, runtime.IsMissingKind, "Object 'Kind' is missing"},
		{"no version", envelope(t, "", "Widget", nil), nil, runtime.IsMissingVersion, "Object 'apiVersion' is missing"},
		{"unknown kind", envelope(t, "test.k8s.io/v1", "Gizmo", nil), nil, runtime.IsNotRegisteredError, `no kind "Gizmo"`},
		{"registered kind without protobuf form", envelope(t, "test.k8s.io/v1", "NoProto", nil), nil, IsNotMarshalable, "does not implement"},
		{"unregistered into without protobuf form", widgetBody, &struct{ NoProto }{}, IsNotMarshalable, "does not implement"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := NewSerializer(s, s).Decode(tc.data, nil, tc.into)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, %v; want an error containing %q", got, err, tc.want)
			}
			if tc.check != nil && !tc.check(err) {
				t.Errorf("got %v (%T); want it to be the right kind of error", err, err)
			}
			if got != nil {
				t.Errorf("got object %#v; want nil", got)
			}
		})
	}
}
