package pod

import (
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

func TestWarnings(t *testing.T) {
	spec := core.PodSpec{NodeSelector: map[string]string{"beta.kubernetes.io/os": "linux", "kubernetes.io/os": "linux"}}
	meta := metav1.ObjectMeta{Annotations: map[string]string{"scheduler.alpha.kubernetes.io/critical-pod": ""}}

	got := GetWarningsForPod(&core.Pod{ObjectMeta: meta, Spec: spec}, nil)
	want := []string{
		`spec.nodeSelector[beta.kubernetes.io/os]: deprecated since v1.14; use "kubernetes.io/os" instead`,
		`metadata.annotations[scheduler.alpha.kubernetes.io/critical-pod]: non-functional in v1.16+; use the "priorityClassName" field instead`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("pod: got %q; want %q", got, want)
	}

	got = GetWarningsForPodTemplate(field.NewPath("spec", "template"), &core.PodTemplateSpec{Spec: spec})
	want = []string{`spec.template.spec.nodeSelector[beta.kubernetes.io/os]: deprecated since v1.14; use "kubernetes.io/os" instead`}
	if !slices.Equal(got, want) {
		t.Errorf("template: got %q; want %q", got, want)
	}
	if got := GetWarningsForPod(&core.Pod{}, nil); got != nil {
		t.Errorf("a plain pod: got %q; want none", got)
	}
}
