package strategicpatch

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

// TestKubectlCapturedPatches applies the PATCH bodies kubectl 1.37 sent to
// a real kube-apiserver (testdata/README.md) to the object the server held,
// and compares the result with what the server stored.
func TestKubectlCapturedPatches(t *testing.T) {
	tests := []struct {
		dir        string
		dataStruct interface{}
	}{
		{"apply-deploy-v2", &appsv1.Deployment{}},
		{"patch-cm-c2", &corev1.ConfigMap{}},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			original, patch, stored := readCase(t, tt.dir)
			got, err := StrategicMergePatch(original, patch, tt.dataStruct)
			if err != nil {
				t.Fatalf("StrategicMergePatch: %v", err)
			}
			if g, w := serverView(t, got), serverView(t, stored); !reflect.DeepEqual(g, w) {
				t.Errorf("got %s\nwant %s", mustJSON(t, g), mustJSON(t, w))
			}
		})
	}
}

func readCase(t *testing.T, dir string) (original, patch, stored []byte) {
	t.Helper()
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	return read("original.json"), read("patch.json"), read("stored.json")
}

// serverView decodes an object and drops the metadata the server sets after
// a patch is applied: resourceVersion, generation and managedFields.
func serverView(t *testing.T, data []byte) map[string]interface{} {
	t.Helper()
	var m map[string]interface{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("decoding %s: %v", data, err)
	}
	if meta, ok := m["metadata"].(map[string]interface{}); ok {
		delete(meta, "resourceVersion")
		delete(meta, "generation")
		delete(meta, "managedFields")
	}
	return m
}

func mustJSON(t *testing.T, v interface{}) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
