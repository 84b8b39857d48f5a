package app

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 06:
// stage 05's options plus the chain's and audit's, running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return genericapp.NewCommand[CompletedOptions](NewServerRunOptions(), Run)
}

// Run builds stage 05's chain of servers behind stage 06's filters and
// runs it until ctx is done. The audit backend runs for as long as the
// server does, and is shut down (its last events written) after the last
// request has been answered.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run; the audit
// backend's Run and Shutdown are in
// k8s.io/apiserver/pkg/server.(*preparedGenericAPIServer).RunWithContext.
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
	s, err := aggregatorapp.CreateServerChain(config.Complete().CompletedConfig)
	if err != nil {
		return err
	}
	if fc := config.HandlerChain.FlowControl; fc != nil {
		// Upstream: installAPI's c.FlowControl.Install(s.Handler.NonGoRestfulMux).
		fc.Install(s.GenericAPIServer.Handler.NonGoRestfulMux)
	}
	if backend := config.HandlerChain.AuditBackend; backend != nil {
		if err := backend.Run(ctx.Done()); err != nil {
			return err
		}
		defer backend.Shutdown()
	}
	prepared := s.GenericAPIServer.PrepareRun()
	genericapp.PrintBannerWhenReady(ctx, os.Stderr, s.GenericAPIServer, masterapp.Banner("06-filters", opts.Etcd, s.GenericAPIServer))
	return prepared.RunWithContext(ctx)
}
