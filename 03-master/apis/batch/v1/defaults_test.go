package v1

import (
	"math"
	"reflect"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// TestJobDefaults: upstream's defaults, which the job controller reads
// without nil checks.
func TestJobDefaults(t *testing.T) {
	labels := map[string]string{"app": "pi"}
	tests := []struct {
		name string
		in   Job
		want Job
	}{
		{"empty", Job{}, Job{Spec: JobSpec{
			Completions: ptrTo[int32](1), Parallelism: ptrTo[int32](1), BackoffLimit: ptrTo[int32](6),
			CompletionMode: ptrTo(NonIndexedCompletion), Suspend: ptrTo(false), ManualSelector: ptrTo(false),
			PodReplacementPolicy: ptrTo(TerminatingOrFailed),
		}}},
		{"work queue: parallelism alone", Job{Spec: JobSpec{Parallelism: ptrTo[int32](3)}}, Job{Spec: JobSpec{
			Parallelism: ptrTo[int32](3), BackoffLimit: ptrTo[int32](6),
			CompletionMode: ptrTo(NonIndexedCompletion), Suspend: ptrTo(false), ManualSelector: ptrTo(false),
			PodReplacementPolicy: ptrTo(TerminatingOrFailed),
		}}},
		{"per-index limit, failure policy, labels", Job{Spec: JobSpec{
			Completions: ptrTo[int32](2), BackoffLimitPerIndex: ptrTo[int32](1), PodFailurePolicy: &PodFailurePolicy{},
			Template: corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: labels}},
		}}, Job{ObjectMeta: metav1.ObjectMeta{Labels: labels}, Spec: JobSpec{
			Completions: ptrTo[int32](2), Parallelism: ptrTo[int32](1), BackoffLimitPerIndex: ptrTo[int32](1),
			BackoffLimit: ptrTo[int32](math.MaxInt32), PodFailurePolicy: &PodFailurePolicy{},
			CompletionMode: ptrTo(NonIndexedCompletion), Suspend: ptrTo(false), ManualSelector: ptrTo(false),
			PodReplacementPolicy: ptrTo(Failed),
			Template:             corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: labels}},
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.in
			SetDefaults_Job(&got)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got.Spec, tt.want.Spec)
			}
		})
	}
}

// TestCronJobDefaults: Allow, not suspended, 3 successful and 1 failed
// job kept; a pod condition pattern's status defaults to True.
func TestCronJobDefaults(t *testing.T) {
	got := CronJob{}
	SetDefaults_CronJob(&got)
	want := CronJobSpec{ConcurrencyPolicy: AllowConcurrent, Suspend: ptrTo(false),
		SuccessfulJobsHistoryLimit: ptrTo[int32](3), FailedJobsHistoryLimit: ptrTo[int32](1)}
	if !reflect.DeepEqual(got.Spec, want) {
		t.Errorf("got %+v; want %+v", got.Spec, want)
	}
	pattern := PodFailurePolicyOnPodConditionsPattern{Type: "DisruptionTarget"}
	SetDefaults_PodFailurePolicyOnPodConditionsPattern(&pattern)
	if pattern.Status != corev1.ConditionTrue {
		t.Errorf("got status %q; want True", pattern.Status)
	}
}
