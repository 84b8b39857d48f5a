package gengo

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"testing"
)

func TestExtractCommentTags(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  map[string][]string
	}{
		{"none", []string{"// Widget is a thing."}, map[string][]string{}},
		{"value", []string{"// +k8s:deepcopy-gen=package"}, map[string][]string{"k8s:deepcopy-gen": {"package"}}},
		{"repeated", []string{"// +k8s:conversion-gen=a/b", "// +k8s:conversion-gen=c/d"},
			map[string][]string{"k8s:conversion-gen": {"a/b", "c/d"}}},
		{"no value", []string{"// +k8s:deepcopy-gen"}, map[string][]string{"k8s:deepcopy-gen": {""}}},
		{"other markers ignored", []string{"// +genclient", "// +optional"}, map[string][]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cg := &ast.CommentGroup{}
			for _, l := range tt.lines {
				cg.List = append(cg.List, &ast.Comment{Text: l})
			}
			if got := ExtractCommentTags(cg); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestImportAlias(t *testing.T) {
	tests := []struct{ path, want string }{
		{"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1", "corev1"},
		{"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1", "appsv1beta1"},
		{"github.com/kube-rebuilt/apiserver/01-scheme/apis/core", "core"},
		{"github.com/kube-rebuilt/apiserver/01-scheme/runtime", "runtime"},
	}
	for _, tt := range tests {
		if got := importAlias(tt.path); got != tt.want {
			t.Errorf("importAlias(%q) = %q; want %q", tt.path, got, tt.want)
		}
	}
}

// TestFieldTags reads the tags of struct fields, and only of those.
func TestFieldTags(t *testing.T) {
	src := `package p

// T is a type.
// +k8s:deepcopy-gen=true
type T struct {
	// A is interned.
	// +k8s:protobuf-gen:intern
	A string
	// B and C share a comment.
	// +k8s:protobuf-gen:intern=keys
	B, C map[string]string
	D string // +k8s:protobuf-gen:intern (a line comment is no doc comment)
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg := &Package{Tags: map[string][]string{}, TypeTags: map[string]map[string][]string{}, FieldTags: map[string]map[string]map[string][]string{}}
	readFile(pkg, nil, f)
	tests := []struct {
		field, want string
		ok          bool
	}{
		{"A", "", true},
		{"B", "keys", true},
		{"C", "keys", true},
		{"D", "", false},
		{"E", "", false},
	}
	for _, tt := range tests {
		got, ok := pkg.FieldTag("T", tt.field, "k8s:protobuf-gen:intern")
		if got != tt.want || ok != tt.ok {
			t.Errorf("field %s: got %q, %v; want %q, %v", tt.field, got, ok, tt.want, tt.ok)
		}
	}
	if _, ok := pkg.TypeTag("T", "k8s:protobuf-gen:intern"); ok {
		t.Errorf("got the field's tag on the type; want it on the field only")
	}
}
