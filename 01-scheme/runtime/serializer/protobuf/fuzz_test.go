package protobuf

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// FuzzDecode feeds arbitrary bodies to both serializers: they must never
// panic, and an object Decode accepts must encode and decode back to
// itself. The seeds (the upstream fixtures among them) run in every
// `go test`; `go test -fuzz FuzzDecode` searches further.
func FuzzDecode(f *testing.F) {
	for _, fx := range loadFixtures(f) {
		f.Add(fx.pb)
	}
	f.Add(widgetBody)
	f.Add(widgetRaw)
	f.Add([]byte("k8s\x00"))
	f.Add([]byte("k8s\x00\x0a\x05"))
	f.Add([]byte(`{"kind":"Widget"}`))
	s := newTestScheme()
	ser, raw := NewSerializer(s, s), NewRawSerializer(s, s)
	f.Fuzz(func(t *testing.T, data []byte) {
		ser.Decode(data, nil, &runtime.Unknown{})
		raw.Decode(data, nil, &Widget{})
		raw.Decode(data, nil, &runtime.Unknown{})
		obj, _, err := ser.Decode(data, nil, nil)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := ser.Encode(obj, &buf); err != nil {
			t.Fatalf("Encode of a decoded %T: %v", obj, err)
		}
		again, _, err := ser.Decode(buf.Bytes(), nil, nil)
		if err != nil {
			t.Fatalf("Decode of our own encoding % x: %v", buf.Bytes(), err)
		}
		if !reflect.DeepEqual(again, obj) {
			t.Errorf("got %#v; want %#v", again, obj)
		}
	})
}
