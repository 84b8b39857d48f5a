package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// TestGeneratedFilesAreFresh fails when a doc comment in stage 01 changed
// and nobody ran go generate ./02-generic-server/openapi.
func TestGeneratedFilesAreFresh(t *testing.T) {
	root, err := findModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	files, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./02-generic-server/openapi", name)
		}
	}
}

// TestEveryKeyHasADescription lists the types and fields that have no doc
// comment: kubectl explain shows them without a description.
func TestEveryKeyHasADescription(t *testing.T) {
	root, err := findModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	modulePath, err := readModulePath(root)
	if err != nil {
		t.Fatal(err)
	}
	scan, err := scanSources(root, modulePath)
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	ours := scan.descriptions
	for key, text := range ours {
		if text == "" {
			missing = append(missing, key)
		}
	}
	sort.Strings(missing)
	t.Logf("%d keys: %d with our doc comment, %d with none", len(ours), len(ours)-len(missing), len(missing))
	for _, key := range missing {
		t.Logf("no description: %s", key)
	}
}

func TestDocText(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"joins lines", []string{"// Spec is the", "// desired state."}, "Spec is the desired state."},
		{"cuts Upstream", []string{"// DeploymentSpec is the desired state.", "// Upstream: k8s.io/api/apps/v1.DeploymentSpec."}, "DeploymentSpec is the desired state."},
		{"cuts Upstream mid-line", []string{"// UID is an id. Upstream: k8s.io/apimachinery/pkg/types.UID (elsewhere)."}, "UID is an id."},
		{"keeps paragraphs", []string{"// First.", "//", "// Second."}, "First.\n\nSecond."},
		{"drops markers", []string{"// Replicas is a count.", "// +optional"}, "Replicas is a count."},
		{"keeps indented lines", []string{"// Example:", "//\tkind: Pod"}, "Example:\n\tkind: Pod"},
		{"keeps list items", []string{"// Values:", "// - Always", "// - Never"}, "Values:\n- Always\n- Never"},
		{"nothing", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var cg *ast.CommentGroup
			if tt.lines != nil {
				cg = &ast.CommentGroup{}
				for _, l := range tt.lines {
					cg.List = append(cg.List, &ast.Comment{Text: l})
				}
			}
			if got := docText(cg); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestMarkers(t *testing.T) {
	comment := func(lines ...string) *ast.CommentGroup {
		cg := &ast.CommentGroup{}
		for _, l := range lines {
			cg.List = append(cg.List, &ast.Comment{Text: "// " + l})
		}
		return cg
	}
	for _, tc := range []struct {
		name  string
		doc   *ast.CommentGroup
		want  string
		found bool
	}{
		{"none", nil, "{ []  }", false},
		{"text only", comment("Ports are the ports."), "{ []  }", false},
		{"map list with two keys", comment("Ports are the ports.", "+listType=map", "+listMapKey=containerPort", "+listMapKey=protocol"),
			"{map [containerPort protocol]  }", true},
		{"atomic map", comment("+mapType=atomic", "+optional"), "{ [] atomic }", true},
		{"atomic struct", comment("LabelSelector selects.", "+structType=atomic"), "{ []  atomic}", true},
	} {
		m, found := markers(tc.doc)
		if got := fmt.Sprintf("{%s %v %s %s}", m.ListType, m.ListMapKeys, m.MapType, m.StructType); got != tc.want || found != tc.found {
			t.Errorf("%s: got %s, %v; want %s, %v", tc.name, got, found, tc.want, tc.found)
		}
	}
}
