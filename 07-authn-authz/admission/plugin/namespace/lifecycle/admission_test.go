package lifecycle

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/admissiontest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

func namespace(name string, phase core.NamespacePhase) *core.Namespace {
	return &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}, Status: core.NamespaceStatus{Phase: phase}}
}

// newTestLifecycle returns the plugin over a synced informer of the
// namespaces given, and their storage.
func newTestLifecycle(t *testing.T, namespaces ...runtime.Object) (*Lifecycle, *informerstest.Storage) {
	t.Helper()
	st := informerstest.NewStorage(namespacesResource,
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		namespaces...)
	l := NewLifecycle(metav1.NamespaceDefault, metav1.NamespaceSystem, metav1.NamespacePublic)
	admissiontest.Initialize(t, l, st)
	return l, st
}

var (
	configMapKind     = schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}
	configMapResource = schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	namespaceGVK      = schema.GroupVersionKind{Version: "v1", Kind: "Namespace"}
	namespaceGVR      = schema.GroupVersionResource{Version: "v1", Resource: "namespaces"}
)

func configMapIn(ns string, op admission.Operation) admission.Attributes {
	cm := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: "cm"}}
	return admission.NewAttributesRecord(cm, nil, configMapKind, ns, "cm", configMapResource, "", op, nil, false, nil)
}

func TestAdmit(t *testing.T) {
	lsar := admission.NewAttributesRecord(nil, nil,
		schema.GroupVersionKind{Group: "authorization.k8s.io", Version: "v1", Kind: "LocalSubjectAccessReview"}, "nope", "",
		schema.GroupVersionResource{Group: "authorization.k8s.io", Version: "v1", Resource: "localsubjectaccessreviews"},
		"", admission.Create, nil, false, nil)
	sar := admission.NewAttributesRecord(nil, nil,
		schema.GroupVersionKind{Group: "authorization.k8s.io", Version: "v1", Kind: "SubjectAccessReview"}, "", "",
		schema.GroupVersionResource{Group: "authorization.k8s.io", Version: "v1", Resource: "subjectaccessreviews"},
		"", admission.Create, nil, false, nil)
	deleteNamespace := func(name string) admission.Attributes {
		return admission.NewAttributesRecord(nil, nil, namespaceGVK, "", name, namespaceGVR, "", admission.Delete, nil, false, nil)
	}
	createNamespace := admission.NewAttributesRecord(namespace("new", ""), nil, namespaceGVK, "", "new", namespaceGVR, "", admission.Create, nil, false, nil)

	tests := []struct {
		name    string
		attrs   admission.Attributes
		wantErr func(error) bool
		wantMsg string
	}{
		{"create in an active namespace", configMapIn("active", admission.Create), nil, ""},
		{"create in a missing namespace", configMapIn("nope", admission.Create), apierrors.IsNotFound, `namespaces "nope" not found`},
		{"create in a terminating namespace", configMapIn("going", admission.Create), apierrors.IsForbidden,
			`configmaps "cm" is forbidden: unable to create new content in namespace going because it is being terminated`},
		{"update in a terminating namespace", configMapIn("going", admission.Update), nil, ""},
		{"delete in a missing namespace", configMapIn("nope", admission.Delete), nil, ""},
		{"local access review in a missing namespace", lsar, nil, ""},
		{"cluster-scoped access review", sar, nil, ""},
		{"create a namespace", createNamespace, nil, ""},
		{"delete kube-system", deleteNamespace("kube-system"), apierrors.IsForbidden, `namespaces "kube-system" is forbidden: this namespace may not be deleted`},
		{"delete default", deleteNamespace("default"), apierrors.IsForbidden, `namespaces "default" is forbidden: this namespace may not be deleted`},
		{"delete kube-public", deleteNamespace("kube-public"), apierrors.IsForbidden, `namespaces "kube-public" is forbidden: this namespace may not be deleted`},
		{"delete an ordinary namespace", deleteNamespace("active"), nil, ""},
	}
	l, _ := newTestLifecycle(t, namespace("active", core.NamespaceActive), namespace("going", core.NamespaceTerminating))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := l.Admit(context.Background(), tt.attrs, nil)
			if tt.wantErr == nil {
				if err != nil {
					t.Fatalf("got %v; want no error", err)
				}
				return
			}
			if err == nil || !tt.wantErr(err) || err.Error() != tt.wantMsg {
				t.Fatalf("got %v; want %s", err, tt.wantMsg)
			}
		})
	}
}

// TestTerminatingCause: the 403 carries the cause clients look for.
func TestTerminatingCause(t *testing.T) {
	l, _ := newTestLifecycle(t, namespace("going", core.NamespaceTerminating))
	err := l.Admit(context.Background(), configMapIn("going", admission.Create), nil)
	status, ok := err.(*apierrors.StatusError)
	if !ok || status.ErrStatus.Details == nil || len(status.ErrStatus.Details.Causes) != 1 {
		t.Fatalf("got %#v; want a StatusError with one cause", err)
	}
	if got := status.ErrStatus.Details.Causes[0].Type; got != NamespaceTerminatingCause {
		t.Errorf("got cause %q; want %q", got, NamespaceTerminatingCause)
	}
}

// TestLiveLookup: a namespace the informer has not seen (its watch
// event is late) is looked up in the storage.
func TestLiveLookup(t *testing.T) {
	l, _ := newTestLifecycle(t, namespace("fresh", core.NamespaceActive))
	l.namespaces = syncedEmptyInformer(t)
	if err := l.Admit(context.Background(), configMapIn("fresh", admission.Create), nil); err != nil {
		t.Errorf("create in a namespace only the storage has: got %v; want none", err)
	}
}

// syncedEmptyInformer is a namespaces informer that listed an empty
// storage: one that lags behind the plugin's storage.
func syncedEmptyInformer(t *testing.T) *cache.Informer {
	t.Helper()
	empty := informerstest.NewStorage(namespacesResource,
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} })
	storages := informers.NewStorages()
	storages.Add(namespacesResource, empty)
	factory := informers.NewSharedInformerFactory(storages)
	informer := factory.ForResource(namespacesResource)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	factory.Start(ctx)
	factory.WaitForCacheSync(ctx)
	return informer
}

// TestForceLiveLookupAfterDelete: after a namespace's DELETE passed, a
// create in it asks the storage, which says Terminating, though the
// informer's copy is still Active.
func TestForceLiveLookupAfterDelete(t *testing.T) {
	l, _ := newTestLifecycle(t, namespace("x", core.NamespaceActive))
	deleteX := admission.NewAttributesRecord(nil, nil, namespaceGVK, "", "x", namespaceGVR, "", admission.Delete, nil, false, nil)
	if err := l.Admit(context.Background(), deleteX, nil); err != nil {
		t.Fatal(err)
	}
	// The storage has it Terminating while the informer's copy is still
	// Active: point the plugin's live lookups at a second storage.
	live := informerstest.NewStorage(namespacesResource,
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		namespace("x", core.NamespaceTerminating))
	storages := informers.NewStorages()
	storages.Add(namespacesResource, live)
	l.SetStorages(storages)
	err := l.Admit(context.Background(), configMapIn("x", admission.Create), nil)
	if !apierrors.IsForbidden(err) {
		t.Errorf("create after delete: got %v; want Forbidden (terminating)", err)
	}
}

// TestHandles: CREATE, UPDATE and DELETE; not CONNECT.
func TestHandles(t *testing.T) {
	l := NewLifecycle()
	for op, want := range map[admission.Operation]bool{
		admission.Create: true, admission.Update: true, admission.Delete: true, admission.Connect: false,
	} {
		if got := l.Handles(op); got != want {
			t.Errorf("Handles(%s): got %v; want %v", op, got, want)
		}
	}
}
