package app

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// NewTourCommand returns the cobra command of `go run ./01-scheme`.
// Upstream: the shape of k8s.io/kubernetes/cmd/kube-apiserver/app.NewAPIServerCommand.
func NewTourCommand() *cobra.Command {
	opts := TourOptions{OutputVersion: "apps/v1"}
	cmd := &cobra.Command{
		Use:   "01-scheme",
		Short: "A guided tour of the Scheme: registration, defaulting, conversion, codecs",
		Long: `The Scheme is kube-apiserver's type registry. This tour prints the kinds the
install packages registered, creates objects from a GroupVersionKind, decodes a
Deployment written in the old apps/v1beta1 version, defaults it, converts it
through the internal version to apps/v1, and encodes it as JSON, YAML and
protobuf. Pass -f to send a manifest of your own through the same steps.`,
		SilenceUsage: true,
		Args:         cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Filename != "" {
				data, err := os.ReadFile(opts.Filename)
				if err != nil {
					return err
				}
				opts.Input = data
			}
			gv, err := schema.ParseGroupVersion(opts.OutputVersion)
			if err != nil {
				return fmt.Errorf("--output-version: %w", err)
			}
			opts.outputGV = gv
			return RunTour(cmd.OutOrStdout(), legacyscheme.Scheme, legacyscheme.Codecs, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Filename, "filename", "f", "", "a YAML or JSON manifest to take through the tour instead of the built-in apps/v1beta1 Deployment")
	cmd.Flags().StringVar(&opts.OutputVersion, "output-version", opts.OutputVersion, "the group version to convert to and encode in")
	return cmd
}
