package jsonpatch

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestKubectlCapturedPatches applies the PATCH bodies kubectl 1.37 sent to
// a real kube-apiserver (testdata/README.md) to the object the server held,
// and compares the result with what the server stored.
func TestKubectlCapturedPatches(t *testing.T) {
	tests := []struct {
		dir        string
		apply      func(doc, patch []byte) ([]byte, error)
		serverSets []string // metadata the server sets after patching
	}{
		{"label-cm-c2", ApplyMergePatch, []string{"resourceVersion", "managedFields"}},
		{"patch-cm-c2", ApplyMergePatch, []string{"resourceVersion", "managedFields"}},
		{"ssa-deploy-managedfields", ApplyJSONPatch, []string{"resourceVersion"}},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			read := func(name string) []byte {
				b, err := os.ReadFile(filepath.Join("testdata", tt.dir, name))
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			got, err := tt.apply(read("original.json"), read("patch.json"))
			if err != nil {
				t.Fatalf("applying: %v", err)
			}
			g, w := decode(t, got), decode(t, read("stored.json"))
			for _, m := range []map[string]interface{}{g, w} {
				for _, field := range tt.serverSets {
					delete(m["metadata"].(map[string]interface{}), field)
				}
			}
			if !reflect.DeepEqual(g, w) {
				t.Errorf("got %s\nwant %s", got, read("stored.json"))
			}
		})
	}
}

func decode(t *testing.T, data []byte) map[string]interface{} {
	t.Helper()
	var m map[string]interface{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("decoding %s: %v", data, err)
	}
	return m
}

func TestApplyJSONPatch(t *testing.T) {
	doc := `{"metadata":{"name":"c","labels":{"a":"1"}},"data":{"x":"y"},"list":[1,2,3]}`
	tests := []struct {
		name    string
		patch   string
		want    string
		wantErr error
		errText string
	}{
		{name: "add", patch: `[{"op":"add","path":"/metadata/labels/b","value":"2"}]`,
			want: `{"metadata":{"name":"c","labels":{"a":"1","b":"2"}},"data":{"x":"y"},"list":[1,2,3]}`},
		{name: "remove", patch: `[{"op":"remove","path":"/data/x"}]`,
			want: `{"metadata":{"name":"c","labels":{"a":"1"}},"data":{},"list":[1,2,3]}`},
		{name: "replace, move, copy, test", patch: `[{"op":"test","path":"/data/x","value":"y"},{"op":"replace","path":"/data/x","value":"z"},` +
			`{"op":"move","from":"/metadata/labels/a","path":"/data/a"},{"op":"copy","from":"/list/0","path":"/list/-"}]`,
			want: `{"metadata":{"name":"c","labels":{}},"data":{"x":"z","a":"1"},"list":[1,2,3,1]}`},
		{name: "negative index counts from the end", patch: `[{"op":"remove","path":"/list/-1"}]`,
			want: `{"metadata":{"name":"c","labels":{"a":"1"}},"data":{"x":"y"},"list":[1,2]}`},
		{name: "empty patch", patch: `[]`, want: doc},
		{name: "failed test", patch: `[{"op":"test","path":"/data/x","value":"nope"}]`,
			wantErr: ErrJSONPatchFailed, errText: "testing value /data/x failed: test failed"},
		{name: "missing path in document", patch: `[{"op":"add","path":"/spec/replicas","value":3}]`,
			wantErr: ErrJSONPatchFailed, errText: "doc is missing path"},
		{name: "unknown operation", patch: `[{"op":"frobnicate","path":"/data"}]`,
			wantErr: ErrJSONPatchFailed, errText: "unsupported operation"},
		{name: "operation without path", patch: `[{"op":"remove"}]`,
			wantErr: ErrJSONPatchFailed, errText: "failed to decode 'path'"},
		{name: "not JSON", patch: `[{"op":`, wantErr: ErrInvalidJSONPatch, errText: "unexpected end of JSON input"},
		{name: "object instead of array", patch: `{"op":"add"}`, wantErr: ErrInvalidJSONPatch, errText: "cannot unmarshal object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ApplyJSONPatch([]byte(doc), []byte(tt.patch))
			checkResult(t, got, err, tt.want, tt.wantErr, tt.errText)
		})
	}
}

func checkResult(t *testing.T, got []byte, err error, want string, wantErr error, errText string) {
	t.Helper()
	if wantErr != nil {
		if !errors.Is(err, wantErr) || !strings.Contains(errString(err), errText) {
			t.Fatalf("got error %v (result %s); want %v containing %q", err, got, wantErr, errText)
		}
		return
	}
	if err != nil {
		t.Fatalf("got error %v; want %s", err, want)
	}
	if g, w := decode(t, got), decode(t, []byte(want)); !reflect.DeepEqual(g, w) {
		t.Errorf("got %s; want %s", got, want)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestApplyJSONPatchLimits(t *testing.T) {
	ops := func(n int) []byte {
		op := `{"op":"test","path":"/a","value":1}`
		return []byte("[" + strings.TrimSuffix(strings.Repeat(op+",", n), ",") + "]")
	}
	if _, err := ApplyJSONPatch([]byte(`{"a":1}`), ops(MaxJSONPatchOperations)); err != nil {
		t.Errorf("%d operations: got error %v; want none", MaxJSONPatchOperations, err)
	}
	_, err := ApplyJSONPatch([]byte(`{"a":1}`), ops(MaxJSONPatchOperations+1))
	want := fmt.Sprintf("The allowed maximum operations in a JSON patch is %d, got %d", MaxJSONPatchOperations, MaxJSONPatchOperations+1)
	if !errors.Is(err, ErrTooManyOperations) || errString(err) != want {
		t.Errorf("%d operations: got error %v; want %v %q", MaxJSONPatchOperations+1, err, ErrTooManyOperations, want)
	}

	big := strings.Repeat("x", 1<<20) // each copy adds 1 MiB and its quotes
	doc := []byte(`{"big":"` + big + `"}`)
	copies := func(n int) []byte {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, `,{"op":"copy","from":"/big","path":"/c%d"}`, i)
		}
		return []byte("[" + b.String()[1:] + "]")
	}
	if _, err := ApplyJSONPatch(doc, copies(2)); err != nil {
		t.Errorf("2 MiB of copies: got error %v; want none", err)
	}
	_, err = ApplyJSONPatch(doc, copies(3))
	if !errors.Is(err, ErrJSONPatchFailed) || !strings.Contains(errString(err), "accumulated size increase of copy") {
		t.Errorf("3 MiB of copies: got error %v; want %v about the accumulated size", err, ErrJSONPatchFailed)
	}
}

func TestApplyMergePatch(t *testing.T) {
	doc := `{"metadata":{"name":"c","labels":{"a":"1","b":"2"}},"list":[1,2,3]}`
	tests := []struct {
		name    string
		patch   string
		want    string
		wantErr error
		errText string
	}{
		{name: "objects merge, null deletes", patch: `{"metadata":{"labels":{"a":null,"c":"3"}}}`,
			want: `{"metadata":{"name":"c","labels":{"b":"2","c":"3"}},"list":[1,2,3]}`},
		{name: "lists are replaced", patch: `{"list":[4]}`,
			want: `{"metadata":{"name":"c","labels":{"a":"1","b":"2"}},"list":[4]}`},
		{name: "empty patch", patch: `{}`, want: doc},
		{name: "a scalar replaces an object", patch: `{"metadata":"x"}`,
			want: `{"metadata":"x","list":[1,2,3]}`},
		{name: "not JSON", patch: `{"metadata":`, wantErr: ErrInvalidMergePatch, errText: "Invalid JSON Patch"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ApplyMergePatch([]byte(doc), []byte(tt.patch))
			checkResult(t, got, err, tt.want, tt.wantErr, tt.errText)
		})
	}
}

// TestApplyMergePatchNotAnObject: RFC 7386 makes a patch that is not an
// object the new document; the handler then fails to decode it as an
// object, as upstream's does.
func TestApplyMergePatchNotAnObject(t *testing.T) {
	got, err := ApplyMergePatch([]byte(`{"a":1}`), []byte(`[1]`))
	if err != nil || string(got) != `[1]` {
		t.Errorf("got %s, %v; want [1], no error", got, err)
	}
}
