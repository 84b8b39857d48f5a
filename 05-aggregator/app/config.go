package app

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	endpointsstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/endpoint/storage"
	servicestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/service/storage"
	extensionsapp "github.com/kube-rebuilt/apiserver/04-extensions/app"
	aggregatorapiserver "github.com/kube-rebuilt/apiserver/05-aggregator/apiserver"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
)

// Config is the configuration of every server of the chain: stage 04's
// two and the aggregator's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Config.
type Config struct {
	*extensionsapp.Config
	Aggregator *aggregatorapiserver.Config
}

// CompletedConfig can only be made by Complete.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CompletedConfig.
type CompletedConfig struct {
	extensionsapp.CompletedConfig
	Aggregator aggregatorapiserver.CompletedConfig
}

// Complete completes the three configs.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	return CompletedConfig{CompletedConfig: c.Config.Complete(), Aggregator: c.Aggregator.Complete()}
}

// NewConfig builds stage 04's configs and derives the aggregator's from
// the master's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewConfig.
func NewConfig(opts CompletedOptions) (*Config, error) {
	c, err := extensionsapp.NewConfig(opts.CompletedOptions)
	if err != nil {
		return nil, err
	}
	aggregator, err := createAggregatorConfig(*c.KubeAPIs.GenericConfig, c.KubeAPIs.ExtraConfig, opts)
	if err != nil {
		return nil, err
	}
	return &Config{Config: c, Aggregator: aggregator}, nil
}

// createAggregatorConfig derives the aggregator's config from a copy of
// the master's generic config (same serving, signals and discovery
// document; no hooks of the master's; no OpenAPI service of its own: the
// master's documents are the chain's, stage 05 adds to them). The
// service resolver and the availability controller read Services and
// Endpoints through storage of their own on the master's etcd, which the
// aggregator releases when it is destroyed.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.CreateAggregatorConfig
// (called createAggregatorConfig in cmd/kube-apiserver/app before it moved;
// upstream reads Services and Endpoints through the loopback client's
// informers).
func createAggregatorConfig(kubeAPIServerConfig server.Config, master controlplane.ExtraConfig, opts CompletedOptions) (*aggregatorapiserver.Config, error) {
	genericConfig := kubeAPIServerConfig
	genericConfig.PostStartHooks = map[string]server.PostStartHookConfigEntry{}
	genericConfig.OpenAPIConfig = nil

	restOptions := controlplane.StorageFactoryRestOptionsFactory{
		StorageFactory: master.StorageFactory, EnableWatchCache: master.EnableWatchCache,
		WatchCacheSizes: master.WatchCacheSizes}
	serviceStorage, _, err := servicestore.NewREST(restOptions, nil)
	if err != nil {
		return nil, err
	}
	endpointsStorage, err := endpointsstore.NewREST(restOptions)
	if err != nil {
		serviceStorage.Destroy()
		return nil, err
	}
	services := proxy.NewServiceLister(serviceStorage)
	endpoints := proxy.NewEndpointsLister(endpointsStorage)
	var resolver aggregatorapiserver.ServiceResolver = aggregatorapiserver.NewClusterIPServiceResolver(services)
	if opts.EnableAggregatorRouting {
		resolver = aggregatorapiserver.NewEndpointServiceResolver(services, endpoints)
	}
	return &aggregatorapiserver.Config{
		GenericConfig: &genericConfig,
		ExtraConfig: aggregatorapiserver.ExtraConfig{
			StorageConfig:       opts.Etcd.StorageConfig,
			EnableWatchCache:    opts.Etcd.EnableWatchCache,
			ProxyClientCertFile: opts.ProxyClientCertFile,
			ProxyClientKeyFile:  opts.ProxyClientKeyFile,
			ServiceResolver:     resolver,
			Services:            services,
			Endpoints:           endpoints,
			ReleaseListers:      func() { serviceStorage.Destroy(); endpointsStorage.Destroy() },
		},
	}, nil
}
