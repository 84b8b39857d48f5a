package resourcequota

import (
	"context"
	"testing"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// BenchmarkEvaluate is the cost the plugin adds to one create: in a
// namespace without quotas (a trip through the namespace queue and an
// informer read), and in one whose quota counts the object (the check,
// plus the compare-and-swap status write to an in-memory store).
func BenchmarkEvaluate(b *testing.B) {
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &core.ResourceQuota{} },
		NewListFunc:               func() runtime.Object { return &core.ResourceQuotaList{} },
		DefaultQualifiedResource:  core.Resource("resourcequotas"),
		SingularQualifiedResource: core.Resource("resourcequota"),
		Namespaced:                true,
	}
	if err := store.Complete(); err != nil {
		b.Fatal(err)
	}
	status := memory.NewStatusREST(store)
	storages := informers.NewStorages()
	storages.Add(core.Resource("resourcequotas"), store)
	storages.Add(core.Resource("resourcequotas/status"), status)
	factory := informers.NewSharedInformerFactory(storages)
	informer := factory.ForResource(core.Resource("resourcequotas"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	factory.Start(ctx)
	cache.WaitForCacheSync(ctx, informer)

	q := newQuota("q", list("configmaps", "1000000000"), list("configmaps", "0"))
	q.ResourceVersion = ""
	if _, err := store.Create(request.WithNamespace(ctx, "test"), &q, nil, &metav1.CreateOptions{}); err != nil {
		b.Fatal(err)
	}
	e := newTestEvaluator(NewQuotaAccessor(informer.ByNamespace, storages))

	for _, bc := range []struct{ name, namespace string }{{"no quota", "no-quota"}, {"quota charged", "test"}} {
		a := admission.NewAttributesRecord(configMap("c"), nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, bc.namespace, "c",
			schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", admission.Create, nil, false, nil)
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if err := e.Evaluate(a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
