package daemonset

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newDaemonSet is a valid stored daemon set, generation 2, template
// generation 2, with a status.
func newDaemonSet() *apps.DaemonSet {
	labels := map[string]string{"app": "agent"}
	return &apps.DaemonSet{
		ObjectMeta: metav1.ObjectMeta{Name: "agent", Namespace: "demo", ResourceVersion: "7", Generation: 2},
		Spec: apps.DaemonSetSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "agent", Image: "busybox:1.36"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
			UpdateStrategy: apps.DaemonSetUpdateStrategy{Type: apps.RollingUpdateDaemonSetStrategyType,
				RollingUpdate: &apps.RollingUpdateDaemonSet{MaxUnavailable: intstr.FromInt32(1)}},
			TemplateGeneration: 2,
		},
		Status: apps.DaemonSetStatus{DesiredNumberScheduled: 3, NumberReady: 3, ObservedGeneration: 2},
	}
}

func TestPrepareForCreate(t *testing.T) {
	ds := newDaemonSet()
	ds.Spec.TemplateGeneration = 0
	Strategy.PrepareForCreate(context.Background(), ds)
	if ds.Generation != 1 || ds.Spec.TemplateGeneration != 1 || ds.Status.DesiredNumberScheduled != 0 {
		t.Errorf("got generation %d, templateGeneration %d, status %+v; want 1, 1 and a cleared status", ds.Generation, ds.Spec.TemplateGeneration, ds.Status)
	}
}

// TestPrepareForUpdate: a template change bumps both generations, another
// spec change the generation alone; a client cannot set either the status
// or the template generation.
func TestPrepareForUpdate(t *testing.T) {
	tests := []struct {
		name                   string
		mutate                 func(ds *apps.DaemonSet)
		generation, templateGn int64
	}{
		{"labels", func(ds *apps.DaemonSet) { ds.Labels = map[string]string{"x": "y"} }, 2, 2},
		{"templateGeneration alone", func(ds *apps.DaemonSet) { ds.Spec.TemplateGeneration = 9 }, 2, 2},
		{"minReadySeconds", func(ds *apps.DaemonSet) { ds.Spec.MinReadySeconds = 5 }, 3, 2},
		{"image", func(ds *apps.DaemonSet) { ds.Spec.Template.Spec.Containers[0].Image = "busybox:1.37" }, 3, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, ds := newDaemonSet(), newDaemonSet()
			tt.mutate(ds)
			ds.Status.NumberReady = 0
			Strategy.PrepareForUpdate(context.Background(), ds, old)
			if ds.Generation != tt.generation || ds.Spec.TemplateGeneration != tt.templateGn || ds.Status.NumberReady != 3 {
				t.Errorf("got generation %d, templateGeneration %d, numberReady %d; want %d, %d and 3",
					ds.Generation, ds.Spec.TemplateGeneration, ds.Status.NumberReady, tt.generation, tt.templateGn)
			}
			if errs := Strategy.ValidateUpdate(context.Background(), ds, old); len(errs) != 0 {
				t.Errorf("got %v; want a valid update", errs)
			}
		})
	}
}

// TestValidate: upstream's rules and messages for a new daemon set.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(ds *apps.DaemonSet)
		field  string
		detail string
	}{
		{"valid", func(ds *apps.DaemonSet) {}, "", ""},
		{"empty selector", func(ds *apps.DaemonSet) { ds.Spec.Selector = &metav1.LabelSelector{} }, "spec.selector", "empty selector is invalid for daemonset"},
		{"selector misses template", func(ds *apps.DaemonSet) { ds.Spec.Template.Labels = map[string]string{"app": "x"} }, "spec.template.metadata.labels", "`selector` does not match template `labels`"},
		{"restartPolicy", func(ds *apps.DaemonSet) { ds.Spec.Template.Spec.RestartPolicy = core.RestartPolicyOnFailure }, "spec.template.spec.restartPolicy", ""},
		{"both bounds", func(ds *apps.DaemonSet) { ds.Spec.UpdateStrategy.RollingUpdate.MaxSurge = intstr.FromInt32(1) }, "spec.updateStrategy.rollingUpdate.maxSurge", "may not be set when maxUnavailable is non-zero"},
		{"no bound", func(ds *apps.DaemonSet) { ds.Spec.UpdateStrategy.RollingUpdate.MaxUnavailable = intstr.FromInt32(0) }, "spec.updateStrategy.rollingUpdate.maxUnavailable", "cannot be 0 when maxSurge is 0"},
		{"no rollingUpdate", func(ds *apps.DaemonSet) { ds.Spec.UpdateStrategy.RollingUpdate = nil }, "spec.updateStrategy.rollingUpdate", ""},
		{"unknown strategy", func(ds *apps.DaemonSet) { ds.Spec.UpdateStrategy.Type = "Recreate" }, "spec.updateStrategy", ""},
		{"negative history", func(ds *apps.DaemonSet) {
			ds.Spec.RevisionHistoryLimit = new(int32)
			*ds.Spec.RevisionHistoryLimit = -1
		}, "spec.revisionHistoryLimit", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ds := newDaemonSet()
			tt.mutate(ds)
			errs := Strategy.Validate(context.Background(), ds)
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

// TestValidateUpdateSelector: the selector cannot change.
func TestValidateUpdateSelector(t *testing.T) {
	old, ds := newDaemonSet(), newDaemonSet()
	ds.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "agent", "tier": "node"}}
	ds.Spec.Template.Labels = map[string]string{"app": "agent", "tier": "node"}
	Strategy.PrepareForUpdate(context.Background(), ds, old)
	errs := Strategy.ValidateUpdate(context.Background(), ds, old)
	if len(errs) != 1 || errs[0].Field != "spec.selector" || errs[0].Detail != "field is immutable" {
		t.Errorf("got %v; want spec.selector: field is immutable", errs)
	}
}

// TestStatusStrategy: a status write keeps the spec and refuses negative
// counts.
func TestStatusStrategy(t *testing.T) {
	old, ds := newDaemonSet(), newDaemonSet()
	ds.Spec.MinReadySeconds = 30
	ds.Status.NumberMisscheduled = -1
	StatusStrategy.PrepareForUpdate(context.Background(), ds, old)
	if ds.Spec.MinReadySeconds != 0 {
		t.Errorf("got minReadySeconds %d; want 0 (kept)", ds.Spec.MinReadySeconds)
	}
	errs := StatusStrategy.ValidateUpdate(context.Background(), ds, old)
	if len(errs) != 1 || errs[0].Field != "status.numberMisscheduled" {
		t.Errorf("got %v; want one error at status.numberMisscheduled", errs)
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
