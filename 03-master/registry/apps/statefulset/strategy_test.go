package statefulset

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newStatefulSet is a valid stored stateful set, generation 2, with a status.
func newStatefulSet() *apps.StatefulSet {
	labels := map[string]string{"app": "web"}
	return &apps.StatefulSet{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "7", Generation: 2},
		Spec: apps.StatefulSetSpec{
			Replicas:            3,
			ServiceName:         "web",
			PodManagementPolicy: apps.OrderedReadyPodManagement,
			UpdateStrategy:      apps.StatefulSetUpdateStrategy{Type: apps.RollingUpdateStatefulSetStrategyType},
			Selector:            &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
		},
		Status: apps.StatefulSetStatus{Replicas: 3, ReadyReplicas: 3, ObservedGeneration: 2},
	}
}

func TestPrepareForCreate(t *testing.T) {
	ss := newStatefulSet()
	Strategy.PrepareForCreate(context.Background(), ss)
	if ss.Generation != 1 || ss.Status.Replicas != 0 || ss.Status.ObservedGeneration != 0 {
		t.Errorf("got generation %d, status %+v; want 1 and a cleared status", ss.Generation, ss.Status)
	}
}

// TestPrepareForUpdate: the status is kept, and only a spec change bumps
// the generation.
func TestPrepareForUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(ss *apps.StatefulSet)
		want   int64
	}{
		{"labels", func(ss *apps.StatefulSet) { ss.Labels = map[string]string{"x": "y"} }, 2},
		{"status", func(ss *apps.StatefulSet) { ss.Status.Replicas = 9 }, 2},
		{"replicas", func(ss *apps.StatefulSet) { ss.Spec.Replicas = 5 }, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, ss := newStatefulSet(), newStatefulSet()
			tt.mutate(ss)
			Strategy.PrepareForUpdate(context.Background(), ss, old)
			if ss.Generation != tt.want || ss.Status.Replicas != 3 {
				t.Errorf("got generation %d, status.replicas %d; want %d and 3", ss.Generation, ss.Status.Replicas, tt.want)
			}
		})
	}
}

// TestValidate: upstream's rules and messages for a new stateful set.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(ss *apps.StatefulSet)
		field  string
		detail string
	}{
		{"valid", func(ss *apps.StatefulSet) {}, "", ""},
		{"name no DNS label", func(ss *apps.StatefulSet) { ss.Name = "web.v1" }, "metadata.name", ""},
		{"no policy", func(ss *apps.StatefulSet) { ss.Spec.PodManagementPolicy = "" }, "spec.podManagementPolicy", ""},
		{"bad policy", func(ss *apps.StatefulSet) { ss.Spec.PodManagementPolicy = "Random" }, "spec.podManagementPolicy", "must be 'OrderedReady' or 'Parallel'"},
		{"bad strategy", func(ss *apps.StatefulSet) { ss.Spec.UpdateStrategy.Type = "Recreate" }, "spec.updateStrategy", "must be 'RollingUpdate' or 'OnDelete'"},
		{"OnDelete with rollingUpdate", func(ss *apps.StatefulSet) {
			ss.Spec.UpdateStrategy = apps.StatefulSetUpdateStrategy{Type: apps.OnDeleteStatefulSetStrategyType, RollingUpdate: &apps.RollingUpdateStatefulSetStrategy{}}
		}, "spec.updateStrategy.rollingUpdate", "only allowed for updateStrategy 'RollingUpdate'"},
		{"negative partition", func(ss *apps.StatefulSet) {
			ss.Spec.UpdateStrategy.RollingUpdate = &apps.RollingUpdateStatefulSetStrategy{Partition: -1}
		}, "spec.updateStrategy.rollingUpdate.partition", ""},
		{"negative replicas", func(ss *apps.StatefulSet) { ss.Spec.Replicas = -1 }, "spec.replicas", ""},
		{"bad serviceName", func(ss *apps.StatefulSet) { ss.Spec.ServiceName = "Web" }, "spec.serviceName", ""},
		{"bad retention", func(ss *apps.StatefulSet) {
			ss.Spec.PersistentVolumeClaimRetentionPolicy = &apps.StatefulSetPersistentVolumeClaimRetentionPolicy{WhenDeleted: "Keep", WhenScaled: "Retain"}
		}, "spec.persistentVolumeClaimRetentionPolicy.whenDeleted", ""},
		{"empty selector", func(ss *apps.StatefulSet) { ss.Spec.Selector = &metav1.LabelSelector{} }, "spec.selector", "empty selector is invalid for statefulset"},
		{"selector misses template", func(ss *apps.StatefulSet) { ss.Spec.Template.Labels = map[string]string{"app": "db"} }, "spec.template.metadata.labels", "`selector` does not match template `labels`"},
		{"restartPolicy", func(ss *apps.StatefulSet) { ss.Spec.Template.Spec.RestartPolicy = core.RestartPolicyNever }, "spec.template.spec.restartPolicy", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ss := newStatefulSet()
			tt.mutate(ss)
			errs := Strategy.Validate(context.Background(), ss)
			if tt.field == "" {
				if len(errs) != 0 {
					t.Errorf("got %v; want no errors", errs)
				}
				return
			}
			if len(errs) != 1 || errs[0].Field != tt.field || (tt.detail != "" && errs[0].Detail != tt.detail) {
				t.Errorf("got %v; want one error at %s %q", errs, tt.field, tt.detail)
			}
		})
	}
}

// TestValidateUpdate: selector, serviceName and podManagementPolicy are
// immutable; replicas and the template are not.
func TestValidateUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(ss *apps.StatefulSet)
		field  string
	}{
		{"replicas", func(ss *apps.StatefulSet) { ss.Spec.Replicas = 5 }, ""},
		{"image", func(ss *apps.StatefulSet) { ss.Spec.Template.Spec.Containers[0].Image = "nginx:1.28" }, ""},
		{"serviceName", func(ss *apps.StatefulSet) { ss.Spec.ServiceName = "other" }, "spec.serviceName"},
		{"podManagementPolicy", func(ss *apps.StatefulSet) { ss.Spec.PodManagementPolicy = apps.ParallelPodManagement }, "spec.podManagementPolicy"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, ss := newStatefulSet(), newStatefulSet()
			tt.mutate(ss)
			errs := Strategy.ValidateUpdate(context.Background(), ss, old)
			if tt.field == "" && len(errs) != 0 || tt.field != "" && (len(errs) != 1 || errs[0].Field != tt.field) {
				t.Errorf("got %v; want errors at %q", errs, tt.field)
			}
		})
	}
}

// TestStatusStrategy: a status write keeps the spec and checks the counts.
func TestStatusStrategy(t *testing.T) {
	old, ss := newStatefulSet(), newStatefulSet()
	ss.Spec.Replicas = 10
	ss.Status.ReadyReplicas = 4
	StatusStrategy.PrepareForUpdate(context.Background(), ss, old)
	if ss.Spec.Replicas != 3 {
		t.Errorf("got spec.replicas %d; want 3 (kept)", ss.Spec.Replicas)
	}
	errs := StatusStrategy.ValidateUpdate(context.Background(), ss, old)
	if len(errs) != 1 || errs[0].Field != "status.readyReplicas" || errs[0].Detail != "cannot be greater than status.replicas" {
		t.Errorf("got %v; want status.readyReplicas cannot be greater than status.replicas", errs)
	}
	ss.Status.ReadyReplicas = 3
	ss.Status.CollisionCount = nil
	old.Status.CollisionCount = new(int32)
	*old.Status.CollisionCount = 2
	errs = StatusStrategy.ValidateUpdate(context.Background(), ss, old)
	if len(errs) != 1 || errs[0].Field != "status.collisionCount" || errs[0].Detail != "cannot be decremented" {
		t.Errorf("got %v; want status.collisionCount cannot be decremented", errs)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"apps/v1"}
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
