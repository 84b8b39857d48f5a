package app

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 03:
// stage 02's command (genericapp.NewCommand) over the master's options,
// running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return genericapp.NewCommand[CompletedOptions](NewServerRunOptions(), Run)
}

// Run connects to etcd (starting the embedded one), builds the server
// chain and runs it until ctx is done; it returns nil after a graceful
// shutdown. etcd goes last: the server's Destroy releases every
// resource's storage when RunWithContext returns, then the deferred
// destroy lets etcd go, flushing the embedded one's data.
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
	prepared := s.PrepareRun()
	genericapp.PrintBannerWhenReady(ctx, os.Stderr, s, Banner("03-master", opts.Etcd, s))
	return prepared.RunWithContext(ctx)
}
