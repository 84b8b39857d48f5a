package rootcacertpublisher

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

const ca = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"

func namespace(name string, phase core.NamespacePhase) *core.Namespace {
	return &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}, Status: core.NamespaceStatus{Phase: phase}}
}

// TestPublisher: every active namespace gets kube-root-ca.crt with the
// CA; a terminating one does not; a changed or deleted one is written
// again.
func TestPublisher(t *testing.T) {
	namespaces := informerstest.NewStorage(schema.GroupResource{Resource: "namespaces"},
		func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		namespace("a", core.NamespaceActive), namespace("going", core.NamespaceTerminating))
	configMaps := informerstest.NewStorage(configMapsResource,
		func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} })
	storages := informers.NewStorages()
	storages.Add(schema.GroupResource{Resource: "namespaces"}, namespaces)
	storages.Add(configMapsResource, configMaps)
	factory := informers.NewSharedInformerFactory(storages)
	if _, err := NewPublisher(factory, storages, nil); err == nil {
		t.Error("NewPublisher without a CA: no error")
	}
	p, err := NewPublisher(factory, storages, []byte(ca))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.Cleanup(func() { cancel(); <-done })
	factory.Start(ctx)
	go func() { defer close(done); p.Run(ctx) }()

	published := func(ns string) func() bool {
		return func() bool {
			obj, ok := configMaps.Object(ns, RootCACertConfigMapName)
			if !ok {
				return false
			}
			cm := obj.(*core.ConfigMap)
			return cm.Data["ca.crt"] == ca && cm.Annotations[DescriptionAnnotation] == Description
		}
	}
	controllertest.Eventually(t, "published in a", published("a"))
	namespaces.Put(namespace("b", core.NamespaceActive))
	controllertest.Eventually(t, "published in new namespace b", published("b"))

	configMaps.Put(&core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "a", Name: RootCACertConfigMapName},
		Data: map[string]string{"ca.crt": "tampered"}})
	controllertest.Eventually(t, "rewritten after a change", published("a"))
	configMaps.Remove("b", RootCACertConfigMapName)
	controllertest.Eventually(t, "written again after a delete", published("b"))

	if _, ok := configMaps.Object("going", RootCACertConfigMapName); ok {
		t.Error("a terminating namespace got the configmap")
	}
}
