package legacytokentracking

import (
	"context"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

func newConfigMaps(objects ...runtime.Object) *informerstest.Storage {
	return informerstest.NewStorage(configMapsResource,
		func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} }, objects...)
}

// start runs the controller over configMaps, with the clock at now.
func start(t *testing.T, configMaps *informerstest.Storage, now time.Time) *Controller {
	storages := informers.NewStorages()
	storages.Add(configMapsResource, configMaps)
	factory := informers.NewSharedInformerFactory(storages)
	c := NewController(factory, storages)
	c.now = func() time.Time { return now }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.Cleanup(func() { cancel(); <-done })
	factory.Start(ctx)
	go func() { defer close(done); c.Run(ctx) }()
	return c
}

func since(configMaps *informerstest.Storage) string {
	obj, ok := configMaps.Object(metav1.NamespaceSystem, ConfigMapName)
	if !ok {
		return ""
	}
	return obj.(*core.ConfigMap).Data[ConfigMapDataKey]
}

// TestController: the ConfigMap is created with today's date; a bad date
// is replaced, a good one kept; a deleted ConfigMap is not created again
// within 30 minutes.
func TestController(t *testing.T) {
	now := time.Date(2026, 11, 27, 23, 30, 0, 0, time.FixedZone("UTC+2", 2*3600))
	configMaps := newConfigMaps()
	start(t, configMaps, now)
	controllertest.Eventually(t, "created", func() bool { return since(configMaps) == "2026-11-27" })

	configMaps.Put(&core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: metav1.NamespaceSystem, Name: ConfigMapName},
		Data: map[string]string{ConfigMapDataKey: "yesterday"}})
	controllertest.Eventually(t, "bad date replaced", func() bool { return since(configMaps) == "2026-11-27" })

	configMaps.Remove(metav1.NamespaceSystem, ConfigMapName)
	time.Sleep(200 * time.Millisecond)
	if got := since(configMaps); got != "" || configMaps.Creates != 1 {
		t.Errorf("after a delete: got since %q and %d creates; want no new ConfigMap within 30 minutes", got, configMaps.Creates)
	}
}

// TestKeepsADate: an existing date, however old, stays.
func TestKeepsADate(t *testing.T) {
	configMaps := newConfigMaps(&core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: metav1.NamespaceSystem, Name: ConfigMapName},
		Data: map[string]string{ConfigMapDataKey: "2023-01-02"}})
	start(t, configMaps, time.Now())
	time.Sleep(200 * time.Millisecond)
	if got := since(configMaps); got != "2023-01-02" || configMaps.Updates != 0 {
		t.Errorf("got since %q after %d updates; want 2023-01-02 untouched", got, configMaps.Updates)
	}
}
