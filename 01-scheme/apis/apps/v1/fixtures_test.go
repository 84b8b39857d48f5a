package v1

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestUpstreamFixture decodes a Deployment upstream encoded (see
// testdata/README.md) with unknown fields disallowed, and checks that
// encoding it again gives the same bytes.
func TestUpstreamFixture(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("testdata", "deployment.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d Deployment
	dec := json.NewDecoder(bytes.NewReader(want))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		t.Fatalf("decode: %v", err)
	}
	if d.Spec.Replicas == nil || *d.Spec.Replicas != 3 {
		t.Errorf("replicas = %v; want 3", d.Spec.Replicas)
	}
	if got := d.Spec.Selector.MatchLabels["app"]; got != "web" {
		t.Errorf("selector app = %q; want %q", got, "web")
	}
	got, err := json.MarshalIndent(&d, "", "  ")
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	want = withoutNullCreationTimestamps(t, want)
	if !bytes.Equal(compact(t, got), want) {
		t.Errorf("re-encoded =\n%s\nwant\n%s", got, want)
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

func compact(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
