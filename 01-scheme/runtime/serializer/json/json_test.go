package json_test

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/streaming"
)

type Widget struct {
	runtime.TypeMeta `json:",inline"`
	Name             string            `json:"name"`
	Replicas         int64             `json:"replicas,omitempty"`
	Labels           map[string]string `json:"labels,omitempty"`
}

func (in *Widget) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

var gv = schema.GroupVersion{Group: "toys", Version: "v1"}

func newScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	s.AddKnownTypes(gv, &Widget{})
	return s
}

func serializer(s *runtime.Scheme, yaml, pretty, strict bool) *json.Serializer {
	return json.NewSerializerWithOptions(json.DefaultMetaFactory, s, s, json.SerializerOptions{Yaml: yaml, Pretty: pretty, Strict: strict})
}

func TestDecode(t *testing.T) {
	s := newScheme()
	tests := []struct {
		name     string
		yaml     bool
		strict   bool
		data     string
		defaults *schema.GroupVersionKind
		want     *Widget
		wantErr  string
	}{
		{name: "json", data: `{"apiVersion":"toys/v1","kind":"Widget","name":"a","replicas":2}`,
			want: &Widget{TypeMeta: runtime.TypeMeta{APIVersion: "toys/v1", Kind: "Widget"}, Name: "a", Replicas: 2}},
		{name: "yaml", yaml: true, data: "apiVersion: toys/v1\nkind: Widget\nname: a\nlabels:\n  x: z\n",
			want: &Widget{TypeMeta: runtime.TypeMeta{APIVersion: "toys/v1", Kind: "Widget"}, Name: "a", Labels: map[string]string{"x": "z"}}},
		{name: "kind from defaults", data: `{"name":"a"}`, defaults: &schema.GroupVersionKind{Group: "toys", Version: "v1", Kind: "Widget"},
			want: &Widget{Name: "a"}},
		{name: "missing kind", data: `{"apiVersion":"toys/v1","name":"a"}`, wantErr: "Object 'Kind' is missing in"},
		{name: "missing apiVersion", data: `{"kind":"Widget","name":"a"}`, wantErr: "Object 'apiVersion' is missing in"},
		{name: "unknown kind", data: `{"apiVersion":"toys/v1","kind":"Gadget"}`, wantErr: `no kind "Gadget" is registered for version "toys/v1"`},
		{name: "malformed", data: `{"apiVersion":"toys/v1",`, wantErr: "couldn't get version/kind; json parse error"},
		{name: "wrong type", data: `{"apiVersion":"toys/v1","kind":"Widget","replicas":"two"}`, wantErr: "cannot unmarshal string"},
		{name: "case sensitive: Name is not name", data: `{"apiVersion":"toys/v1","kind":"Widget","Name":"a"}`,
			want: &Widget{TypeMeta: runtime.TypeMeta{APIVersion: "toys/v1", Kind: "Widget"}}},
		{name: "strict unknown field", strict: true, data: `{"apiVersion":"toys/v1","kind":"Widget","name":"a","colour":"red"}`,
			wantErr: `strict decoding error: unknown field "colour"`},
		{name: "strict duplicate field", strict: true, data: `{"apiVersion":"toys/v1","kind":"Widget","name":"a","name":"b"}`,
			wantErr: `strict decoding error: duplicate field "name"`},
		{name: "strict yaml duplicate key", yaml: true, strict: true, data: "apiVersion: toys/v1\nkind: Widget\nname: a\nname: b\n",
			wantErr: `strict decoding error: yaml: unmarshal errors:`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obj, _, err := serializer(s, tt.yaml, false, tt.strict).Decode([]byte(tt.data), tt.defaults, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(obj, tt.want) {
				t.Errorf("got %+v; want %+v", obj, tt.want)
			}
		})
	}
}

func TestStrictErrorKeepsObject(t *testing.T) {
	obj, _, err := serializer(newScheme(), false, false, true).Decode([]byte(`{"apiVersion":"toys/v1","kind":"Widget","name":"a","extra":1}`), nil, nil)
	if _, ok := runtime.AsStrictDecodingError(err); !ok {
		t.Fatalf("got %v; want a StrictDecodingError", err)
	}
	if w, ok := obj.(*Widget); !ok || w.Name != "a" {
		t.Errorf("got %+v; want the decoded object alongside the strict error (fieldValidation=Warn needs it)", obj)
	}
}

func TestEncode(t *testing.T) {
	s := newScheme()
	w := &Widget{TypeMeta: runtime.TypeMeta{APIVersion: "toys/v1", Kind: "Widget"}, Name: "a"}
	tests := []struct {
		name               string
		yaml, pretty, want string
	}{
		{name: "json", want: "{\"apiVersion\":\"toys/v1\",\"kind\":\"Widget\",\"name\":\"a\"}\n"},
		{name: "pretty", pretty: "y", want: "{\n  \"apiVersion\": \"toys/v1\",\n  \"kind\": \"Widget\",\n  \"name\": \"a\"\n}"},
		{name: "yaml", yaml: "y", want: "apiVersion: toys/v1\nkind: Widget\nname: a\n"},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := serializer(s, tt.yaml != "", tt.pretty != "", false).Encode(w, &buf); err != nil {
			t.Fatal(err)
		}
		if buf.String() != tt.want {
			t.Errorf("%s: got %q; want %q", tt.name, buf.String(), tt.want)
		}
	}
}

func TestRecognizesData(t *testing.T) {
	s := newScheme()
	if ok, unknown, _ := serializer(s, false, false, false).RecognizesData([]byte("  \n{\"a\":1}")); !ok || unknown {
		t.Errorf("json: got ok=%v unknown=%v; want recognised", ok, unknown)
	}
	if ok, _, _ := serializer(s, false, false, false).RecognizesData([]byte("a: 1")); ok {
		t.Errorf("json recognised yaml")
	}
	if _, unknown, _ := serializer(s, true, false, false).RecognizesData([]byte("a: 1")); !unknown {
		t.Errorf("yaml: got known; want unknown (YAML cannot tell)")
	}
}

// TestStreams writes three objects through a framer and reads them back
// with a streaming decoder whose first buffer is too small: the framer's
// io.ErrShortBuffer makes it grow.
func TestStreams(t *testing.T) {
	s := newScheme()
	for _, tc := range []struct {
		name   string
		framer runtime.Framer
		s      *json.Serializer
	}{
		{"json", json.Framer, serializer(s, false, false, false)},
		{"yaml", json.YAMLFramer, serializer(s, true, false, false)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			enc := streaming.NewEncoder(tc.framer.NewFrameWriter(&buf), tc.s)
			var want []runtime.Object
			for _, name := range []string{"a", strings.Repeat("b", 3000), "c"} {
				w := &Widget{TypeMeta: runtime.TypeMeta{APIVersion: "toys/v1", Kind: "Widget"}, Name: name}
				want = append(want, w)
				if err := enc.Encode(w); err != nil {
					t.Fatal(err)
				}
			}
			dec := streaming.NewDecoder(tc.framer.NewFrameReader(io.NopCloser(&buf)), tc.s)
			for i := range want {
				got, _, err := dec.Decode(nil, nil)
				if err != nil {
					t.Fatalf("frame %d: %v", i, err)
				}
				if !reflect.DeepEqual(got, want[i]) {
					t.Errorf("frame %d: got %+v; want %+v", i, got, want[i])
				}
			}
			if _, _, err := dec.Decode(nil, nil); err != io.EOF {
				t.Errorf("after the last frame: got %v; want io.EOF", err)
			}
		})
	}
}
