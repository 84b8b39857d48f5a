package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func ptr[T any](v T) *T { return &v }

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "batch", APIVersion: "v1", Resource: "cronjobs"})
}

// TestCreateStatusTableDelete: a cron job through the Store: created with
// its status cleared, a bad schedule refused, cronjobs/status written,
// the Table as upstream's, deleted.
func TestCreateStatusTableDelete(t *testing.T) {
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Destroy)
	cj := &batch.CronJob{
		ObjectMeta: metav1.ObjectMeta{Name: "hello", Namespace: "demo"},
		Spec: batch.CronJobSpec{
			Schedule: "*/5 * * * *", ConcurrencyPolicy: batch.AllowConcurrent, Suspend: ptr(false), TimeZone: ptr("Etc/UTC"),
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
		Status: batch.CronJobStatus{Active: []core.ObjectReference{{Name: "x"}}},
	}
	obj, err := r.Create(ctxFor(), cj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*batch.CronJob)
	if len(got.Status.Active) != 0 || got.Generation != 1 {
		t.Errorf("got active %v, generation %d; want none and 1", got.Status.Active, got.Generation)
	}
	bad := got.DeepCopy()
	bad.Spec.Schedule = "every minute"
	if _, _, err := r.Update(ctxFor(), bad.Name, rest.DefaultUpdatedObjectInfo(bad), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("bad schedule: got %v; want Invalid", err)
	}
	got.Status.Active = []core.ObjectReference{{Kind: "Job", Name: "hello-29012345", Namespace: "demo"}}
	obj, _, err = status.Update(ctxFor(), got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctxFor(), obj, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cells := table.Rows[0].Cells
	want := []interface{}{"hello", "*/5 * * * *", "Etc/UTC", "False", int64(1), "<none>", cells[6], "hello", "busybox:1.36", "<none>"}
	if !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
	if !reflect.DeepEqual(r.ShortNames(), []string{"cj"}) || !reflect.DeepEqual(r.Categories(), []string{"all"}) {
		t.Errorf("got short names %v, categories %v; want [cj] and [all]", r.ShortNames(), r.Categories())
	}
	if _, _, err := r.Delete(ctxFor(), got.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctxFor(), got.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}
