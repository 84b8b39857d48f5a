package cronjob

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install"
)

func ptr[T any](v T) *T { return &v }

func newCronJob() *batch.CronJob {
	return &batch.CronJob{
		ObjectMeta: metav1.ObjectMeta{Name: "hello", Namespace: "demo", Generation: 2, ResourceVersion: "4"},
		Spec: batch.CronJobSpec{
			Schedule: "*/5 * * * *", ConcurrencyPolicy: batch.AllowConcurrent, Suspend: ptr(false),
			JobTemplate: batch.JobTemplateSpec{Spec: batch.JobSpec{
				Parallelism: ptr[int32](1), Completions: ptr[int32](1), BackoffLimit: ptr[int32](6),
				CompletionMode: ptr(batch.NonIndexedCompletion), Suspend: ptr(false), ManualSelector: ptr(false),
				PodReplacementPolicy: ptr(batch.TerminatingOrFailed),
				Template: core.PodTemplateSpec{Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "hello", Image: "busybox:1.36", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
					RestartPolicy: core.RestartPolicyOnFailure, DNSPolicy: core.DNSClusterFirst,
				}},
			}},
		},
		Status: batch.CronJobStatus{Active: []core.ObjectReference{{Name: "hello-1"}}},
	}
}

// TestStrategy: create clears the status and validates; an update keeps
// the status and bumps the generation on a spec change; a status write
// keeps the spec.
func TestStrategy(t *testing.T) {
	cj := newCronJob()
	Strategy.PrepareForCreate(context.Background(), cj)
	if cj.Generation != 1 || len(cj.Status.Active) != 0 {
		t.Errorf("create: got generation %d, active %v; want 1 and none", cj.Generation, cj.Status.Active)
	}
	if errs := Strategy.Validate(context.Background(), cj); len(errs) != 0 {
		t.Errorf("create: got %v; want a valid cron job", errs)
	}
	old := newCronJob()
	upd := newCronJob()
	upd.Spec.Suspend = ptr(true)
	upd.Status = batch.CronJobStatus{}
	Strategy.PrepareForUpdate(context.Background(), upd, old)
	if upd.Generation != 3 || len(upd.Status.Active) != 1 {
		t.Errorf("update: got generation %d, active %v; want 3 and the stored one", upd.Generation, upd.Status.Active)
	}
	upd = newCronJob()
	upd.Spec.Schedule = "bad"
	if errs := Strategy.ValidateUpdate(context.Background(), upd, old); len(errs) != 1 || errs[0].Field != "spec.schedule" {
		t.Errorf("update: got %v; want one error at spec.schedule", errs)
	}
	st := newCronJob()
	st.Spec.Schedule = "@daily"
	StatusStrategy.PrepareForUpdate(context.Background(), st, old)
	if st.Spec.Schedule != "*/5 * * * *" {
		t.Errorf("status: got schedule %q; want the stored one", st.Spec.Schedule)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"batch/v1", "batch/v1beta1"}
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
