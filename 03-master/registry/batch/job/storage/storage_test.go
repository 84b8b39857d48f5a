package storage

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
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
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "batch", APIVersion: "v1", Resource: "jobs"})
}

func newStorage(t *testing.T) JobStorage {
	t.Helper()
	s, err := NewStorage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Job.Destroy)
	return s
}

// create stores demo/<name> as a client sends it after defaulting: no
// selector, no labels, and a status the client may not set.
func create(t *testing.T, s JobStorage, name string) *batch.Job {
	t.Helper()
	j := &batch.Job{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "demo"},
		Spec: batch.JobSpec{
			Parallelism: ptr[int32](1), Completions: ptr[int32](1), BackoffLimit: ptr[int32](6),
			CompletionMode: ptr(batch.NonIndexedCompletion), Suspend: ptr(false), ManualSelector: ptr(false),
			PodReplacementPolicy: ptr(batch.TerminatingOrFailed),
			Template: core.PodTemplateSpec{Spec: core.PodSpec{
				Containers:    []core.Container{{Name: "pi", Image: "perl:5.34", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
				RestartPolicy: core.RestartPolicyNever, DNSPolicy: core.DNSClusterFirst,
			}},
		},
		Status: batch.JobStatus{Succeeded: 7},
	}
	out, err := s.Job.Create(ctxFor(), j, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*batch.Job)
}

// TestCreateStatusDelete: create generates the selector from the uid the
// Store gave the job and clears the status; jobs/status writes the
// status only; the template cannot change; delete removes the job.
func TestCreateStatusDelete(t *testing.T) {
	s := newStorage(t)
	j := create(t, s, "pi")
	if j.UID == "" || j.Spec.Selector.MatchLabels[batch.ControllerUidLabel] != string(j.UID) || j.Status.Succeeded != 0 {
		t.Fatalf("got uid %q, selector %v, succeeded %d; want the uid selected and 0", j.UID, j.Spec.Selector, j.Status.Succeeded)
	}
	j.Status.Succeeded = 1
	j.Spec.Parallelism = ptr[int32](4)
	obj, _, err := s.Status.Update(ctxFor(), j.Name, rest.DefaultUpdatedObjectInfo(j), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*batch.Job); got.Status.Succeeded != 1 || *got.Spec.Parallelism != 1 {
		t.Errorf("got succeeded %d, parallelism %d; want 1 and 1", got.Status.Succeeded, *got.Spec.Parallelism)
	}
	j = obj.(*batch.Job)
	j.Spec.Template.Spec.Containers[0].Image = "perl:5.36"
	if _, _, err := s.Job.Update(ctxFor(), j.Name, rest.DefaultUpdatedObjectInfo(j), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("template change: got %v; want Invalid", err)
	}
	if _, _, err := s.Job.Delete(ctxFor(), j.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Job.Get(ctxFor(), j.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}

// TestListFieldSelector: status.successful selects jobs.
func TestListFieldSelector(t *testing.T) {
	s := newStorage(t)
	create(t, s, "a")
	b := create(t, s, "b")
	b.Status.Succeeded = 1
	if _, _, err := s.Status.Update(ctxFor(), b.Name, rest.DefaultUpdatedObjectInfo(b), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	obj, err := s.Job.List(ctxFor(), &metainternalversion.ListOptions{FieldSelector: fields.OneTermEqualSelector("status.successful", "1")})
	if err != nil {
		t.Fatal(err)
	}
	list := obj.(*batch.JobList)
	if len(list.Items) != 1 || list.Items[0].Name != "b" {
		t.Errorf("got %d items; want only b", len(list.Items))
	}
}

// TestTable: kubectl get jobs: NAME STATUS COMPLETIONS DURATION AGE,
// wide adds CONTAINERS IMAGES SELECTOR.
func TestTable(t *testing.T) {
	s := newStorage(t)
	j := create(t, s, "pi")
	table, err := s.Job.ConvertToTable(ctxFor(), j, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	if want := []string{"Name/0", "Status/0", "Completions/0", "Duration/0", "Age/0", "Containers/1", "Images/1", "Selector/1"}; !reflect.DeepEqual(names, want) {
		t.Errorf("got columns %v; want %v", names, want)
	}
	cells := table.Rows[0].Cells
	want := []interface{}{"pi", "Running", "0/1", "", cells[4], "pi", "perl:5.34", "batch.kubernetes.io/controller-uid=" + string(j.UID)}
	if !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
	if got := s.Job.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
}
