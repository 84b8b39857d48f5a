package apiserver

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1alpha1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1beta1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/registry/wardle/fischer"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/registry/wardle/flunder"
)

// ExtraConfig is what the sample server needs besides a generic server's
// config: where its objects are stored.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.ExtraConfig (empty:
// upstream's storage comes with RecommendedConfig.RESTOptionsGetter).
type ExtraConfig struct {
	// StorageConfig is the sample server's own etcd (--etcd-*).
	StorageConfig storagebackend.Config
	// EnableWatchCache puts a watch cache in front of flunders and
	// fischers (--watch-cache).
	EnableWatchCache bool
}

// Config is the sample server's configuration.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.Config.
type Config struct {
	GenericConfig *server.Config
	ExtraConfig   ExtraConfig
}

type completedConfig struct {
	GenericConfig server.CompletedConfig
	ExtraConfig   *ExtraConfig
}

// CompletedConfig can only be made by Complete, so New never sees a
// config whose defaults were not filled in.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.CompletedConfig.
type CompletedConfig struct {
	*completedConfig
}

// Complete completes the generic config.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.(*Config).Complete.
func (cfg *Config) Complete() CompletedConfig {
	return CompletedConfig{&completedConfig{
		GenericConfig: cfg.GenericConfig.Complete(),
		ExtraConfig:   &cfg.ExtraConfig,
	}}
}

// WardleServer is the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.WardleServer.
type WardleServer struct {
	GenericAPIServer *server.GenericAPIServer
}

// New builds the sample server in front of the empty delegate and
// installs wardle.example.com: flunders and fischers in v1alpha1,
// flunders in v1beta1. Both versions' flunders share one Store (one
// storage in etcd); the installer converts between the request's version
// and the internal one.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.completedConfig.New.
func (c completedConfig) New() (*WardleServer, error) {
	genericServer, err := c.GenericConfig.New("sample-apiserver", server.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	s := &WardleServer{GenericAPIServer: genericServer}

	restOptionsGetter := controlplane.StorageFactoryRestOptionsFactory{
		StorageFactory:   newStorageFactory(c.ExtraConfig.StorageConfig),
		EnableWatchCache: c.ExtraConfig.EnableWatchCache,
	}
	if c.ExtraConfig.EnableWatchCache {
		// /readyz waits for the first list of both watch caches.
		restOptionsGetter.WatchCacheReadiness = registry.NewWatchCacheReadiness()
		if err := genericServer.AddReadyzChecks(restOptionsGetter.WatchCacheReadiness); err != nil {
			return nil, err
		}
	}
	flunders, err := flunder.NewREST(Scheme, restOptionsGetter)
	if err != nil {
		return nil, err
	}
	fischers, err := fischer.NewREST(Scheme, restOptionsGetter)
	if err != nil {
		flunders.Destroy()
		return nil, err
	}

	apiGroupInfo := server.NewDefaultAPIGroupInfo(wardle.GroupName, Scheme, ParameterCodec, Codecs)
	apiGroupInfo.VersionedResourcesStorageMap[v1alpha1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"flunders": flunders,
		"fischers": fischers,
	}
	apiGroupInfo.VersionedResourcesStorageMap[v1beta1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"flunders": flunders,
	}
	if err := genericServer.InstallAPIGroup(&apiGroupInfo); err != nil {
		return nil, err
	}
	return s, nil
}
