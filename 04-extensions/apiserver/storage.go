package apiserver

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// restOptions returns the storage of resource under
// <etcd prefix>/<group>/<resource>, encoded with codec, behind a watch
// cache when watchCache is set (--watch-cache): where upstream's
// apiextensions server keeps both CRDs
// (/registry/apiextensions.k8s.io/customresourcedefinitions/<name>) and
// custom resources (/registry/stable.example.com/crontabs/<ns>/<name>).
// Upstream: k8s.io/apiserver/pkg/server/options.SimpleRestOptionsFactory.GetRESTOptions
// and k8s.io/apiextensions-apiserver/pkg/apiserver.CRDRESTOptionsGetter.GetRESTOptions.
func restOptions(config storagebackend.Config, resource schema.GroupResource, codec runtime.Codec, watchCache bool) generic.RESTOptions {
	resourceConfig := config.ForResource(resource)
	resourceConfig.Codec = codec
	return generic.RESTOptions{
		Codec:                   codec,
		ResourcePrefix:          resource.Group + "/" + resource.Resource,
		DeleteCollectionWorkers: 1,
		Decorator: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, func(), error) {
			if watchCache {
				s, destroy, err := genericregistry.StorageWithCacher(*resourceConfig, resourcePrefix, newFunc, newListFunc, getAttrs)
				return s, destroy, err
			}
			s, destroy, err := factory.Create(context.Background(), *resourceConfig, newFunc, newListFunc, resourcePrefix)
			if err != nil {
				return nil, nil, err
			}
			return s, destroy, nil
		},
	}
}

// crdStorageOptionsGetter stores CustomResourceDefinitions as JSON in
// apiextensions.k8s.io/v1.
type crdStorageOptionsGetter struct {
	config     storagebackend.Config
	watchCache bool
}

// GetRESTOptions implements generic.RESTOptionsGetter.
func (g crdStorageOptionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	info, _ := runtime.SerializerInfoForMediaType(Codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := Codecs.CodecForVersions(info.Serializer, Codecs.UniversalDeserializer(),
		schema.GroupVersion{Group: "apiextensions.k8s.io", Version: "v1"}, runtime.InternalGroupVersioner)
	return restOptions(g.config, resource, codec, g.watchCache), nil
}
