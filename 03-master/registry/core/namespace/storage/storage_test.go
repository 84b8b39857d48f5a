package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// clusterCtx is the context of a cluster-scoped request.
var clusterCtx = request.WithNamespace(context.Background(), "")

func newStorage(t *testing.T) (*REST, *StatusREST, *FinalizeREST) {
	t.Helper()
	r, status, finalize, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	return r, status, finalize
}

func create(t *testing.T, r *REST, ns *core.Namespace) *core.Namespace {
	t.Helper()
	out, err := r.Create(clusterCtx, ns, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", ns.Name, err)
	}
	return out.(*core.Namespace)
}

func get(t *testing.T, r *REST, name string) *core.Namespace {
	t.Helper()
	out, err := r.Get(clusterCtx, name, &metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get %s: %v", name, err)
	}
	return out.(*core.Namespace)
}

func TestNamespaceCreate(t *testing.T) {
	r, _, _ := newStorage(t)
	tests := []struct {
		name string
		ns   *core.Namespace
		want string // causes of the error, "" for success
	}{
		{"valid", &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}}, ""},
		{"status from the client is reset", &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo2"}, Status: core.NamespaceStatus{Phase: core.NamespaceTerminating}}, ""},
		{"not a DNS label", &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "a.b"}}, "FieldValueInvalid metadata.name"},
		{"finalizer without domain", &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo3"}, Spec: core.NamespaceSpec{Finalizers: []core.FinalizerName{"mine"}}},
			"FieldValueInvalid spec.finalizers[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := r.Create(clusterCtx, tt.ns, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Fatalf("got %q; want %q", got, tt.want)
			}
			if err != nil {
				return
			}
			ns := out.(*core.Namespace)
			if ns.Status.Phase != core.NamespaceActive {
				t.Errorf("got phase %q; want Active", ns.Status.Phase)
			}
			if len(ns.Spec.Finalizers) != 1 || ns.Spec.Finalizers[0] != core.FinalizerKubernetes {
				t.Errorf("got finalizers %v; want [kubernetes]", ns.Spec.Finalizers)
			}
			if got := ns.Labels["kubernetes.io/metadata.name"]; got != ns.Name {
				t.Errorf("got name label %q; want %q", got, ns.Name)
			}
		})
	}
}

func TestNamespaceUpdateKeepsFinalizersAndStatus(t *testing.T) {
	r, status, _ := newStorage(t)
	ns := create(t, r, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}})
	ns.Spec.Finalizers = nil
	ns.Status.Phase = core.NamespaceTerminating
	ns.Labels["team"] = "a"
	out, _, err := r.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(ns), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := out.(*core.Namespace)
	if len(got.Spec.Finalizers) != 1 || got.Status.Phase != core.NamespaceActive || got.Labels["team"] != "a" {
		t.Errorf("got finalizers %v, phase %q, labels %v; want [kubernetes], Active, team=a", got.Spec.Finalizers, got.Status.Phase, got.Labels)
	}

	// status: Terminating without a deletionTimestamp is refused
	got.Status.Phase = core.NamespaceTerminating
	_, _, err = status.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueInvalid status.Phase"; registrytest.Causes(err) != want {
		t.Errorf("got %q; want %q", registrytest.Causes(err), want)
	}
}

// TestNamespaceDelete walks the two-step deletion: Terminating with the
// finalizer kept, a second delete that changes nothing, finalize, then
// the delete that removes it.
func TestNamespaceDelete(t *testing.T) {
	r, _, finalize := newStorage(t)
	create(t, r, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}})

	out, deleted, err := r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{})
	if err != nil || deleted {
		t.Fatalf("first delete: got deleted=%v, %v; want false, nil", deleted, err)
	}
	ns := out.(*core.Namespace)
	if ns.Status.Phase != core.NamespaceTerminating || ns.DeletionTimestamp == nil || len(ns.Spec.Finalizers) != 1 {
		t.Fatalf("got phase %q, deletionTimestamp %v, finalizers %v; want Terminating, set, [kubernetes]", ns.Status.Phase, ns.DeletionTimestamp, ns.Spec.Finalizers)
	}

	// the field selector sees the phase
	list, err := r.List(clusterCtx, &metainternalversion.ListOptions{FieldSelector: fields.OneTermEqualSelector("status.phase", "Terminating")})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*core.NamespaceList).Items); n != 1 {
		t.Errorf("got %d Terminating namespaces; want 1", n)
	}

	if _, deleted, err := r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{}); err != nil || deleted {
		t.Fatalf("second delete: got deleted=%v, %v; want false, nil", deleted, err)
	}
	if got := get(t, r, "demo"); len(got.Spec.Finalizers) != 1 {
		t.Fatalf("got finalizers %v after the second delete; want [kubernetes]", got.Spec.Finalizers)
	}

	// an update of a Terminating namespace keeps it while spec.finalizers remain
	ns = get(t, r, "demo")
	ns.Labels["team"] = "a"
	if _, _, err := r.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(ns), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatalf("label update: %v", err)
	}

	// finalize removes the last finalizer: the namespace is gone
	ns = get(t, r, "demo")
	ns.Spec.Finalizers = nil
	if _, _, err := finalize.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(ns), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatalf("finalize: %v", err)
	}
	if _, err := r.Get(clusterCtx, "demo", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

// TestNamespaceDeleteWithoutSpecFinalizers: once spec.finalizers is
// empty but metadata.finalizers hold it, a delete goes to the Store.
func TestNamespaceDeleteWithoutSpecFinalizers(t *testing.T) {
	r, _, finalize := newStorage(t)
	create(t, r, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo", Finalizers: []string{"example.com/hold"}}})
	if _, _, err := r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	ns := get(t, r, "demo")
	ns.Spec.Finalizers = nil
	if _, _, err := finalize.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(ns), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatalf("finalize: %v", err)
	}
	// a delete now goes to the Store, and metadata.finalizers keep it
	if _, deleted, err := r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{}); err != nil || deleted {
		t.Fatalf("got deleted=%v, %v; want false, nil", deleted, err)
	}
	ns = get(t, r, "demo")
	ns.Finalizers = nil
	if _, _, err := r.Update(clusterCtx, "demo", rest.DefaultUpdatedObjectInfo(ns), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatalf("remove finalizer: %v", err)
	}
	if _, err := r.Get(clusterCtx, "demo", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

func TestNamespaceDeleteDryRunAndPreconditions(t *testing.T) {
	r, _, _ := newStorage(t)
	create(t, r, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}})

	out, _, err := r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{DryRun: []string{metav1.DryRunAll}})
	if err != nil || out.(*core.Namespace).Status.Phase != core.NamespaceTerminating {
		t.Fatalf("dry run: got %v; want a Terminating namespace", err)
	}
	if got := get(t, r, "demo"); got.Status.Phase != core.NamespaceActive || got.DeletionTimestamp != nil {
		t.Fatalf("dry run changed the namespace: phase %q, deletionTimestamp %v", got.Status.Phase, got.DeletionTimestamp)
	}

	wrong := metav1.UID("not-the-uid")
	_, _, err = r.Delete(clusterCtx, "demo", nil, &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &wrong}})
	if !apierrors.IsConflict(err) {
		t.Errorf("got %v; want Conflict", err)
	}
	if _, _, err := r.Delete(clusterCtx, "missing", nil, &metav1.DeleteOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

func TestNamespaceTable(t *testing.T) {
	r, _, _ := newStorage(t)
	ns := create(t, r, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}})
	table, err := r.ConvertToTable(clusterCtx, ns, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, c.Name)
	}
	if got, want := names, []string{"Name", "Status", "Age"}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("got columns %v; want %v", got, want)
	}
	if cells := table.Rows[0].Cells; cells[0] != "demo" || cells[1] != "Active" {
		t.Errorf("got cells %v; want demo Active <age>", cells)
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "ns" {
		t.Errorf("got short names %v; want [ns]", got)
	}
}
