package app

import (
	"fmt"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
)

// NewConfig builds the master's config: stage 02's generic config, the
// etcd health checks (EtcdOptions.ApplyTo; etcd must be up, see Run), and
// the storage factory and enabled API versions.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewConfig and
// k8s.io/kubernetes/pkg/controlplane/apiserver.CreateConfig.
func NewConfig(opts CompletedOptions) (*controlplane.Config, error) {
	genericConfig, err := genericapp.NewConfig(opts.Generic)
	if err != nil {
		return nil, err
	}
	if err := opts.Etcd.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	watchCacheSizes, err := options.ParseWatchCacheSizes(opts.Etcd.WatchCacheSizes)
	if err != nil {
		return nil, fmt.Errorf("--watch-cache-sizes: %w", err)
	}
	master := &controlplane.Config{
		GenericConfig: genericConfig,
		ExtraConfig: controlplane.ExtraConfig{
			StorageFactory:             controlplane.NewDefaultStorageFactory(opts.Etcd.StorageConfig),
			APIResourceConfigSource:    opts.APIResourceConfig,
			ServiceIPRange:             opts.ServiceIPRange,
			EnableWatchCache:           opts.Etcd.EnableWatchCache,
			WatchCacheSizes:            watchCacheSizes,
			EnableGarbageCollection:    opts.Etcd.EnableGarbageCollection,
			DisableNamespaceController: !opts.Controllers.Enabled(NamespaceController.Name),
			EndpointReconcilerType:     opts.EndpointReconcilerType,
		},
	}
	return master, nil
}

// CreateServerChain builds the servers connected by delegation, the last
// one first: in stage 03, the master in front of the not-found delegate.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain
// (extensions -> kube-apiserver -> aggregator; stages 04 and 05 add the
// other two).
func CreateServerChain(config controlplane.CompletedConfig) (*server.GenericAPIServer, error) {
	kubeAPIServer, err := config.New(server.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	return kubeAPIServer.GenericAPIServer, nil
}
