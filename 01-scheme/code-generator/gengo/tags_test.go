package gengo

import (
	"go/ast"
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
