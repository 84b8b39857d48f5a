package controlplane

import (
	"time"

	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// StorageFactory says how each resource is stored: in which version, with
// which codec, under which etcd key.
// Upstream: k8s.io/apiserver/pkg/server/storage.StorageFactory.
type StorageFactory interface {
	// NewConfig returns the backend config of resource, its Codec set.
	NewConfig(resource schema.GroupResource) (*storagebackend.ConfigForResource, error)
	// ResourcePrefix is where the resource's keys live under the etcd
	// prefix: "configmaps" for /registry/configmaps/<ns>/<name>.
	ResourcePrefix(resource schema.GroupResource) string
}

// DefaultStorageFactory stores every resource of a group in one version
// (the group's storage version), as protobuf: compact, and what a real
// kube-apiserver writes, so `etcdctl get` shows the same bytes (the
// "k8s\x00" magic, then the object).
// Upstream: k8s.io/apiserver/pkg/server/storage.DefaultStorageFactory,
// which also knows per-resource overrides, cohabiting resources (one
// resource stored for two groups), encryption and per-resource etcd
// servers.
type DefaultStorageFactory struct {
	// StorageConfig is the backend every resource shares (--etcd-*).
	StorageConfig storagebackend.Config
	// Codecs makes the storage codecs.
	Codecs serializer.CodecFactory
	// DefaultMediaType is what objects are encoded as in etcd.
	DefaultMediaType string
	// StorageVersions is the version each group stores its objects in.
	StorageVersions map[string]schema.GroupVersion
	// Scheme, when set, gives a group missing from StorageVersions its
	// preferred version, as upstream's DefaultResourceEncodingConfig
	// does for every group: a group a later stage registers in
	// legacyscheme is stored without an entry here.
	Scheme *runtime.Scheme
}

var _ StorageFactory = (*DefaultStorageFactory)(nil)

// NewDefaultStorageFactory stores core objects as v1 and apps objects as
// apps/v1 (an object created through apps/v1beta1 is stored as apps/v1,
// so it reads back through either version), in protobuf.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver.NewStorageFactoryConfig
// and its DefaultResourceEncoding (the preferred version of each group).
func NewDefaultStorageFactory(config storagebackend.Config) *DefaultStorageFactory {
	return &DefaultStorageFactory{
		StorageConfig:    config,
		Codecs:           legacyscheme.Codecs,
		DefaultMediaType: serializer.ContentTypeProtobuf,
		StorageVersions: map[string]schema.GroupVersion{
			corev1.GroupName: corev1.SchemeGroupVersion,
			appsv1.GroupName: appsv1.SchemeGroupVersion,
		},
		Scheme: legacyscheme.Scheme,
	}
}

// NewConfig returns the shared backend config with the resource's codec:
// encoding to the storage version in DefaultMediaType, decoding any
// supported format (so JSON written by hand with etcdctl reads too) to the
// internal version.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*DefaultStorageFactory).NewConfig
// and k8s.io/apiserver/pkg/server/storage.NewStorageCodec.
func (s *DefaultStorageFactory) NewConfig(resource schema.GroupResource) (*storagebackend.ConfigForResource, error) {
	version, ok := s.StorageVersions[resource.Group]
	if !ok && s.Scheme != nil {
		if versions := s.Scheme.PrioritizedVersionsForGroup(resource.Group); len(versions) > 0 {
			version, ok = versions[0], true
		}
	}
	if !ok {
		return nil, fmt.Errorf("no storage version for %v", resource)
	}
	info, ok := runtime.SerializerInfoForMediaType(s.Codecs.SupportedMediaTypes(), s.DefaultMediaType)
	if !ok {
		return nil, fmt.Errorf("unable to find serializer for %q", s.DefaultMediaType)
	}
	config := s.StorageConfig.ForResource(resource)
	config.Codec = s.Codecs.CodecForVersions(info.Serializer, s.Codecs.UniversalDeserializer(), version, runtime.InternalGroupVersioner)
	return config, nil
}

// ResourcePrefix is the resource's name, as upstream's for built-in
// groups (custom resources use "<group>/<plural>", stage 04), except the
// historical names in SpecialDefaultResourcePrefixes.
// Upstream: k8s.io/apiserver/pkg/server/storage.(*DefaultStorageFactory).ResourcePrefix.
func (s *DefaultStorageFactory) ResourcePrefix(resource schema.GroupResource) string {
	if prefix, ok := SpecialDefaultResourcePrefixes[resource]; ok {
		return prefix
	}
	return resource.Resource
}

// SpecialDefaultResourcePrefixes are the resources whose etcd keys keep a
// name from before the API was versioned: nodes under /registry/minions,
// replication controllers under /registry/controllers.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver.SpecialDefaultResourcePrefixes,
// which also keys services under services/specs and endpoints under
// services/endpoints (ours keep their plain names, as stored by earlier
// versions of this server).
var SpecialDefaultResourcePrefixes = map[schema.GroupResource]string{
	{Group: "", Resource: "replicationcontrollers"}: "controllers",
	{Group: "", Resource: "nodes"}:                  "minions",
}

// StorageFactoryRestOptionsFactory is the RESTOptionsGetter the registries
// take: each Store asks it for its storage, and gets an etcd3 store from
// the storage factory's config.
// With EnableWatchCache (--watch-cache) every resource is served through
// a watch cache (registry.StorageWithCacher), except those
// WatchCacheSizes (--watch-cache-sizes) gives a size of 0.
// Upstream: k8s.io/apiserver/pkg/server/options.StorageFactoryRestOptionsFactory
// (set by EtcdOptions.ApplyWithStorageFactoryTo), whose Options carry
// EnableWatchCache and WatchCacheSizes.
type StorageFactoryRestOptionsFactory struct {
	StorageFactory   StorageFactory
	EnableWatchCache bool
	// WatchCacheSizes are --watch-cache-sizes: 0 turns a resource's cache
	// off, as upstream; a positive size fixes its ring's capacity (upstream
	// ignores those, with a warning, since its ring grows by itself).
	WatchCacheSizes map[schema.GroupResource]int
	// WatchCacheReadiness, when set, waits for the first list of every
	// watch cache built here: the master's post-start hook
	// "storage-readiness" (instance.go), a /readyz check of the sample API
	// server's own.
	WatchCacheReadiness *registry.WatchCacheReadiness
	// EnableGarbageCollection passes into every resource's RESTOptions
	// (--enable-garbage-collector).
	EnableGarbageCollection bool
	// StorageObjectCountTracker and CountMetricPollPeriod pass into every
	// resource's RESTOptions (see there).
	StorageObjectCountTracker generic.StorageObjectCountTracker
	CountMetricPollPeriod     time.Duration
}

var _ generic.RESTOptionsGetter = StorageFactoryRestOptionsFactory{}

// GetRESTOptions returns the resource's codec, key prefix and a Decorator
// that opens its storage on the shared etcd client (released by the
// Store's Destroy at shutdown), behind a watch cache when enabled.
// Upstream: k8s.io/apiserver/pkg/server/options.(*StorageFactoryRestOptionsFactory).GetRESTOptions.
func (f StorageFactoryRestOptionsFactory) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	config, err := f.StorageFactory.NewConfig(resource)
	if err != nil {
		return generic.RESTOptions{}, fmt.Errorf("unable to find storage destination for %v, due to %w", resource, err)
	}
	return generic.RESTOptions{
		Codec:                     config.Codec,
		ResourcePrefix:            f.StorageFactory.ResourcePrefix(resource),
		DeleteCollectionWorkers:   1,
		EnableGarbageCollection:   f.EnableGarbageCollection,
		StorageObjectCountTracker: f.StorageObjectCountTracker,
		CountMetricPollPeriod:     f.CountMetricPollPeriod,
		Decorator: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, func(), error) {
			if capacity, cached := f.watchCache(resource); cached {
				s, destroy, err := f.WatchCacheReadiness.StorageWithCacher(*config, capacity, resourcePrefix, newFunc, newListFunc, getAttrs)
				if err != nil {
					return nil, nil, err
				}
				return s, destroy, nil
			}
			s, destroy, err := factory.Create(context.Background(), *config, newFunc, newListFunc, resourcePrefix)
			if err != nil {
				return nil, nil, err
			}
			return s, destroy, nil
		},
	}, nil
}

// watchCache says whether resource is served through a watch cache, and
// with what fixed capacity (0: the ring sizes itself).
// Upstream: the WatchCacheSizes lookup in StorageFactoryRestOptionsFactory.GetRESTOptions.
func (f StorageFactoryRestOptionsFactory) watchCache(resource schema.GroupResource) (capacity int, cached bool) {
	if !f.EnableWatchCache {
		return 0, false
	}
	size, ok := f.WatchCacheSizes[resource]
	if ok && size <= 0 {
		return 0, false
	}
	return size, true
}
