package app

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	apiextensionsapiserver "github.com/kube-rebuilt/apiserver/04-extensions/apiserver"
)

// Config is the configuration of every server of the chain.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Config.
type Config struct {
	KubeAPIs      *controlplane.Config
	APIExtensions *apiextensionsapiserver.Config
}

// completedConfig is a Config whose parts are completed.
type completedConfig struct {
	KubeAPIs      controlplane.CompletedConfig
	APIExtensions apiextensionsapiserver.CompletedConfig
}

// CompletedConfig can only be made by Complete.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CompletedConfig.
type CompletedConfig struct {
	*completedConfig
}

// Complete completes both configs.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	return CompletedConfig{&completedConfig{
		KubeAPIs:      c.KubeAPIs.Complete(),
		APIExtensions: c.APIExtensions.Complete(),
	}}
}

// NewConfig builds the master's config (stage 03's NewConfig), gives its
// generic config the aggregated discovery document the whole chain will
// share, and derives the extensions server's config from it.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewConfig.
func NewConfig(opts masterapp.CompletedOptions) (*Config, error) {
	kubeAPIs, err := masterapp.NewConfig(opts)
	if err != nil {
		return nil, err
	}
	// one /apis document for the chain: the extensions server adds the
	// CRD groups to what the master serves
	// Upstream: buildGenericConfig sets it.
	kubeAPIs.GenericConfig.AggregatedDiscoveryGroupManager = aggregated.NewResourceManager("apis")
	// and one legacy /apis list (upstream: the aggregator's, stage 05)
	kubeAPIs.GenericConfig.DiscoveryGroupManager = discovery.NewRootAPIsHandler(legacyscheme.Codecs.WithoutConversion())
	return &Config{
		KubeAPIs:      kubeAPIs,
		APIExtensions: CreateAPIExtensionsConfig(*kubeAPIs.GenericConfig, opts),
	}, nil
}

// CreateAPIExtensionsConfig derives the extensions server's config from a
// copy of the master's generic config: same serving, timeouts, signals
// and discovery document; no hooks of the master's, and no OpenAPI
// service of its own (stage 04 publishes CRD schemas in the master's
// documents; stage 05's aggregator merges the documents of the chain
// instead). CRDs and custom resources live in the master's etcd.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.CreateAPIExtensionsConfig.
func CreateAPIExtensionsConfig(kubeAPIServerConfig server.Config, opts masterapp.CompletedOptions) *apiextensionsapiserver.Config {
	genericConfig := kubeAPIServerConfig
	genericConfig.PostStartHooks = map[string]server.PostStartHookConfigEntry{}
	genericConfig.OpenAPIConfig = nil
	return &apiextensionsapiserver.Config{
		GenericConfig: &genericConfig,
		ExtraConfig: apiextensionsapiserver.ExtraConfig{
			StorageConfig:    opts.Etcd.StorageConfig,
			EnableWatchCache: opts.Etcd.EnableWatchCache,
		},
	}
}
