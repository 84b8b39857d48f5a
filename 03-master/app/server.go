package app

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version/verflag"
)

// NewAPIServerCommand returns the kube-apiserver command of stage 03:
// stage 02's, with the master's options. Its RunE takes the flags through
// Complete and Validate (every error at once) and runs the server until
// the command's context is done.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewAPIServerCommand() *cobra.Command {
	s := NewServerRunOptions()
	cmd := &cobra.Command{
		Use: "kube-apiserver",
		Long: `The Kubernetes API server validates and configures data
for the api objects which include pods, services, replicationcontrollers, and
others. The API Server services REST operations and provides the frontend to the
cluster's shared state through which all other components interact.`,

		// stop printing usage when the command errors
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if verflag.PrintIfRequested(cmd.OutOrStdout(), cmd.Flags()) {
				return nil
			}
			cliflag.PrintFlags(cmd.Flags())

			completedOptions, err := s.Complete()
			if err != nil {
				return err
			}
			if errs := completedOptions.Validate(); len(errs) != 0 {
				return errors.Join(errs...)
			}
			return Run(cmd.Context(), completedOptions)
		},
		Args: func(cmd *cobra.Command, args []string) error {
			for _, arg := range args {
				if len(arg) > 0 {
					return fmt.Errorf("%q does not take any arguments, got %q", cmd.CommandPath(), args)
				}
			}
			return nil
		},
	}

	fs := cmd.Flags()
	namedFlagSets := s.Flags()
	for _, f := range namedFlagSets.Order {
		fs.AddFlagSet(namedFlagSets.FlagSets[f])
	}
	cliflag.SetUsageAndHelpFunc(cmd, namedFlagSets)
	return cmd
}

// Run connects to etcd (starting the embedded one), builds the server
// chain and runs it until ctx is done; it returns nil after a graceful
// shutdown. etcd goes last: the server's Destroy releases every
// resource's storage when RunWithContext returns, then the deferred
// destroy lets etcd go, flushing the embedded one's data.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func Run(ctx context.Context, opts CompletedOptions) error {
	// To help debugging, immediately log version
	klog.Infof("Version: %+v", version.Get())
	klog.InfoS("Golang settings", "GOGC", os.Getenv("GOGC"), "GOMAXPROCS", os.Getenv("GOMAXPROCS"), "GOTRACEBACK", os.Getenv("GOTRACEBACK"))

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
	return s.PrepareRun().RunWithContext(ctx)
}
