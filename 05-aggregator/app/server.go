package app

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
	extensionsapp "github.com/kube-rebuilt/apiserver/04-extensions/app"
	aggregatorapiserver "github.com/kube-rebuilt/apiserver/05-aggregator/apiserver"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 05:
// stage 03's options plus the aggregator's, running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return genericapp.NewCommand[CompletedOptions](NewServerRunOptions(), Run)
}

// Run connects to etcd (starting the embedded one), builds the whole
// chain and runs its head, the aggregator, until ctx is done.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func Run(ctx context.Context, opts CompletedOptions) error {
	genericapp.LogVersion()
	destroyEtcd, err := opts.Etcd.Complete(ctx)
	if err != nil {
		return err
	}
	defer destroyEtcd()

	config, err := NewConfig(opts)
	if err != nil {
		return err
	}
	s, err := CreateServerChain(config.Complete())
	if err != nil {
		return err
	}
	prepared := s.GenericAPIServer.PrepareRun()
	genericapp.PrintBannerWhenReady(ctx, os.Stderr, s.GenericAPIServer, masterapp.Banner("05-aggregator", opts.Etcd, s.GenericAPIServer))
	return prepared.RunWithContext(ctx)
}

// CreateServerChain builds the complete chain right to left: the
// not-found handler, the extensions server, the master, and the
// aggregator at the head, which sees every request first and sends it to
// a remote server or down the chain.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain.
func CreateServerChain(config CompletedConfig) (*aggregatorapiserver.APIAggregator, error) {
	apiExtensionsServer, err := extensionsapp.CreateAPIExtensionsServer(config.CompletedConfig)
	if err != nil {
		return nil, err
	}
	kubeAPIServer, err := config.KubeAPIs.New(apiExtensionsServer.GenericAPIServer)
	if err != nil {
		return nil, err
	}
	if err := extensionsapp.PublishCRDOpenAPI(kubeAPIServer.GenericAPIServer, apiExtensionsServer); err != nil {
		return nil, err
	}
	return createAggregatorServer(config.Aggregator, kubeAPIServer.GenericAPIServer, apiExtensionsServer.Informer)
}
