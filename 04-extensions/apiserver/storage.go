package apiserver

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	genericoptions "github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	apiextensionsv1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
)

// crdStorageOptionsGetter stores CustomResourceDefinitions as JSON in
// apiextensions.k8s.io/v1, under
// /registry/apiextensions.k8s.io/customresourcedefinitions/<name>.
// Upstream: the generic config's RESTOptionsGetter (a SimpleRestOptionsFactory
// with the apiextensions codec).
func crdStorageOptionsGetter(config storagebackend.Config, watchCache bool) genericoptions.SimpleRestOptionsFactory {
	info, _ := runtime.SerializerInfoForMediaType(Codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := Codecs.CodecForVersions(info.Serializer, Codecs.UniversalDeserializer(),
		apiextensionsv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	return genericoptions.SimpleRestOptionsFactory{StorageConfig: config, Codec: codec, EnableWatchCache: watchCache}
}
