package resourcequota

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

// fixture is the master's storage faked by memory stores, and the
// informers over them.
type fixture struct {
	stores    map[string]*memory.Store
	status    *memory.StatusREST
	informers *informers.SharedInformerFactory
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{stores: map[string]*memory.Store{}}
	storages := informers.NewStorages()
	kinds := map[string][2]func() runtime.Object{
		"resourcequotas": {func() runtime.Object { return &core.ResourceQuota{} }, func() runtime.Object { return &core.ResourceQuotaList{} }},
		"configmaps":     {func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} }},
		"secrets":        {func() runtime.Object { return &core.Secret{} }, func() runtime.Object { return &core.SecretList{} }},
		"pods":           {func() runtime.Object { return &core.Pod{} }, func() runtime.Object { return &core.PodList{} }},
		"services":       {func() runtime.Object { return &core.Service{} }, func() runtime.Object { return &core.ServiceList{} }},
	}
	for resourceName, k := range kinds {
		s := &memory.Store{NewFunc: k[0], NewListFunc: k[1], DefaultQualifiedResource: core.Resource(resourceName),
			SingularQualifiedResource: core.Resource(strings.TrimSuffix(resourceName, "s")), Namespaced: true}
		if err := s.Complete(); err != nil {
			t.Fatal(err)
		}
		f.stores[resourceName] = s
		storages.Add(core.Resource(resourceName), s)
	}
	f.status = memory.NewStatusREST(f.stores["resourcequotas"])
	storages.Add(core.Resource("resourcequotas/status"), f.status)
	f.informers = informers.NewSharedInformerFactory(storages)
	return f
}

func (f *fixture) create(t *testing.T, resourceName string, obj runtime.Object) {
	t.Helper()
	ctx := request.WithNamespace(context.Background(), "ns")
	if _, err := f.stores[resourceName].Create(ctx, obj, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) delete(t *testing.T, resourceName, name string) {
	t.Helper()
	ctx := request.WithNamespace(context.Background(), "ns")
	if _, _, err := f.stores[resourceName].Delete(ctx, name, nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
}

// waitForUsed waits until the stored quota's status.used is want.
func (f *fixture) waitForUsed(t *testing.T, want core.ResourceList) {
	t.Helper()
	var got core.ResourceList
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		obj, err := f.status.Get(request.WithNamespace(context.Background(), "ns"), "q", &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got = obj.(*core.ResourceQuota).Status.Used
		if quota.Equals(got, want) {
			return
		}
	}
	t.Fatalf("got used %v; want %v", got, want)
}

func list(pairs ...string) core.ResourceList {
	l := core.ResourceList{}
	for i := 0; i < len(pairs); i += 2 {
		l[core.ResourceName(pairs[i])] = resource.MustParse(pairs[i+1])
	}
	return l
}

func meta(name string) metav1.ObjectMeta { return metav1.ObjectMeta{Name: name, Namespace: "ns"} }

func TestControllerRecomputesUsage(t *testing.T) {
	f := newFixture(t)
	f.create(t, "configmaps", &core.ConfigMap{ObjectMeta: meta("a")})
	f.create(t, "configmaps", &core.ConfigMap{ObjectMeta: meta("b")})
	f.create(t, "pods", &core.Pod{ObjectMeta: meta("p"), Spec: core.PodSpec{Containers: []core.Container{{
		Name: "c", Resources: core.ResourceRequirements{Requests: list("cpu", "250m")}}}}})
	f.create(t, "pods", &core.Pod{ObjectMeta: meta("done"), Status: core.PodStatus{Phase: core.PodSucceeded}})

	var statusWriter rest.Updater = f.status
	c := NewController(f.informers.ForResource, statusWriter, time.Hour)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f.informers.Start(ctx)
	go c.Run(ctx, 1)

	// a new quota gets its status at once
	f.create(t, "resourcequotas", &core.ResourceQuota{ObjectMeta: meta("q"), Spec: core.ResourceQuotaSpec{
		Hard: list("configmaps", "10", "pods", "10", "count/pods", "10", "requests.cpu", "2", "count/secrets", "3")}})
	f.waitForUsed(t, list("configmaps", "2", "pods", "1", "count/pods", "2", "requests.cpu", "250m", "count/secrets", "0"))

	// a delete gives back at once
	f.delete(t, "configmaps", "a")
	f.waitForUsed(t, list("configmaps", "1", "pods", "1", "count/pods", "2", "requests.cpu", "250m", "count/secrets", "0"))
}

func TestControllerCorrectsOvercharge(t *testing.T) {
	f := newFixture(t)
	// admission charged 3 configmaps, but only 1 was stored
	f.create(t, "configmaps", &core.ConfigMap{ObjectMeta: meta("a")})
	f.create(t, "resourcequotas", &core.ResourceQuota{ObjectMeta: meta("q"), Spec: core.ResourceQuotaSpec{Hard: list("configmaps", "5")}})
	ctx := request.WithNamespace(context.Background(), "ns")
	obj, _ := f.status.Get(ctx, "q", &metav1.GetOptions{})
	q := obj.(*core.ResourceQuota)
	q.Status = core.ResourceQuotaStatus{Hard: list("configmaps", "5"), Used: list("configmaps", "3")}
	if _, _, err := f.status.Update(ctx, "q", rest.DefaultUpdatedObjectInfo(q), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}

	c := NewController(f.informers.ForResource, f.status, 50*time.Millisecond)
	runCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f.informers.Start(runCtx)
	go c.Run(runCtx, 1)
	// the periodic resync recomputes it
	f.waitForUsed(t, list("configmaps", "1"))
}
