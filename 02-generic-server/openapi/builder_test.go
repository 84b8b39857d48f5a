package openapi_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func newBuilder() *openapi.Builder {
	return openapi.NewBuilder(openapitest.Scheme(), openapi.DefaultConfig("Kubernetes", "1.37"))
}

// documents builds both documents of the test routes, as generic JSON.
func documents(t *testing.T) (v2, v3 map[string]any) {
	t.Helper()
	b := newBuilder()
	swagger, err := b.BuildV2(openapitest.WebServices())
	if err != nil {
		t.Fatal(err)
	}
	docs, err := b.BuildV3(openapitest.WebServices())
	if err != nil {
		t.Fatal(err)
	}
	return asJSON(t, swagger), asJSON(t, docs["apis/apps/v1"])
}

func asJSON(t *testing.T, v any) map[string]any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkGolden compares v, indented, with testdata/name (rewritten with -update).
func checkGolden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the built document; run go test ./02-generic-server/openapi -update and read the diff", path)
	}
}

func TestGoldenDocuments(t *testing.T) {
	v2, v3 := documents(t)
	checkGolden(t, "v2.json", v2)
	checkGolden(t, "v3-apis-apps-v1.json", v3)
}

func TestBuildV3KeysAreRootPaths(t *testing.T) {
	docs, err := newBuilder().BuildV3(openapitest.WebServices())
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"apis/apps", "apis/apps/v1"} {
		if docs[key] == nil {
			t.Errorf("got no document %q; want one per web service root path", key)
		}
	}
	if got := len(docs); got != 2 {
		t.Errorf("got %d documents; want 2", got)
	}
}

func TestDuplicateOperationIDIsAnError(t *testing.T) {
	wss := append(openapitest.WebServices(), openapitest.AppsV1WebService())
	if _, err := newBuilder().BuildV2(wss); err == nil {
		t.Error("got no error for two web services with the same routes; want one")
	}
}
