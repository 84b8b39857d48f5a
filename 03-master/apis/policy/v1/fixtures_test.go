package v1

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestUpstreamFixtures checks PodDisruptionBudget and Eviction against
// what k8s.io/api v0.37.2 wrote for the same objects (testdata/README.md):
// JSON decoded with unknown fields disallowed and re-encoded to the same
// bytes; protobuf encoded to upstream's bytes and decoded back. client-go
// informers list and watch these in protobuf, so a wrong field number
// would lose a field silently.
func TestUpstreamFixtures(t *testing.T) {
	tests := []struct {
		name string
		new  func() runtime.Object
	}{
		{"poddisruptionbudget", func() runtime.Object { return &PodDisruptionBudget{} }},
		{"eviction", func() runtime.Object { return &Eviction{} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantJSON, err := os.ReadFile(filepath.Join("testdata", tt.name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			obj := tt.new()
			dec := json.NewDecoder(bytes.NewReader(wantJSON))
			dec.DisallowUnknownFields()
			if err := dec.Decode(obj); err != nil {
				t.Fatalf("decode: %v", err)
			}
			gotJSON, err := json.Marshal(obj)
			if err != nil {
				t.Fatal(err)
			}
			if want := compact(t, wantJSON); !bytes.Equal(gotJSON, want) {
				t.Errorf("re-encoded JSON =\n%s\nwant\n%s", gotJSON, want)
			}

			wantPB, err := os.ReadFile(filepath.Join("testdata", tt.name+".pb"))
			if err != nil {
				t.Fatal(err)
			}
			gotPB, err := proto.Marshal(obj)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(gotPB, wantPB) {
				t.Errorf("proto.Marshal =\n% x\nwant (upstream)\n% x", gotPB, wantPB)
			}
			back := tt.new()
			if err := proto.Unmarshal(wantPB, back); err != nil {
				t.Fatal(err)
			}
			back.GetObjectKind().SetGroupVersionKind(obj.GetObjectKind().GroupVersionKind())
			if !reflect.DeepEqual(back, obj) {
				t.Errorf("proto.Unmarshal =\n%#v\nwant\n%#v", back, obj)
			}
		})
	}
}

// compact removes the insignificant whitespace of a JSON document.
func compact(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
