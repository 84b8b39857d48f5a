package replicationcontroller

import (
	"context"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newRC is a valid stored controller, generation 2, with a status.
func newRC() *core.ReplicationController {
	labels := map[string]string{"app": "web"}
	replicas := int32(3)
	return &core.ReplicationController{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", ResourceVersion: "7", Generation: 2},
		Spec: core.ReplicationControllerSpec{
			Replicas: &replicas,
			Selector: labels,
			Template: &core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
					RestartPolicy: core.RestartPolicyAlways,
					DNSPolicy:     core.DNSClusterFirst,
				},
			},
		},
		Status: core.ReplicationControllerStatus{Replicas: 3, ReadyReplicas: 3, ObservedGeneration: 2},
	}
}

func TestPrepareForCreate(t *testing.T) {
	rc := newRC()
	Strategy.PrepareForCreate(context.Background(), rc)
	if rc.Generation != 1 || rc.Status.Replicas != 0 {
		t.Errorf("got generation %d, status %+v; want 1 and a cleared status", rc.Generation, rc.Status)
	}
}

// TestPrepareForUpdate: only a spec change bumps the generation; the main
// resource keeps the stored status, the status subresource the spec.
func TestPrepareForUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.ReplicationController)
		want   int64
	}{
		{"nothing", func(*core.ReplicationController) {}, 2},
		{"labels", func(rc *core.ReplicationController) { rc.Labels = map[string]string{"x": "y"} }, 2},
		{"status", func(rc *core.ReplicationController) { rc.Status.Replicas = 1 }, 2},
		{"replicas", func(rc *core.ReplicationController) { n := int32(1); rc.Spec.Replicas = &n }, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, rc := newRC(), newRC()
			tt.mutate(rc)
			Strategy.PrepareForUpdate(context.Background(), rc, old)
			if rc.Generation != tt.want || rc.Status.Replicas != 3 {
				t.Errorf("got generation %d, status.replicas %d; want %d and 3", rc.Generation, rc.Status.Replicas, tt.want)
			}
		})
	}
	old, rc := newRC(), newRC()
	n := int32(9)
	rc.Spec.Replicas = &n
	rc.Status.ReadyReplicas = 1
	StatusStrategy.PrepareForUpdate(context.Background(), rc, old)
	if *rc.Spec.Replicas != 3 || rc.Status.ReadyReplicas != 1 {
		t.Errorf("got replicas %d, ready %d; want the stored 3 and 1", *rc.Spec.Replicas, rc.Status.ReadyReplicas)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.ReplicationController)
		want   string
	}{
		{"valid", func(*core.ReplicationController) {}, ""},
		{"no selector", func(rc *core.ReplicationController) { rc.Spec.Selector = nil }, "spec.selector: Required value"},
		{"selector mismatch", func(rc *core.ReplicationController) { rc.Spec.Selector = map[string]string{"app": "db"} },
			"spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"web\"}: `selector` does not match template `labels`"},
		{"no template", func(rc *core.ReplicationController) { rc.Spec.Template = nil }, "spec.template: Required value"},
		{"negative replicas", func(rc *core.ReplicationController) { n := int32(-1); rc.Spec.Replicas = &n },
			"spec.replicas: Invalid value: -1: must be greater than or equal to 0"},
		{"restart never", func(rc *core.ReplicationController) { rc.Spec.Template.Spec.RestartPolicy = core.RestartPolicyNever },
			`spec.template.spec.restartPolicy: Unsupported value: "Never": supported values: "Always"`},
		{"no containers", func(rc *core.ReplicationController) { rc.Spec.Template.Spec.Containers = nil },
			"spec.template.spec.containers: Required value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rc := newRC()
			tt.mutate(rc)
			got := Strategy.Validate(context.Background(), rc).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}

func TestValidateStatusUpdate(t *testing.T) {
	old, rc := newRC(), newRC()
	rc.Status.ReadyReplicas = 4
	want := "status.readyReplicas: Invalid value: 4: cannot be greater than status.replicas"
	if got := StatusStrategy.ValidateUpdate(context.Background(), rc, old).ToAggregate(); got == nil || !strings.Contains(got.Error(), want) {
		t.Errorf("got %v; want %q", got, want)
	}
}

func TestSelectableFields(t *testing.T) {
	_, fields, err := GetAttrs(newRC())
	if err != nil {
		t.Fatal(err)
	}
	if fields["status.replicas"] != "3" || fields["metadata.namespace"] != "default" {
		t.Errorf("got %v; want status.replicas=3 and metadata.namespace=default", fields)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.strategy.GetResetFields()
			if len(got) != len(versions) {
				t.Errorf("got %d versions; want %d", len(got), len(versions))
			}
			for _, v := range versions {
				if got[v] == nil || !got[v].Equals(tt.want) {
					t.Errorf("%s: got %v; want %v", v, got[v], tt.want)
				}
			}
		})
	}
}
