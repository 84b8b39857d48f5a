package openapi_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"
)

// knownDifferences are where our schemas differ from the v1.37 server's on
// purpose, by definition and aspect.
var knownDifferences = map[string]string{
	// k8s.io/api v1.37 marks Deployment.spec +required; our types carry no
	// markers, and spec has omitempty.
	"io.k8s.api.apps.v1.Deployment required": "marker",
	// v1.37 marks DeploymentCondition's type and status +optional (though
	// their json tags lack omitempty).
	"io.k8s.api.apps.v1.DeploymentCondition required": "marker",
	// v1.37 marks ProjectedVolumeSource.sources +optional, though its json
	// tag lacks omitempty (so a nil list is written "sources":null).
	"io.k8s.api.core.v1.ProjectedVolumeSource required": "marker",
}

// TestSchemasMatchUpstreamShapes compares every schema of our documents
// with the real server's (testdata/kube-apiserver-v1.37): the same kinds,
// the same required fields, and for each of our properties the same type,
// format, reference, items, values, patch extensions and {} default.
// Descriptions, and the extensions upstream derives from comment markers
// (list types, enums, defaults), are not compared.
func TestSchemasMatchUpstreamShapes(t *testing.T) {
	v2, v3 := documents(t)
	tests := []struct {
		name     string
		ours     any
		upstream string
		path     []any
	}{
		{"v2", v2["definitions"], "openapi-v2-excerpt.json", []any{"definitions"}},
		{"v3", lookup(v3, "components", "schemas"), "openapi-v3-apps-v1-excerpt.json", []any{"components", "schemas"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			upstream := lookup(readFixture(t, tt.upstream), tt.path...).(map[string]any)
			ours := tt.ours.(map[string]any)
			for _, name := range sortedKeys(ours) {
				u, ok := upstream[name]
				if !ok {
					t.Errorf("%s: upstream has no such definition", name)
					continue
				}
				compareDefinition(t, name, ours[name].(map[string]any), u.(map[string]any))
			}
		})
	}
}

func compareDefinition(t *testing.T, name string, ours, upstream map[string]any) {
	t.Helper()
	// The real server has more groups, so its definitions may list more
	// kinds (v2 DeleteOptions names one per group version); ours must be
	// among them.
	for _, gvk := range listOf(ours["x-kubernetes-group-version-kind"]) {
		if !slices.Contains(listOf(upstream["x-kubernetes-group-version-kind"]), gvk) {
			t.Errorf("%s: got kind %s; upstream does not list it", name, gvk)
		}
	}
	for _, aspect := range []string{"type", "format", "oneOf", "required"} {
		if knownDifferences[name+" "+aspect] != "" {
			continue
		}
		if got, want := canonical(t, ours[aspect]), canonical(t, upstream[aspect]); got != want {
			t.Errorf("%s %s: got %s; want %s", name, aspect, got, want)
		}
	}
	oursProps, _ := ours["properties"].(map[string]any)
	upstreamProps, _ := upstream["properties"].(map[string]any)
	for _, field := range sortedKeys(oursProps) {
		u, ok := upstreamProps[field]
		if !ok {
			t.Errorf("%s.%s: upstream has no such property", name, field)
			continue
		}
		if got, want := shape(t, oursProps[field]), shape(t, u); got != want {
			t.Errorf("%s.%s:\n got  %s\n want %s", name, field, got, want)
		}
	}
}

// shape keeps the aspects of a property schema that we reproduce.
func shape(t *testing.T, v any) string {
	m, _ := v.(map[string]any)
	out := map[string]any{}
	for _, k := range []string{"type", "format", "$ref", "allOf", "x-kubernetes-patch-strategy", "x-kubernetes-patch-merge-key"} {
		if m[k] != nil {
			out[k] = m[k]
		}
	}
	for _, k := range []string{"items", "additionalProperties"} {
		if m[k] != nil {
			out[k] = shape(t, m[k])
		}
	}
	if d, ok := m["default"].(map[string]any); ok && len(d) == 0 {
		out["default"] = d
	}
	return canonical(t, out)
}

// canonical is v as JSON with sorted keys; lists of objects (GVK lists)
// compare as sets.
func canonical(t *testing.T, v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if list, ok := v.([]any); ok {
		var items []string
		for _, x := range list {
			items = append(items, canonical(t, x))
		}
		if _, objects := lookup(list, 0).(map[string]any); objects {
			sort.Strings(items)
			data, _ = json.Marshal(items)
		}
	}
	return string(data)
}

// listOf returns the items of a JSON list, each as canonical JSON.
func listOf(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		data, _ := json.Marshal(x)
		out = append(out, string(data))
	}
	return out
}

func readFixture(t *testing.T, name string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "kube-apiserver-v1.37", name))
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// TestOperationsMatchUpstreamShapes builds the deployment item path from
// routes declared as the installer declares them and compares its
// operations with the real server's: operation ids, tags, parameters by
// location and name, body and response media types and schemas, and the
// GVK and action extensions.
func TestOperationsMatchUpstreamShapes(t *testing.T) {
	_, v3 := documents(t)
	upstream := lookup(readFixture(t, "openapi-v3-apps-v1-excerpt.json"), "paths", itemPath)
	ours := lookup(v3, "paths", itemPath)
	if got, want := parameterNames(lookup(ours, "parameters")), parameterNames(lookup(upstream, "parameters")); got != want {
		t.Errorf("path parameters: got %s; want %s", got, want)
	}
	for _, method := range []string{"get", "patch", "delete"} {
		t.Run(method, func(t *testing.T) {
			o, u := lookup(ours, method), lookup(upstream, method)
			for _, aspect := range []string{"operationId", "tags", "x-kubernetes-action", "x-kubernetes-group-version-kind", "requestBody"} {
				if got, want := canonical(t, lookup(o, aspect)), canonical(t, lookup(u, aspect)); got != want {
					t.Errorf("%s: got %s; want %s", aspect, got, want)
				}
			}
			if got, want := parameterNames(lookup(o, "parameters")), parameterNames(lookup(u, "parameters")); got != want {
				t.Errorf("parameters: got %s; want %s", got, want)
			}
			if got, want := canonical(t, withoutDescriptions(lookup(o, "responses"))), canonical(t, lookup(u, "responses")); got != want {
				t.Errorf("responses: got %s; want %s", got, want)
			}
		})
	}
}

// parameterNames lists parameters as in:name, in order.
func parameterNames(v any) string {
	var out []string
	list, _ := v.([]any)
	for _, p := range list {
		out = append(out, lookup(p, "in").(string)+":"+lookup(p, "name").(string))
	}
	data, _ := json.Marshal(out)
	return string(data)
}

// withoutDescriptions drops every description, as the fixture has none.
func withoutDescriptions(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			if k != "description" {
				out[k] = withoutDescriptions(e)
			}
		}
		return out
	case []any:
		var out []any
		for _, e := range x {
			out = append(out, withoutDescriptions(e))
		}
		return out
	}
	return v
}
