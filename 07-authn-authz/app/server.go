package app

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 07:
// stage 06's options without the insecure port, plus authentication and
// authorization, running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return genericapp.NewCommand[CompletedOptions](NewServerRunOptions(), Run)
}

// Run builds stage 07's config, creates stage 05's chain of servers behind
// it, writes admin.conf for the HTTPS address the server is bound to,
// prints the banner once /readyz is green (both kubeadm's jobs upstream)
// and runs until ctx is done.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func Run(ctx context.Context, opts CompletedOptions) error {
	return run(ctx, opts, os.Stderr)
}

// run is Run printing the banner to bannerOut, for the tests.
func run(ctx context.Context, opts CompletedOptions, bannerOut io.Writer) error {
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
	s, err := CreateServerChain(config)
	if err != nil {
		return err
	}
	adminKubeConfig, err := writeAdminKubeConfig(config)
	if err != nil {
		return err
	}
	if backend := config.HandlerChain.AuditBackend; backend != nil {
		if err := backend.Run(ctx.Done()); err != nil {
			return err
		}
		defer backend.Shutdown()
	}
	prepared := s.PrepareRun()
	genericapp.PrintBannerWhenReady(ctx, bannerOut, s, Banner(opts.Etcd, adminKubeConfig, opts.SecureServing.ServerCert.CertKey.CertFile))
	return prepared.RunWithContext(ctx)
}

// CreateServerChain creates stage 05's chain of servers (stage 06's
// chain of filters, with stage 07's in it, at its head) and installs API
// Priority and Fairness's debug endpoints and the service-account
// issuer's discovery documents.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain.
func CreateServerChain(config *Config) (*genericserver.GenericAPIServer, error) {
	s, err := aggregatorapp.CreateServerChain(config.Complete().CompletedConfig)
	if err != nil {
		return nil, err
	}
	mux := s.GenericAPIServer.Handler.NonGoRestfulMux
	if fc := config.HandlerChain.FlowControl; fc != nil {
		fc.Install(mux)
	}
	if h := config.ServiceAccountIssuerDiscovery; h != nil {
		// Upstream: routes.ServiceAccountIssuerDiscovery in pkg/controlplane.
		mux.Handle(serviceaccount.OpenIDConfigPath, h)
		mux.Handle(serviceaccount.JWKSPath, h)
	}
	return s.GenericAPIServer, nil
}

// writeAdminKubeConfig writes admin.conf into the PKI directory, for
// https://<the bound address>, when the server made its own PKI, and
// returns its absolute path ("" when it wrote none).
func writeAdminKubeConfig(config *Config) (string, error) {
	serving := config.Aggregator.GenericConfig.SecureServing
	if config.PKIDirectory == "" || serving == nil || serving.Listener == nil {
		return "", nil
	}
	server := genericapp.ListenerURL("https", serving.Listener)
	path, err := kubeconfig.CreateAdminKubeConfigFile(config.PKIDirectory, server)
	if err != nil {
		return "", fmt.Errorf("admin kubeconfig: %w", err)
	}
	if existing, err := kubeconfig.LoadFromFile(path); err == nil && len(existing.Clusters) > 0 && existing.Clusters[0].Cluster.Server != server {
		klog.Warningf("The admin kubeconfig %s points at %s, not at %s where this server listens: use kubectl -s %s",
			path, existing.Clusters[0].Cluster.Server, server, server)
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	klog.Infof("Wrote the admin kubeconfig %s", path)
	return path, nil
}
