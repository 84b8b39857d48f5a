package strategicpatch

import (
	"reflect"
	"strings"
	"testing"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

func TestPatchMetaFromStruct(t *testing.T) {
	tests := []struct {
		name           string
		dataStruct     interface{}
		path           []string // keys to walk; the last is looked up as a slice if slice is set
		slice          bool
		wantType       reflect.Type
		wantStrategies []string
		wantMergeKey   string
		wantErr        string
	}{
		{name: "inline TypeMeta", dataStruct: &appsv1.Deployment{}, path: []string{"kind"}, wantType: reflect.TypeOf("")},
		{name: "retainKeys", dataStruct: &appsv1.Deployment{}, path: []string{"spec", "strategy"},
			wantType: reflect.TypeOf(appsv1.DeploymentStrategy{}), wantStrategies: []string{"retainKeys"}},
		{name: "list merged by name", dataStruct: &corev1.PodSpec{}, path: []string{"containers"}, slice: true,
			wantType: reflect.TypeOf(corev1.Container{}), wantStrategies: []string{"merge"}, wantMergeKey: "name"},
		{name: "two strategies", dataStruct: &corev1.PodSpec{}, path: []string{"volumes"}, slice: true,
			wantType: reflect.TypeOf(corev1.Volume{}), wantStrategies: []string{"merge", "retainKeys"}, wantMergeKey: "name"},
		{name: "scalar list", dataStruct: &appsv1.Deployment{}, path: []string{"metadata", "finalizers"}, slice: true,
			wantType: reflect.TypeOf(""), wantStrategies: []string{"merge"}},
		{name: "inline VolumeSource", dataStruct: &corev1.Volume{}, path: []string{"hostPath"},
			wantType: reflect.TypeOf(&corev1.HostPathVolumeSource{})},
		{name: "pointer followed", dataStruct: &appsv1.Deployment{}, path: []string{"spec", "selector", "matchLabels"},
			wantType: reflect.TypeOf(map[string]string{})},
		{name: "case-insensitive", dataStruct: &corev1.PodSpec{}, path: []string{"Containers"}, slice: true,
			wantType: reflect.TypeOf(corev1.Container{}), wantStrategies: []string{"merge"}, wantMergeKey: "name"},
		{name: "unknown field", dataStruct: &appsv1.Deployment{}, path: []string{"spec", "bogus"},
			wantErr: `unable to find api field in struct DeploymentSpec for the json field "bogus"`},
		{name: "object in a map", dataStruct: &appsv1.Deployment{}, path: []string{"metadata", "labels", "app"},
			wantErr: "merging an object in json but data type is not struct, instead is: map"},
		{name: "slice lookup of an object", dataStruct: &appsv1.Deployment{}, path: []string{"spec"}, slice: true,
			wantErr: "expected slice or array type, but got: struct"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			schema, err := NewPatchMetaFromStruct(tt.dataStruct)
			if err != nil {
				t.Fatal(err)
			}
			var lookup LookupPatchMeta = schema
			var meta PatchMeta
			for i, key := range tt.path {
				if tt.slice && i == len(tt.path)-1 {
					lookup, meta, err = lookup.LookupPatchMetadataForSlice(key)
				} else {
					lookup, meta, err = lookup.LookupPatchMetadataForStruct(key)
				}
				if err != nil {
					break
				}
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := lookup.(PatchMetaFromStruct).T; got != tt.wantType {
				t.Errorf("got type %v; want %v", got, tt.wantType)
			}
			if got := meta.GetPatchStrategies(); !reflect.DeepEqual(got, append([]string{}, tt.wantStrategies...)) {
				t.Errorf("got strategies %q; want %q", got, tt.wantStrategies)
			}
			if got := meta.GetPatchMergeKey(); got != tt.wantMergeKey {
				t.Errorf("got merge key %q; want %q", got, tt.wantMergeKey)
			}
		})
	}
}

// The embedding rules of encoding/json, which the field lookup follows.
type (
	embeddedA struct {
		Shared string
		OnlyA  string `json:"onlyA"`
	}
	embeddedB struct {
		Shared string
		Other  string `json:"Tagged"`
	}
	embeddedC struct {
		Tagged string
	}
	embedding struct {
		embeddedA
		embeddedB
		*embeddedC
		Skipped string `json:"-"`
		Own     string `json:"own,omitempty" patchStrategy:"replace"`
		private string
	}
)

func TestJSONFieldRules(t *testing.T) {
	tests := []struct {
		key  string
		want string // the Go field name found, or "" for none
	}{
		{"own", "Own"},
		{"onlyA", "OnlyA"},
		{"Shared", ""},      // two fields at one depth: hidden, as encoding/json
		{"Tagged", "Other"}, // the tagged one beats the untagged one at the same depth
		{"Skipped", ""},
		{"-", ""},
		{"private", ""},
	}
	typ := reflect.TypeOf(embedding{})
	for _, tt := range tests {
		var got string
		for _, f := range cachedFields(typ) {
			if f.name == tt.key {
				got = typ.FieldByIndex(f.index).Name
			}
		}
		if got != tt.want {
			t.Errorf("key %q: got field %q; want %q", tt.key, got, tt.want)
		}
	}
	_ = embedding{}.private // the field exists for the test above
}
