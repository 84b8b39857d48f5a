package strategicpatch

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

// podSpec wraps a pod spec into a Deployment, the shape kubectl patches.
func podSpec(spec string) string {
	return `{"spec":{"template":{"spec":` + spec + `}}}`
}

// meta wraps object metadata into a Deployment.
func meta(m string) string {
	return `{"metadata":` + m + `}`
}

const twoContainers = `{"containers":[{"name":"a","image":"a:1"},{"name":"b","image":"b:1"}]}`

type patchCase struct {
	name     string
	original string
	patch    string
	want     string // the merged document, compared as JSON values
	wantErr  string // a substring of the error, when the patch must fail
}

func runPatchCases(t *testing.T, dataStruct interface{}, tests []patchCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := StrategicMergePatch([]byte(tt.original), []byte(tt.patch), dataStruct)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v, result %s; want an error containing %q", err, got, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v; want %s", err, tt.want)
			}
			if !jsonEqual(t, got, []byte(tt.want)) {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var va, vb interface{}
	if err := json.Unmarshal(a, &va); err != nil {
		t.Fatalf("decoding %s: %v", a, err)
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		t.Fatalf("decoding %s: %v", b, err)
	}
	return reflect.DeepEqual(va, vb)
}

func TestMergeListsByMergeKey(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "image changed, other container kept",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"name":"b","image":"b:2"}]}`),
		want:     podSpec(`{"containers":[{"name":"a","image":"a:1"},{"name":"b","image":"b:2"}]}`),
	}, {
		name:     "new container goes first without $setElementOrder",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"name":"c","image":"c:1"}]}`),
		want:     podSpec(`{"containers":[{"name":"c","image":"c:1"},{"name":"a","image":"a:1"},{"name":"b","image":"b:1"}]}`),
	}, {
		name:     "env var added to a container",
		original: podSpec(`{"containers":[{"name":"a","env":[{"name":"X","value":"1"}]}]}`),
		patch:    podSpec(`{"containers":[{"name":"a","env":[{"name":"Y","value":"2"}]}]}`),
		want:     podSpec(`{"containers":[{"name":"a","env":[{"name":"Y","value":"2"},{"name":"X","value":"1"}]}]}`),
	}, {
		name:     "numeric merge key",
		original: podSpec(`{"containers":[{"name":"a","ports":[{"containerPort":80,"protocol":"TCP"}]}]}`),
		patch:    podSpec(`{"containers":[{"name":"a","ports":[{"containerPort":80,"name":"http"}]}]}`),
		want:     podSpec(`{"containers":[{"name":"a","ports":[{"containerPort":80,"name":"http","protocol":"TCP"}]}]}`),
	}, {
		name:     "list without patch strategy is replaced",
		original: podSpec(`{"containers":[{"name":"a","args":["x","y"]}],"tolerations":[{"key":"k1"},{"key":"k2"}]}`),
		patch:    podSpec(`{"containers":[{"name":"a","args":["z"]}],"tolerations":[{"key":"k3"}]}`),
		want:     podSpec(`{"containers":[{"name":"a","args":["z"]}],"tolerations":[{"key":"k3"}]}`),
	}, {
		name:     "list of scalars with merge strategy is unioned",
		original: meta(`{"finalizers":["a","b"]}`),
		patch:    meta(`{"finalizers":["c","a"]}`),
		want:     meta(`{"finalizers":["c","a","b"]}`),
	}, {
		name:     "maps merge recursively",
		original: podSpec(`{"nodeSelector":{"disk":"ssd"},"containers":[{"name":"a"}]}`),
		patch:    podSpec(`{"nodeSelector":{"zone":"z1"}}`),
		want:     podSpec(`{"nodeSelector":{"disk":"ssd","zone":"z1"},"containers":[{"name":"a"}]}`),
	}, {
		name:     "element without merge key",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"image":"x"}]}`),
		wantErr:  "does not contain declared merge key: name",
	}})
}

func TestSetElementOrder(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "new container placed where the order says",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"$setElementOrder/containers":[{"name":"a"},{"name":"b"},{"name":"c"}],"containers":[{"name":"c","image":"c:1"}]}`),
		want:     podSpec(`{"containers":[{"name":"a","image":"a:1"},{"name":"b","image":"b:1"},{"name":"c","image":"c:1"}]}`),
	}, {
		name:     "reorder without content change",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"$setElementOrder/containers":[{"name":"b"},{"name":"a"}]}`),
		want:     podSpec(`{"containers":[{"name":"b","image":"b:1"},{"name":"a","image":"a:1"}]}`),
	}, {
		name:     "env order as kubectl apply sends it",
		original: podSpec(`{"containers":[{"name":"web","env":[{"name":"GREETING","value":"hello"}]}]}`),
		patch: podSpec(`{"$setElementOrder/containers":[{"name":"web"}],"containers":[{"$setElementOrder/env":[{"name":"GREETING"},{"name":"MODE"}],` +
			`"env":[{"name":"MODE","value":"prod"}],"name":"web"}]}`),
		want: podSpec(`{"containers":[{"name":"web","env":[{"name":"GREETING","value":"hello"},{"name":"MODE","value":"prod"}]}]}`),
	}, {
		name:     "server-only element stays ahead of the elements it preceded",
		original: podSpec(`{"containers":[{"name":"a"},{"name":"sidecar"},{"name":"b"}]}`),
		patch:    podSpec(`{"$setElementOrder/containers":[{"name":"b"},{"name":"a"}]}`),
		want:     podSpec(`{"containers":[{"name":"sidecar"},{"name":"b"},{"name":"a"}]}`),
	}, {
		// kubectl apply replacing container a by c, next to a sidecar some
		// webhook injected: the sidecar stays first, as on a real server,
		// because upstream reads positions from the live list's backing
		// array after the deletion shifted it and the append refilled it.
		name:     "container replaced next to a server-only sidecar",
		original: podSpec(`{"containers":[{"name":"a"},{"name":"sidecar"}]}`),
		patch:    podSpec(`{"$setElementOrder/containers":[{"name":"c"}],"containers":[{"name":"c"},{"$patch":"delete","name":"a"}]}`),
		want:     podSpec(`{"containers":[{"name":"sidecar"},{"name":"c"}]}`),
	}, {
		name:     "scalar list",
		original: meta(`{"finalizers":["a","b","c"]}`),
		patch:    meta(`{"$setElementOrder/finalizers":["c","a","b"]}`),
		want:     meta(`{"finalizers":["c","a","b"]}`),
	}, {
		name:     "patch element missing from the order",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"$setElementOrder/containers":[{"name":"a"}],"containers":[{"name":"c"}]}`),
		wantErr:  "doesn't match $setElementOrder list",
	}, {
		name:     "order is not a list",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"$setElementOrder/containers":"a"}`),
		wantErr:  "expected a []interface {}, but received a string",
	}, {
		name:     "directive without a field",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"$setElementOrder":[{"name":"a"}]}`),
		wantErr:  ErrBadPatchFormatForSetElementOrderList.Error(),
	}})
}

func TestPatchDirective(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "delete a list element",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"name":"a","$patch":"delete"}]}`),
		want:     podSpec(`{"containers":[{"name":"b","image":"b:1"}]}`),
	}, {
		name:     "replace a list",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"$patch":"replace"},{"name":"c","image":"c:1"}]}`),
		want:     podSpec(`{"containers":[{"name":"c","image":"c:1"}]}`),
	}, {
		name:     "replace a map",
		original: meta(`{"labels":{"app":"web","tier":"front"}}`),
		patch:    meta(`{"labels":{"$patch":"replace","owner":"me"}}`),
		want:     meta(`{"labels":{"owner":"me"}}`),
	}, {
		name:     "delete a map leaves it empty",
		original: meta(`{"name":"web","labels":{"app":"web"}}`),
		patch:    meta(`{"labels":{"$patch":"delete"}}`),
		want:     meta(`{"name":"web","labels":{}}`),
	}, {
		name:     "replace the whole object",
		original: `{"metadata":{"name":"web"},"spec":{"replicas":2}}`,
		patch:    `{"$patch":"replace","spec":{"replicas":3}}`,
		want:     `{"spec":{"replicas":3}}`,
	}, {
		name:     "merge is not a directive for a map",
		original: meta(`{"labels":{"app":"web"}}`),
		patch:    meta(`{"labels":{"$patch":"merge"}}`),
		wantErr:  "unknown patch type: merge in map",
	}, {
		name:     "merge is not a directive for a list",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"name":"a","$patch":"merge"}]}`),
		wantErr:  "merging lists cannot yet be specified in the patch",
	}, {
		name:     "unknown directive",
		original: podSpec(twoContainers),
		patch:    podSpec(`{"containers":[{"name":"a","$patch":"bogus"}]}`),
		wantErr:  "unknown patch type: bogus",
	}})
}

func TestRetainKeys(t *testing.T) {
	rolling := `{"spec":{"strategy":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":"25%","maxUnavailable":"25%"}}}}`
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "RollingUpdate to Recreate as kubectl apply sends it",
		original: rolling,
		patch:    `{"spec":{"strategy":{"$retainKeys":["type"],"rollingUpdate":null,"type":"Recreate"}}}`,
		want:     `{"spec":{"strategy":{"type":"Recreate"}}}`,
	}, {
		name:     "$retainKeys alone clears the other member",
		original: rolling,
		patch:    `{"spec":{"strategy":{"$retainKeys":["type"],"type":"Recreate"}}}`,
		want:     `{"spec":{"strategy":{"type":"Recreate"}}}`,
	}, {
		name:     "without $retainKeys the old member stays",
		original: rolling,
		patch:    `{"spec":{"strategy":{"type":"Recreate"}}}`,
		want:     `{"spec":{"strategy":{"type":"Recreate","rollingUpdate":{"maxSurge":"25%","maxUnavailable":"25%"}}}}`,
	}, {
		name:     "volume source switched in a merged list",
		original: podSpec(`{"volumes":[{"name":"data","emptyDir":{}}]}`),
		patch:    podSpec(`{"volumes":[{"$retainKeys":["hostPath","name"],"hostPath":{"path":"/x"},"name":"data"}]}`),
		want:     podSpec(`{"volumes":[{"name":"data","hostPath":{"path":"/x"}}]}`),
	}, {
		name:     "patch field not retained",
		original: rolling,
		patch:    `{"spec":{"strategy":{"$retainKeys":["type"],"rollingUpdate":{"maxSurge":1}}}}`,
		wantErr:  ErrBadPatchFormatForRetainKeys.Error(),
	}, {
		name:     "not a list",
		original: rolling,
		patch:    `{"spec":{"strategy":{"$retainKeys":"type"}}}`,
		wantErr:  ErrBadPatchFormatForRetainKeys.Error(),
	}})
}

func TestDeleteFromPrimitiveList(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "finalizer removed",
		original: meta(`{"finalizers":["a","b","c"]}`),
		patch:    meta(`{"$deleteFromPrimitiveList/finalizers":["b"]}`),
		want:     meta(`{"finalizers":["a","c"]}`),
	}, {
		name:     "removed and ordered as kubectl apply sends it",
		original: meta(`{"finalizers":["a","b","c"]}`),
		patch:    meta(`{"$deleteFromPrimitiveList/finalizers":["a"],"$setElementOrder/finalizers":["c","b"]}`),
		want:     meta(`{"finalizers":["c","b"]}`),
	}, {
		name:     "list absent from original",
		original: meta(`{"name":"web"}`),
		patch:    meta(`{"$deleteFromPrimitiveList/finalizers":["a"]}`),
		want:     meta(`{"name":"web"}`),
	}, {
		name:     "directive without a field",
		original: meta(`{"finalizers":["a"]}`),
		patch:    meta(`{"$deleteFromPrimitiveList":["a"]}`),
		wantErr:  ErrBadPatchFormatForPrimitiveList.Error(),
	}})
}

func TestNull(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "null deletes a label",
		original: meta(`{"labels":{"app":"web","tier":"front"}}`),
		patch:    meta(`{"labels":{"tier":null}}`),
		want:     meta(`{"labels":{"app":"web"}}`),
	}, {
		name:     "null for an absent key changes nothing",
		original: meta(`{"labels":{"app":"web"}}`),
		patch:    meta(`{"labels":{"tier":null}}`),
		want:     meta(`{"labels":{"app":"web"}}`),
	}, {
		name:     "nulls inside a new value are dropped",
		original: meta(`{"name":"web"}`),
		patch:    meta(`{"annotations":{"a":"1","b":null}}`),
		want:     meta(`{"name":"web","annotations":{"a":"1"}}`),
	}, {
		name:     "null deletes a whole field",
		original: `{"spec":{"replicas":2,"paused":true}}`,
		patch:    `{"spec":{"paused":null}}`,
		want:     `{"spec":{"replicas":2}}`,
	}})
}

// TestUnknownFields shows what upstream does with a JSON key the Go type
// lacks: a value the original does not have is copied into the result (the
// handler's typed decoding then rejects it under fieldValidation=Strict, or
// drops it), and only merging into such a value is an error here.
func TestUnknownFields(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{{
		name:     "copied through",
		original: `{"spec":{"replicas":2}}`,
		patch:    `{"spec":{"bogus":{"a":1}}}`,
		want:     `{"spec":{"replicas":2,"bogus":{"a":1}}}`,
	}, {
		name:     "merged into",
		original: `{"spec":{"bogus":{"a":1}}}`,
		patch:    `{"spec":{"bogus":{"b":2}}}`,
		wantErr:  `unable to find api field in struct DeploymentSpec for the json field "bogus"`,
	}, {
		name:     "json names match case-insensitively, as encoding/json does",
		original: `{"spec":{"Strategy":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":1}}}}`,
		patch:    `{"spec":{"Strategy":{"$retainKeys":["type"],"type":"Recreate"}}}`,
		want:     `{"spec":{"Strategy":{"type":"Recreate"}}}`,
	}})
}

// TestMalformedPatches includes three inputs that make upstream panic (a
// null first element, an object as merge key value, an object in the
// order of a scalar list); here they answer an error or a merge.
func TestMalformedPatches(t *testing.T) {
	runPatchCases(t, &appsv1.Deployment{}, []patchCase{
		{name: "not JSON", original: `{}`, patch: `{"spec":`, wantErr: "invalid JSON document"},
		{name: "not an object", original: `{}`, patch: `[{"op":"add"}]`, wantErr: "invalid JSON document"},
		{name: "trailing data", original: `{}`, patch: `{} {}`, wantErr: "invalid JSON document"},
		{name: "original not JSON", original: `{`, patch: `{}`, wantErr: "invalid JSON document"},
		{name: "mixed element types", original: meta(`{"finalizers":["a"]}`), patch: meta(`{"finalizers":[1]}`), wantErr: "list element types are not identical"},
		{name: "null element", original: meta(`{"finalizers":["a"]}`), patch: meta(`{"finalizers":[null]}`), wantErr: "list element types are not identical"},
		{name: "null first element", original: meta(`{"finalizers":[]}`), patch: meta(`{"finalizers":[null]}`), wantErr: "list element types are not identical"},
		{name: "object as merge key value", original: podSpec(`{"containers":[{"name":{"a":1}}]}`),
			patch: podSpec(`{"containers":[{"name":{"a":1},"image":"x"}]}`), want: podSpec(`{"containers":[{"name":{"a":1},"image":"x"}]}`)},
		{name: "object in the order of a scalar list", original: meta(`{"finalizers":["a"]}`),
			patch: meta(`{"$setElementOrder/finalizers":[{"a":1}]}`), want: meta(`{"finalizers":["a"]}`)},
		{name: "list of lists", original: meta(`{"finalizers":[["a"]]}`), patch: meta(`{"finalizers":[["b"]]}`), wantErr: ErrNoListOfLists.Error()},
	})
}

func TestErrorsAreClassified(t *testing.T) {
	tests := []struct {
		patch string
		want  error
	}{
		{`{`, ErrBadJSONDoc},
		{meta(`{"finalizers":[["b"]]}`), ErrNoListOfLists},
		{meta(`{"$deleteFromPrimitiveList":["a"]}`), ErrBadPatchFormatForPrimitiveList},
		{`{"spec":{"strategy":{"$retainKeys":"type"}}}`, ErrBadPatchFormatForRetainKeys},
		{`{"spec":{"$setElementOrder":[]}}`, ErrBadPatchFormatForSetElementOrderList},
	}
	original := `{"metadata":{"finalizers":[["a"]]},"spec":{"strategy":{"type":"Recreate"}}}`
	for _, tt := range tests {
		_, err := StrategicMergePatch([]byte(original), []byte(tt.patch), &appsv1.Deployment{})
		if !errors.Is(err, tt.want) {
			t.Errorf("patch %s: got error %v; want errors.Is %v", tt.patch, err, tt.want)
		}
	}
}

func TestDataStruct(t *testing.T) {
	tests := []struct {
		dataStruct interface{}
		wantErr    string
	}{
		{nil, "expected a struct, but received a nil"},
		{map[string]interface{}{}, "expected a struct, but received a map"},
		{corev1.ConfigMap{}, ""},
		{&corev1.ConfigMap{}, ""},
	}
	for _, tt := range tests {
		_, err := StrategicMergePatch([]byte(`{}`), []byte(`{}`), tt.dataStruct)
		if got := errString(err); got != tt.wantErr {
			t.Errorf("dataStruct %T: got error %q; want %q", tt.dataStruct, got, tt.wantErr)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestStrategicMergeMapPatchLeavesArgumentsAlone(t *testing.T) {
	original := JSONMap{"metadata": map[string]interface{}{"labels": map[string]interface{}{"a": "1", "b": "2"}}}
	patch := JSONMap{"metadata": map[string]interface{}{"labels": map[string]interface{}{"b": nil, "c": "3"}}}
	wantOriginal, wantPatch := deepCopyJSON(map[string]interface{}(original)), deepCopyJSON(map[string]interface{}(patch))
	for range 2 { // a handler retrying after a conflict applies the same patch again
		got, err := StrategicMergeMapPatch(original, patch, &corev1.ConfigMap{})
		if err != nil {
			t.Fatal(err)
		}
		want := JSONMap{"metadata": map[string]interface{}{"labels": map[string]interface{}{"a": "1", "c": "3"}}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %v; want %v", got, want)
		}
	}
	if !reflect.DeepEqual(map[string]interface{}(original), wantOriginal) || !reflect.DeepEqual(map[string]interface{}(patch), wantPatch) {
		t.Errorf("arguments changed: original %v, patch %v", original, patch)
	}
}
