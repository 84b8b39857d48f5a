package v1

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestUpstreamFixtures decodes objects upstream encoded (see
// testdata/README.md) with unknown fields disallowed, so every field
// upstream wrote must exist here under the same JSON name, and checks that
// encoding gives back the same bytes, so key order and omitempty match.
func TestUpstreamFixtures(t *testing.T) {
	tests := []struct {
		file string
		into runtime.Object
	}{
		{"pod.json", &Pod{}},
		{"configmap.json", &ConfigMap{}},
		{"namespace.json", &Namespace{}},
		{"pod-projected.json", &Pod{}},
		{"limitrange.json", &LimitRange{}},
		{"resourcequota.json", &ResourceQuota{}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			dec := json.NewDecoder(bytes.NewReader(want))
			dec.DisallowUnknownFields()
			if err := dec.Decode(tt.into); err != nil {
				t.Fatalf("decode: %v", err)
			}
			got, err := json.MarshalIndent(tt.into, "", "  ")
			if err != nil {
				t.Fatalf("encode: %v", err)
			}
			want = withoutNullCreationTimestamps(t, want)
			if !bytes.Equal(compact(t, got), want) {
				t.Errorf("re-encoded =\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// withoutNullCreationTimestamps compacts a fixture and drops its
// "creationTimestamp":null members. The fixtures were written by
// k8s.io/api v0.32; since v1.37 (the version we follow)
// ObjectMeta.CreationTimestamp is tagged omitzero, so upstream leaves a
// zero time out instead of writing null. That is the one expected
// difference.
func withoutNullCreationTimestamps(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		t.Fatal(err)
	}
	out := bytes.ReplaceAll(buf.Bytes(), []byte(`"creationTimestamp":null,`), nil)
	return bytes.ReplaceAll(out, []byte(`,"creationTimestamp":null`), nil)
}

// TestFixtureValues spot-checks that the fixture's values land in the
// right fields.
func TestFixtureValues(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "pod.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pod Pod
	if err := json.Unmarshal(data, &pod); err != nil {
		t.Fatal(err)
	}
	c := pod.Spec.Containers[0]
	if got, want := c.Resources.Limits[ResourceCPU].MilliValue(), int64(500); got != want {
		t.Errorf("cpu limit = %dm; want %dm", got, want)
	}
	if got, want := c.Resources.Limits[ResourceMemory].Value(), int64(128<<20); got != want {
		t.Errorf("memory limit = %d; want %d", got, want)
	}
	if got, want := c.Ports[0].Protocol, ProtocolTCP; got != want {
		t.Errorf("port protocol = %q; want %q", got, want)
	}
	if got, want := pod.Spec.RestartPolicy, RestartPolicyAlways; got != want {
		t.Errorf("restartPolicy = %q; want %q", got, want)
	}
	if got, want := pod.GetObjectKind().GroupVersionKind(), SchemeGroupVersion.WithKind("Pod"); got != want {
		t.Errorf("kind = %v; want %v", got, want)
	}
}

func compact(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
