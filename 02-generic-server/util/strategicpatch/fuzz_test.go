package strategicpatch

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
)

// FuzzStrategicMergePatch feeds arbitrary documents and patches to
// StrategicMergePatch with the Deployment type: it must answer an error or
// a JSON object, never panic, and give the same answer twice (upstream
// walks Go maps in random order; this package must not). The seeds, which
// `go test` runs, are the captured kubectl patch and the directive cases.
func FuzzStrategicMergePatch(f *testing.F) {
	original, err := os.ReadFile(filepath.Join("testdata", "apply-deploy-v2", "original.json"))
	if err != nil {
		f.Fatal(err)
	}
	patch, err := os.ReadFile(filepath.Join("testdata", "apply-deploy-v2", "patch.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(original, patch)
	for _, seed := range fuzzSeeds {
		f.Add([]byte(seed[0]), []byte(seed[1]))
	}
	f.Fuzz(func(t *testing.T, original, patch []byte) {
		got, err := StrategicMergePatch(original, patch, &appsv1.Deployment{})
		again, err2 := StrategicMergePatch(original, patch, &appsv1.Deployment{})
		if (err == nil) != (err2 == nil) || !bytes.Equal(got, again) {
			t.Fatalf("two runs differ: %s (%v) and %s (%v)", got, err, again, err2)
		}
		if err != nil {
			return
		}
		var m map[string]interface{}
		if err := json.Unmarshal(got, &m); err != nil {
			t.Fatalf("result %s is not a JSON object: %v", got, err)
		}
	})
}

// fuzzSeeds are (original, patch) pairs that reach each directive and each
// error path.
var fuzzSeeds = [][2]string{
	{podSpec(twoContainers), podSpec(`{"$setElementOrder/containers":[{"name":"b"},{"name":"a"},{"name":"c"}],"containers":[{"name":"c"}]}`)},
	{podSpec(twoContainers), podSpec(`{"containers":[{"name":"a","$patch":"delete"},{"$patch":"replace"}]}`)},
	{podSpec(twoContainers), podSpec(`{"containers":[{"name":"a","env":[{"name":"X","$patch":"merge"}]}]}`)},
	{podSpec(`{"volumes":[{"name":"v","emptyDir":{}}]}`), podSpec(`{"volumes":[{"$retainKeys":["name","hostPath"],"name":"v","hostPath":{"path":"/"}}]}`)},
	{meta(`{"finalizers":["a","b"],"labels":{"a":"1"}}`), meta(`{"$deleteFromPrimitiveList/finalizers":["a"],"$setElementOrder/finalizers":["b","c"],"finalizers":["c"],"labels":{"a":null,"$patch":"replace"}}`)},
	{meta(`{"finalizers":["a"]}`), meta(`{"$setElementOrder/finalizers":[{"a":1}],"$deleteFromPrimitiveList/finalizers":[{"b":[]}]}`)},
	{meta(`{"finalizers":[{"x":1}]}`), meta(`{"finalizers":[{"x":1}],"$retainKeys":[{"x":1}]}`)},
	{podSpec(`{"containers":[{"name":{"x":1}}]}`), podSpec(`{"containers":[{"name":{"x":1},"image":"i"}]}`)},
	{`{"spec":{"strategy":{"type":"RollingUpdate"}}}`, `{"spec":{"strategy":{"$retainKeys":["type"],"type":"Recreate","rollingUpdate":null}}}`},
	{`{}`, `{"$patch":"delete"}`},
	{`null`, `[]`},
	{`{"a":[[1]]}`, `{"a":[[2]]}`},
}
