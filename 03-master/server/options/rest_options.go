package options

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// SimpleRestOptionsFactory stores every resource of a server that has
// one API group of its own (the apiextensions server, the aggregator, an
// aggregated server such as the sample-apiserver) under
// <etcd prefix>/<group>/<resource>, encoded with one codec, behind a
// watch cache when EnableWatchCache is set (--watch-cache). The master
// uses a StorageFactory instead, with a storage version per resource.
// Upstream: k8s.io/apiserver/pkg/server/options.SimpleRestOptionsFactory
// (whose codec comes from Options.StorageConfig.Codec).
type SimpleRestOptionsFactory struct {
	StorageConfig    storagebackend.Config
	Codec            runtime.Codec
	EnableWatchCache bool
}

var _ generic.RESTOptionsGetter = SimpleRestOptionsFactory{}

// GetRESTOptions implements generic.RESTOptionsGetter.
// Upstream: k8s.io/apiserver/pkg/server/options.SimpleRestOptionsFactory.GetRESTOptions.
func (f SimpleRestOptionsFactory) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return RESTOptionsFor(f.StorageConfig, resource, f.Codec, f.EnableWatchCache), nil
}

// RESTOptionsFor is the storage of one resource under
// <etcd prefix>/<group>/<resource> with codec: what
// SimpleRestOptionsFactory hands out, and what the apiextensions server
// gives each custom resource with a codec of its own.
// Upstream: the body of SimpleRestOptionsFactory.GetRESTOptions, which
// apiextensions' CRDRESTOptionsGetter repeats.
func RESTOptionsFor(config storagebackend.Config, resource schema.GroupResource, codec runtime.Codec, watchCache bool) generic.RESTOptions {
	resourceConfig := config.ForResource(resource)
	resourceConfig.Codec = codec
	return generic.RESTOptions{
		Codec:                   codec,
		ResourcePrefix:          resource.Group + "/" + resource.Resource,
		DeleteCollectionWorkers: 1,
		Decorator: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, func(), error) {
			if watchCache {
				return genericregistry.StorageWithCacher(*resourceConfig, resourcePrefix, newFunc, newListFunc, getAttrs)
			}
			s, destroy, err := factory.Create(context.Background(), *resourceConfig, newFunc, newListFunc, resourcePrefix)
			if err != nil {
				return nil, nil, err
			}
			return s, destroy, nil
		},
	}
}
