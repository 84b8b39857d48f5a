package protobuf

import (
	"bytes"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestAppendEnvelope: the envelope written in place is the one Marshal
// writes for a runtime.Unknown whose Raw holds the object's message, for
// an empty object, a small one and one whose message needs a two-byte
// length; and what was already in the buffer is kept.
func TestAppendEnvelope(t *testing.T) {
	typeMeta := runtime.TypeMeta{APIVersion: "test.k8s.io/v1", Kind: "Widget"}
	big := make(map[string]string)
	for _, k := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		big[k] = string(bytes.Repeat([]byte(k), 20))
	}
	for _, c := range []struct {
		name string
		obj  *Widget
	}{
		{"empty", &Widget{}},
		{"small", &Widget{Metadata: widgetMeta{Name: "w"}, Size: 3, Labels: map[string]string{"x": "y"}}},
		{"long", &Widget{Metadata: widgetMeta{Name: "w"}, Labels: big}},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw, err := proto.Marshal(c.obj)
			if err != nil {
				t.Fatal(err)
			}
			want, err := proto.Marshal(&runtime.Unknown{TypeMeta: typeMeta, Raw: raw})
			if err != nil {
				t.Fatal(err)
			}
			got, err := appendEnvelope([]byte("k8s\x00"), typeMeta, c.obj)
			if err != nil {
				t.Fatal(err)
			}
			if want = append([]byte("k8s\x00"), want...); !bytes.Equal(got, want) {
				t.Errorf("got  %x\nwant %x", got, want)
			}
		})
	}
}

// TestEncodeReusesBuffers: bodies written one after the other, large then
// small, each whole and alone: a reused buffer leaks nothing of the body
// before it, and the writer's copy is not overwritten by the next one.
func TestEncodeReusesBuffers(t *testing.T) {
	s := NewSerializer(newTestScheme(), newTestScheme())
	large := newWidget("large", 1)
	large.Labels = map[string]string{"k": string(bytes.Repeat([]byte("v"), 4096))}
	var bodies []*bytes.Buffer
	for _, obj := range []runtime.Object{large, newWidget("a", 3), large, newWidget("a", 3)} {
		var buf bytes.Buffer
		if err := s.Encode(obj, &buf); err != nil {
			t.Fatal(err)
		}
		bodies = append(bodies, &buf)
	}
	if !bytes.Equal(bodies[1].Bytes(), widgetBody) || !bytes.Equal(bodies[3].Bytes(), widgetBody) {
		t.Errorf("small body after a large one: got % x; want % x", bodies[3].Bytes(), widgetBody)
	}
	if !bytes.Equal(bodies[0].Bytes(), bodies[2].Bytes()) || bodies[0].Len() < 4096 {
		t.Errorf("large body: got %d bytes, then %d; want the same twice", bodies[0].Len(), bodies[2].Len())
	}
}
