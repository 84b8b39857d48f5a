package server

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1alpha1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apiserver"
)

// NewCommandStartWardleServer returns the sample-apiserver command: stage
// 02's shared command (flags in sections, Complete, Validate, then run)
// over WardleServerOptions, running RunWardleServer until the command's
// context is done.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.NewCommandStartWardleServer.
func NewCommandStartWardleServer(o *WardleServerOptions) *cobra.Command {
	cmd := genericapp.NewCommand[CompletedOptions](o, RunWardleServer)
	cmd.Use = "sample-apiserver"
	cmd.Short = "Launch a wardle API server"
	cmd.Long = "Launch a wardle API server: flunders and fischers of the group wardle.example.com, " +
		"served over HTTPS from its own etcd, for kube-apiserver's aggregator to proxy to."
	return cmd
}

// Config builds the sample server's config from completed options:
// generic settings, the HTTPS listener (bound here, so a port conflict
// fails before anything runs), the etcd health checks (etcd must be up,
// see RunWardleServer), features, and OpenAPI titled "Wardle", naming
// definitions as upstream's (io.k8s.sample-apiserver.pkg.apis.wardle.v1alpha1.Flunder).
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Config.
func (o CompletedOptions) Config() (*apiserver.Config, error) {
	genericConfig := genericserver.NewConfig(apiserver.Codecs)
	if err := o.GenericServerRunOptions.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	if err := o.SecureServing.ApplyTo(&genericConfig.SecureServing); err != nil {
		return nil, fmt.Errorf("secure serving: %w", err)
	}
	if err := o.Etcd.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	if err := o.Features.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	openAPIConfig := openapi.DefaultConfig("Wardle", "0.1")
	genericConfig.OpenAPIConfig = &openAPIConfig
	genericConfig.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(apiserver.Scheme).WithPackageMappings(openapi.PackageMapping{
		Ours: samplePackagePrefix, Upstream: "k8s.io/sample-apiserver/pkg/",
	})
	return &apiserver.Config{
		GenericConfig: genericConfig,
		ExtraConfig: apiserver.ExtraConfig{
			StorageConfig:    o.Etcd.StorageConfig,
			EnableWatchCache: o.Etcd.EnableWatchCache,
		},
	}, nil
}

// samplePackagePrefix is the import path of this server's packages,
// ".../05-aggregator/sample-apiserver/", mapped to upstream's
// k8s.io/sample-apiserver/pkg/ for OpenAPI definition names.
var samplePackagePrefix = strings.TrimSuffix(reflect.TypeFor[v1alpha1.Flunder]().PkgPath(), "apis/wardle/v1alpha1")

// RunWardleServer connects to etcd (starting the embedded one), builds the
// server from o.Config and runs it until ctx is done; it returns nil after
// a graceful shutdown.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).RunWardleServer.
func RunWardleServer(ctx context.Context, o CompletedOptions) error {
	return Run(ctx, o.Etcd, o.Config, banner)
}

// Run is RunWardleServer's sequence with the config made by config, so
// that a later stage can build the same server with more in its config
// (stage 07 adds authentication and authorization) without repeating the
// sequence: etcd up -> config() -> Complete -> New -> PrepareRun ->
// RunWithContext -> etcd down. etcd goes last, as in stage 03's Run: the
// server's Destroy releases the storage, then the deferred destroy lets
// etcd go. banner, if not nil, is what to print once the server is ready
// (02-generic-server/app.PrintBannerWhenReady).
// Upstream has no such seam: each aggregated server writes its own
// RunWardleServer, a few lines long, around its own Config.
func Run(ctx context.Context, etcd *options.EtcdOptions, config func() (*apiserver.Config, error),
	banner func(*options.EtcdOptions, *genericserver.GenericAPIServer) string) error {
	genericapp.LogVersion()
	destroyEtcd, err := etcd.Complete(ctx)
	if err != nil {
		return err
	}
	defer destroyEtcd()

	c, err := config()
	if err != nil {
		return err
	}
	s, err := c.Complete().New()
	if err != nil {
		return err
	}
	prepared := s.GenericAPIServer.PrepareRun()
	if banner != nil {
		genericapp.PrintBannerWhenReady(ctx, os.Stderr, s.GenericAPIServer, banner(etcd, s.GenericAPIServer))
	}
	return prepared.RunWithContext(ctx)
}

// banner says where the data lives and what to try, for the address the
// server really listens on; it is printed once the server is ready
// (02-generic-server/app.PrintBannerWhenReady). kubectl needs some
// credential for an https server or it prompts for a user name; the server
// checks none (no authentication until stage 07), so any token does.
func banner(etcd *options.EtcdOptions, s *genericserver.GenericAPIServer) string {
	return fmt.Sprintf("\nsample-apiserver (wardle.example.com): %s\ntry:  kubectl --server %s --insecure-skip-tls-verify --token=unused get flunders -A\n\n",
		etcd.StorageDescription(), genericapp.ListenerURL("https", s.SecureServingInfo.Listener))
}
