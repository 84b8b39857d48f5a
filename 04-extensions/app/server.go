package app

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
	apiextensionsapiserver "github.com/kube-rebuilt/apiserver/04-extensions/apiserver"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/notfoundhandler"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 04:
// stage 03's options, running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return genericapp.NewCommand[masterapp.CompletedOptions](masterapp.NewServerRunOptions(), Run)
}

// Run connects to etcd (starting the embedded one), builds the chain and
// runs it until ctx is done, as stage 03's Run does with its chain.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func Run(ctx context.Context, opts masterapp.CompletedOptions) error {
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
	prepared := s.PrepareRun()
	genericapp.PrintBannerWhenReady(ctx, os.Stderr, s, masterapp.Banner("04-extensions", opts.Etcd, s))
	return prepared.RunWithContext(ctx)
}

// CreateServerChain builds the chain right to left: the not-found
// handler, the extensions server delegating to it, the master delegating
// to the extensions server. It returns the head, the master.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain
// (whose head is the aggregator, stage 05).
func CreateServerChain(config CompletedConfig) (*server.GenericAPIServer, error) {
	apiExtensionsServer, err := CreateAPIExtensionsServer(config)
	if err != nil {
		return nil, err
	}
	kubeAPIServer, err := config.KubeAPIs.New(apiExtensionsServer.GenericAPIServer)
	if err != nil {
		return nil, err
	}
	if err := PublishCRDOpenAPI(kubeAPIServer.GenericAPIServer, apiExtensionsServer); err != nil {
		return nil, err
	}
	return kubeAPIServer.GenericAPIServer, nil
}

// CreateAPIExtensionsServer builds the end of the chain: the not-found
// handler and the extensions server in front of it. The not-found
// handler answers 503 until the CRDs are known: before that, a path
// nobody serves yet may be a custom resource's.
// Upstream: the first step ("1. CRDs") of k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain.
func CreateAPIExtensionsServer(config CompletedConfig) (*apiextensionsapiserver.CustomResourceDefinitions, error) {
	var crdsSynced <-chan struct{}
	notFoundHandler := notfoundhandler.New(config.KubeAPIs.GenericConfig.Serializer, func(ctx context.Context) bool {
		// Stage 06's WithMuxAndDiscoveryComplete filter marks requests that
		// arrive before the whole chain is installed, as upstream; without
		// the filter, knowing the CRDs is what completes this end of it.
		if !request.NoMuxAndDiscoveryIncompleteKey(ctx) {
			return false
		}
		select {
		case <-crdsSynced:
			return true
		default:
			return false
		}
	})
	apiExtensionsServer, err := config.APIExtensions.New(server.NewEmptyDelegateWithCustomHandler(notFoundHandler))
	if err != nil {
		return nil, err
	}
	crdsSynced = apiExtensionsServer.CRDHasSynced
	return apiExtensionsServer, nil
}

// PublishCRDOpenAPI adds the CRDs' routes to the documents the master
// serves, once PrepareRun has installed them: /openapi/v2 and
// /openapi/v3 then describe custom resources too.
// Upstream: the aggregator's openapi controllers merge the extensions
// server's specs (stage 05).
func PublishCRDOpenAPI(head *server.GenericAPIServer, extensions *apiextensionsapiserver.CustomResourceDefinitions) error {
	return head.AddPostStartHook("apiextensions-openapi-publisher", func(server.PostStartHookContext) error {
		if head.OpenAPIVersionedService != nil {
			head.OpenAPIVersionedService.AddWebServiceSource(extensions.OpenAPIController)
		}
		if head.OpenAPIV3VersionedService != nil {
			head.OpenAPIV3VersionedService.AddWebServiceSource(extensions.OpenAPIController)
		}
		return nil
	})
}
