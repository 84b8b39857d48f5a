package registry

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// namespaceStrategy is a cluster-scoped test strategy with a spec and a
// status: the main resource keeps the stored status, the status
// subresource (status true) keeps the stored spec and metadata.
type namespaceStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	status bool
}

func (namespaceStrategy) NamespaceScoped() bool { return false }
func (namespaceStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*core.Namespace).Status = core.NamespaceStatus{Phase: core.NamespaceActive}
}
func (namespaceStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	ns := obj.(*core.Namespace)
	return validation.ValidateObjectMeta(&ns.ObjectMeta, false, validation.ValidateNamespaceName, field.NewPath("metadata"))
}
func (namespaceStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}
func (namespaceStrategy) Canonicalize(obj runtime.Object) {}
func (namespaceStrategy) AllowCreateOnUpdate() bool       { return false }
func (namespaceStrategy) AllowUnconditionalUpdate() bool  { return true }
func (s namespaceStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newNS, oldNS := obj.(*core.Namespace), old.(*core.Namespace)
	if s.status {
		newNS.Spec = oldNS.Spec
		metav1.ResetObjectMetaForStatus(newNS, oldNS)
		return
	}
	newNS.Status = oldNS.Status
}
func (s namespaceStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return s.Validate(ctx, obj)
}
func (namespaceStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

func newNamespaceStore(t *testing.T, b backend) (*Store, *StatusREST) {
	strategy := namespaceStrategy{ObjectTyper: legacyscheme.Scheme, NameGenerator: names.SimpleNameGenerator}
	store := &Store{
		NewFunc:                   func() runtime.Object { return &core.Namespace{} },
		NewListFunc:               func() runtime.Object { return &core.NamespaceList{} },
		DefaultQualifiedResource:  core.Resource("namespaces"),
		SingularQualifiedResource: core.Resource("namespace"),
		CreateStrategy:            strategy,
		UpdateStrategy:            strategy,
		DeleteStrategy:            strategy,
	}
	opts := &generic.StoreOptions{RESTOptions: restOptions{b}}
	if err := store.CompleteWithOptions(opts); err != nil {
		t.Fatal(err)
	}
	statusStrategy := strategy
	statusStrategy.status = true
	return store, NewStatusREST(store, statusStrategy)
}

func TestClusterScopedCreate(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _ := newNamespaceStore(t, b)
		out, err := store.Create(nsCtx("ignored"), &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "team-a", Namespace: "stray"}}, nil, &metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if ns := out.(*core.Namespace); ns.Namespace != "" || ns.Status.Phase != core.NamespaceActive {
			t.Errorf("got namespace %q phase %q; want none and Active", ns.Namespace, ns.Status.Phase)
		}
		if _, err := store.Get(nsCtx(""), "team-a", nil); err != nil {
			t.Errorf("get: %v", err)
		}
	})
}

func TestStatusREST(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		tests := []struct {
			name      string
			status    bool // write through the status subresource
			wantSpec  int
			wantPhase core.NamespacePhase
			wantLabel string
		}{
			// each writer changes spec, status and labels; only its half sticks
			{"main resource keeps the status", false, 1, core.NamespaceActive, "x"},
			{"status subresource keeps spec and labels", true, 0, core.NamespaceTerminating, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, status := newNamespaceStore(t, b)
				var via rest.Updater = store
				if tt.status {
					via = status
				}
				ctx := nsCtx("")
				created, err := store.Create(ctx, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "team-a"}}, nil, &metav1.CreateOptions{})
				if err != nil {
					t.Fatal(err)
				}
				body := created.(*core.Namespace).DeepCopy()
				body.Spec.Finalizers = []core.FinalizerName{"kubernetes"}
				body.Status.Phase = core.NamespaceTerminating
				body.Labels = map[string]string{"l": "x"}
				if _, _, err := via.Update(ctx, "team-a", rest.DefaultUpdatedObjectInfo(body), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
					t.Fatal(err)
				}
				got, _ := status.Get(ctx, "team-a", nil)
				ns := got.(*core.Namespace)
				if len(ns.Spec.Finalizers) != tt.wantSpec || ns.Status.Phase != tt.wantPhase || ns.Labels["l"] != tt.wantLabel {
					t.Errorf("got spec %v phase %q labels %v; want %d finalizers, %q, l=%q", ns.Spec.Finalizers, ns.Status.Phase, ns.Labels, tt.wantSpec, tt.wantPhase, tt.wantLabel)
				}
			})
		}
	})
}

func TestStatusRESTNeverCreates(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		_, status := newNamespaceStore(t, b)
		body := &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "missing"}}
		_, _, err := status.Update(nsCtx(""), "missing", rest.DefaultUpdatedObjectInfo(body), nil, nil, true, &metav1.UpdateOptions{})
		if reason(err) != metav1.StatusReasonNotFound {
			t.Errorf("got %v; want NotFound", err)
		}
	})
}
