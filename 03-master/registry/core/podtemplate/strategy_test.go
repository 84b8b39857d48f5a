package podtemplate

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// newTemplate is a valid stored pod template, generation 1.
func newTemplate() *core.PodTemplate {
	return &core.PodTemplate{
		ObjectMeta: metav1.ObjectMeta{Name: "tmpl", Namespace: "default", ResourceVersion: "3", Generation: 1},
		Template: core.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "tmpl"}},
			Spec: core.PodSpec{RestartPolicy: core.RestartPolicyAlways, DNSPolicy: core.DNSClusterFirst,
				Containers: []core.Container{{Name: "c", Image: "busybox", ImagePullPolicy: core.PullAlways, TerminationMessagePolicy: core.TerminationMessageReadFile}}},
		},
	}
}

// TestGeneration: a create starts at 1; only a template change bumps it.
func TestGeneration(t *testing.T) {
	created := newTemplate()
	created.Generation = 7
	Strategy.PrepareForCreate(context.Background(), created)
	if created.Generation != 1 {
		t.Errorf("got generation %d after create; want 1", created.Generation)
	}
	tests := []struct {
		name   string
		mutate func(*core.PodTemplate)
		want   int64
	}{
		{"labels of the object", func(p *core.PodTemplate) { p.Labels = map[string]string{"a": "b"} }, 1},
		{"image", func(p *core.PodTemplate) { p.Template.Spec.Containers[0].Image = "busybox:1.37" }, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, p := newTemplate(), newTemplate()
			tt.mutate(p)
			Strategy.PrepareForUpdate(context.Background(), p, old)
			if p.Generation != tt.want {
				t.Errorf("got generation %d; want %d", p.Generation, tt.want)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.PodTemplate)
		want   string
	}{
		{"valid", func(*core.PodTemplate) {}, ""},
		{"no containers", func(p *core.PodTemplate) { p.Template.Spec.Containers = nil }, "template.spec.containers: Required value"},
		{"bad label", func(p *core.PodTemplate) { p.Template.Labels = map[string]string{"a": "b c"} }, "template.labels: Invalid value"},
		{"no namespace", func(p *core.PodTemplate) { p.Namespace = "" }, "metadata.namespace: Required value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTemplate()
			tt.mutate(p)
			got := Strategy.Validate(context.Background(), p).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}
