package app

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// PrintBanner returns the command's PreRun: it says where the data lives
// and the one command that points kubectl at the server, from the flags
// as parsed. The absolute paths are for display only.
func PrintBanner(cmd *cobra.Command, _ []string) {
	printBanner(os.Stderr, cmd)
}

func printBanner(w io.Writer, cmd *cobra.Command) {
	flags := cmd.Flags()
	if flags.Changed("version") {
		return
	}
	fmt.Fprintf(w, "\nstage 07-authn-authz: %s\n", options.StorageDescription(flags))
	if certFile, _ := flags.GetString("tls-cert-file"); certFile != "" {
		fmt.Fprintf(w, "serving with --tls-cert-file %s: bring your own kubeconfig\n\n", certFile)
		return
	}
	dir, _ := flags.GetString("cert-dir")
	path := filepath.Join(dir, kubeconfig.AdminKubeConfigFileName)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	fmt.Fprintf(w, "try:  export KUBECONFIG=%s\n      kubectl get ns\n\n", path)
}
