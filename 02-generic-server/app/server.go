package app

import (
	"context"

	"github.com/spf13/cobra"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 02: the
// shared command (NewCommand) over stage 02's options, running Run.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	return NewCommand[CompletedOptions](NewServerRunOptions(), Run)
}

// Run builds the server chain from the options and runs it until ctx is
// done; it returns nil after a graceful shutdown.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func Run(ctx context.Context, opts CompletedOptions) error {
	LogVersion()
	config, err := NewConfig(opts)
	if err != nil {
		return err
	}
	s, err := CreateServerChain(config.Complete())
	if err != nil {
		return err
	}
	return s.PrepareRun().RunWithContext(ctx)
}
