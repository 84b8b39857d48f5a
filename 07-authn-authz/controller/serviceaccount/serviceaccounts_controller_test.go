package serviceaccount

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

func namespace(name string, phase core.NamespacePhase) *core.Namespace {
	return &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}, Status: core.NamespaceStatus{Phase: phase}}
}

// TestServiceAccountsController: an active namespace gets "default", a
// terminating one does not; a deleted "default" comes back; an existing
// one is left alone.
func TestServiceAccountsController(t *testing.T) {
	namespaces := informerstest.NewStorage(schema.GroupResource{Resource: "namespaces"},
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		namespace("active", core.NamespaceActive), namespace("going", core.NamespaceTerminating), namespace("has", core.NamespaceActive))
	accounts := informerstest.NewStorage(serviceAccountsResource,
		func() runtime.Object { return &core.ServiceAccount{} }, func() runtime.Object { return &core.ServiceAccountList{} },
		&core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: "has", Name: "default", Labels: map[string]string{"mine": "yes"}}})
	storages := informers.NewStorages()
	storages.Add(schema.GroupResource{Resource: "namespaces"}, namespaces)
	storages.Add(serviceAccountsResource, accounts)
	factory := informers.NewSharedInformerFactory(storages)
	c := NewServiceAccountsController(factory, storages)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.Cleanup(func() { cancel(); <-done })
	factory.Start(ctx)
	go func() { defer close(done); c.Run(ctx) }()

	exists := func(ns string) func() bool {
		return func() bool { _, ok := accounts.Object(ns, "default"); return ok }
	}
	controllertest.Eventually(t, "default in active", exists("active"))
	namespaces.Put(namespace("new", core.NamespaceActive))
	controllertest.Eventually(t, "default in new", exists("new"))
	accounts.Remove("active", "default")
	controllertest.Eventually(t, "default in active again", exists("active"))

	if exists("going")() {
		t.Error("a terminating namespace got a service account")
	}
	obj, _ := accounts.Object("has", "default")
	if obj.(*core.ServiceAccount).Labels["mine"] != "yes" {
		t.Error("an existing default service account was replaced")
	}
	if accounts.Updates != 0 {
		t.Errorf("got %d updates; want none", accounts.Updates)
	}
}
