package apiserver

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1alpha1"
)

// DefaultEtcdPathPrefix is the default of the sample server's
// --etcd-prefix: its keys never mix with kube-apiserver's, even in a
// shared etcd.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.defaultEtcdPathPrefix.
const DefaultEtcdPathPrefix = "/registry/wardle.example.com"

// storageFactory stores wardle objects as JSON in v1alpha1, under
// <prefix>/<group>/<resource>: a flunder "f" in namespace "wardle" is
// /registry/wardle.example.com/wardle.example.com/flunders/wardle/f, the
// group twice, as upstream's sample server stores it.
// Upstream: the EncodeVersioner that NewWardleServerOptions sets
// (v1alpha1), and k8s.io/apiserver/pkg/server/options.SimpleRestOptionsFactory,
// whose ResourcePrefix is resource.Group + "/" + resource.Resource.
type storageFactory struct {
	*controlplane.DefaultStorageFactory
}

// newStorageFactory returns the storage factory over config (--etcd-*).
// v1alpha1 is the storage version, not the preferred v1beta1, as
// upstream's: the first version is what existing data was written in.
func newStorageFactory(config storagebackend.Config) storageFactory {
	return storageFactory{&controlplane.DefaultStorageFactory{
		StorageConfig:    config,
		Codecs:           Codecs,
		DefaultMediaType: serializer.ContentTypeJSON,
		StorageVersions:  map[string]schema.GroupVersion{wardle.GroupName: v1alpha1.SchemeGroupVersion},
	}}
}

// ResourcePrefix is "<group>/<resource>".
func (f storageFactory) ResourcePrefix(resource schema.GroupResource) string {
	return resource.Group + "/" + resource.Resource
}
