package replicaset

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// newReplicaSet is a valid stored replica set, generation 2, with a status.
func newReplicaSet() *apps.ReplicaSet {
	labels := map[string]string{"app": "web"}
	return &apps.ReplicaSet{
		ObjectMeta: metav1.ObjectMeta{Name: "web-5d4c", Namespace: "demo", ResourceVersion: "7", Generation: 2,
			Annotations: map[string]string{"note": "a"}},
		Spec: apps.ReplicaSetSpec{
			Replicas: 3,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
		},
		Status: apps.ReplicaSetStatus{Replicas: 3, ReadyReplicas: 3, ObservedGeneration: 2},
	}
}

func TestPrepareForCreate(t *testing.T) {
	rs := newReplicaSet()
	Strategy.PrepareForCreate(context.Background(), rs)
	if rs.Generation != 1 || rs.Status.Replicas != 0 || rs.Status.ObservedGeneration != 0 {
		t.Errorf("got generation %d, status %+v; want 1 and a cleared status", rs.Generation, rs.Status)
	}
}

// TestPrepareForUpdateGeneration: only a spec change bumps a replica
// set's generation (annotations do not, unlike a deployment's).
func TestPrepareForUpdateGeneration(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(rs *apps.ReplicaSet)
		want   int64
	}{
		{"nothing", func(rs *apps.ReplicaSet) {}, 2},
		{"annotations", func(rs *apps.ReplicaSet) { rs.Annotations = map[string]string{"note": "b"} }, 2},
		{"status", func(rs *apps.ReplicaSet) { rs.Status.Replicas = 1 }, 2},
		{"replicas", func(rs *apps.ReplicaSet) { rs.Spec.Replicas = 1 }, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, rs := newReplicaSet(), newReplicaSet()
			tt.mutate(rs)
			Strategy.PrepareForUpdate(context.Background(), rs, old)
			if rs.Generation != tt.want {
				t.Errorf("got generation %d; want %d", rs.Generation, tt.want)
			}
			if rs.Status.Replicas != old.Status.Replicas {
				t.Errorf("got status.replicas %d; want the stored %d", rs.Status.Replicas, old.Status.Replicas)
			}
		})
	}
}

func TestValidateUpdateSelectorImmutable(t *testing.T) {
	old, rs := newReplicaSet(), newReplicaSet()
	labels := map[string]string{"app": "web", "tier": "front"}
	rs.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
	rs.Spec.Template.Labels = labels
	errs := Strategy.ValidateUpdate(context.Background(), rs, old)
	if len(errs) != 1 || errs[0].Field != "spec.selector" {
		t.Errorf("got %v; want spec.selector: field is immutable", errs)
	}
}

func TestStatusStrategy(t *testing.T) {
	old, rs := newReplicaSet(), newReplicaSet()
	rs.Spec.Replicas = 10
	rs.Status.Replicas = 2
	rs.Status.ReadyReplicas = 2
	StatusStrategy.PrepareForUpdate(context.Background(), rs, old)
	if rs.Spec.Replicas != 3 || rs.Status.Replicas != 2 {
		t.Errorf("got spec.replicas %d, status.replicas %d; want 3 and 2", rs.Spec.Replicas, rs.Status.Replicas)
	}
	if errs := StatusStrategy.ValidateUpdate(context.Background(), rs, old); len(errs) != 0 {
		t.Errorf("got %v; want no errors", errs)
	}
}
