package registry

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/cacher"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// StorageWithCacher opens the resource's etcd3 store and puts a watch
// cache in front of it: lists, watches and gets with a resourceVersion
// are served from memory, writes go to etcd. The returned DestroyFunc
// stops the cache, then releases the etcd client. It takes what a
// RESTOptions Decorator has plus the resource's storage config, so the
// built-in registries (controlplane) and the custom resources of stage 04
// can both use it.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.StorageWithCacher
// (which also takes the key function, trigger functions and indexers).
func StorageWithCacher(config storagebackend.ConfigForResource, resourcePrefix string,
	newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, factory.DestroyFunc, error) {
	s, destroy, err := factory.Create(context.Background(), config, newFunc, newListFunc, resourcePrefix)
	if err != nil {
		return nil, nil, err
	}
	if getAttrs == nil {
		getAttrs = storage.DefaultNamespaceScopedAttr
	}
	c, err := cacher.NewCacherFromConfig(cacher.Config{
		Storage:        s,
		Versioner:      storage.APIObjectVersioner{},
		GroupResource:  config.GroupResource,
		ResourcePrefix: resourcePrefix,
		GetAttrsFunc:   getAttrs,
		NewFunc:        newFunc,
		NewListFunc:    newListFunc,
		IndexedFields:  indexedFields(config.GroupResource),
	})
	if err != nil {
		destroy()
		return nil, nil, fmt.Errorf("watch cache for %v: %w", config.GroupResource, err)
	}
	return c, func() {
		c.Stop()
		destroy()
	}, nil
}

// indexedFields are the fields the watch cache of resource indexes:
// metadata.name for every resource (a list across namespaces by name),
// and spec.nodeName for pods (each kubelet lists and watches its node's
// pods). A field the resource's attribute function does not return is
// simply not indexed.
// Upstream: the Indexers each registry passes to StorageWithCacher
// (pods: pod.Indexers, "f:spec.nodeName").
func indexedFields(resource schema.GroupResource) []string {
	if resource == (schema.GroupResource{Resource: "pods"}) {
		return []string{"metadata.name", "spec.nodeName"}
	}
	return []string{"metadata.name"}
}
