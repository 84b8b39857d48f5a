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

// Options is what a stage's command needs from its options: named flag
// sets, and a Complete that fills in defaults. Each stage's
// ServerRunOptions is one (stage 03's embeds stage 02's and adds etcd).
type Options[C CompletedOptionsValidator] interface {
	Flags() cliflag.NamedFlagSets
	Complete() (C, error)
}

// CompletedOptionsValidator checks completed options, every error at once.
type CompletedOptionsValidator interface {
	Validate() []error
}

// NewCommand builds the kube-apiserver command every stage shares: its
// RunE prints the flags, takes them through Complete and Validate
// (reporting every error at once, each naming its flag) and calls run
// until the command's context is done. main passes
// server.SetupSignalContext(); tests pass a context they cancel.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand,
// which also sets up the signal handler itself.
func NewCommand[C CompletedOptionsValidator](s Options[C], run func(context.Context, C) error) *cobra.Command {
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
			return run(cmd.Context(), completedOptions)
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

// LogVersion logs what every stage logs first, to help debugging: the
// version and the Go runtime settings.
// Upstream: the first lines of k8s.io/kubernetes/cmd/kube-apiserver/app.Run.
func LogVersion() {
	klog.Infof("Version: %+v", version.Get())
	klog.InfoS("Golang settings", "GOGC", os.Getenv("GOGC"), "GOMAXPROCS", os.Getenv("GOMAXPROCS"), "GOTRACEBACK", os.Getenv("GOTRACEBACK"))
}
