package job

import (
	"context"
	"reflect"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install"
)

func ptr[T any](v T) *T { return &v }

// newJob is a job as defaulting leaves it, before the strategy.
func newJob() *batch.Job {
	return &batch.Job{
		ObjectMeta: metav1.ObjectMeta{Name: "pi", Namespace: "demo", UID: "2d0f6a1e"},
		Spec: batch.JobSpec{
			Parallelism: ptr[int32](1), Completions: ptr[int32](1), BackoffLimit: ptr[int32](6),
			CompletionMode: ptr(batch.NonIndexedCompletion), Suspend: ptr(false), ManualSelector: ptr(false),
			PodReplacementPolicy: ptr(batch.TerminatingOrFailed),
			Template: core.PodTemplateSpec{Spec: core.PodSpec{
				Containers:    []core.Container{{Name: "pi", Image: "perl:5.34", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
				RestartPolicy: core.RestartPolicyNever, DNSPolicy: core.DNSClusterFirst,
			}},
		},
		Status: batch.JobStatus{Active: 3},
	}
}

// TestPrepareForCreateGeneratesSelector: the template gets the job's name
// and uid under both label spellings, the selector matches the uid, the
// status is cleared, and the result validates.
func TestPrepareForCreateGeneratesSelector(t *testing.T) {
	j := newJob()
	Strategy.PrepareForCreate(context.Background(), j)
	wantLabels := map[string]string{
		"batch.kubernetes.io/controller-uid": "2d0f6a1e", "controller-uid": "2d0f6a1e",
		"batch.kubernetes.io/job-name": "pi", "job-name": "pi",
	}
	if !reflect.DeepEqual(j.Spec.Template.Labels, wantLabels) {
		t.Errorf("got template labels %v; want %v", j.Spec.Template.Labels, wantLabels)
	}
	wantSelector := map[string]string{"batch.kubernetes.io/controller-uid": "2d0f6a1e"}
	if !reflect.DeepEqual(j.Spec.Selector.MatchLabels, wantSelector) {
		t.Errorf("got selector %v; want %v", j.Spec.Selector.MatchLabels, wantSelector)
	}
	if j.Status.Active != 0 || j.Generation != 1 {
		t.Errorf("got status.active %d, generation %d; want 0 and 1", j.Status.Active, j.Generation)
	}
	if errs := Strategy.Validate(context.Background(), j); len(errs) != 0 {
		t.Errorf("got %v; want a valid job", errs)
	}
}

// TestPrepareForCreateManualSelector: with manualSelector the strategy
// leaves labels and selector alone.
func TestPrepareForCreateManualSelector(t *testing.T) {
	j := newJob()
	j.Spec.ManualSelector = ptr(true)
	j.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "pi"}}
	j.Spec.Template.Labels = map[string]string{"app": "pi"}
	Strategy.PrepareForCreate(context.Background(), j)
	if len(j.Spec.Template.Labels) != 1 || len(j.Spec.Selector.MatchLabels) != 1 {
		t.Errorf("got labels %v, selector %v; want them untouched", j.Spec.Template.Labels, j.Spec.Selector.MatchLabels)
	}
	if errs := Strategy.Validate(context.Background(), j); len(errs) != 0 {
		t.Errorf("got %v; want a valid job", errs)
	}
}

// TestPrepareForUpdate: the status is kept, a spec change bumps the
// generation; the status strategy keeps the spec.
func TestPrepareForUpdate(t *testing.T) {
	old := newJob()
	Strategy.PrepareForCreate(context.Background(), old)
	old.Status.Active = 1
	j := old.DeepCopy()
	j.Spec.Parallelism = ptr[int32](2)
	j.Status.Active = 5
	Strategy.PrepareForUpdate(context.Background(), j, old)
	if j.Generation != 2 || j.Status.Active != 1 {
		t.Errorf("got generation %d, active %d; want 2 and 1", j.Generation, j.Status.Active)
	}
	s := old.DeepCopy()
	s.Spec.Parallelism = ptr[int32](9)
	s.Status.Succeeded = 1
	StatusStrategy.PrepareForUpdate(context.Background(), s, old)
	if *s.Spec.Parallelism != 1 || s.Status.Succeeded != 1 {
		t.Errorf("got parallelism %d, succeeded %d; want 1 and 1", *s.Spec.Parallelism, s.Status.Succeeded)
	}
}

// TestGetAttrs: a job's field selectors are its metadata and
// status.successful.
func TestGetAttrs(t *testing.T) {
	j := newJob()
	j.Status.Succeeded = 2
	_, fields, err := GetAttrs(j)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"metadata.name": "pi", "metadata.namespace": "demo", "status.successful": "2"}
	if !reflect.DeepEqual(map[string]string(fields), want) {
		t.Errorf("got %v; want %v", fields, want)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"batch/v1"}
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
