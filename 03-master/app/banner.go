package app

import (
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/kube-rebuilt/apiserver/03-master/server/options"
)

// PrintBanner returns the command's PreRun for stage: it says where the
// data lives and what to try, from the flags as parsed. The absolute data
// directory is for display only: the server uses --etcd-data-dir as
// given. Stages 04 and 05 print the same banner.
func PrintBanner(stage string) func(cmd *cobra.Command, _ []string) {
	return func(cmd *cobra.Command, _ []string) { printBanner(stage, cmd) }
}

func printBanner(stage string, cmd *cobra.Command) {
	flags := cmd.Flags()
	if flags.Changed("version") {
		return
	}
	host, _ := flags.GetIP("insecure-bind-address")
	port, _ := flags.GetInt("insecure-port")
	fmt.Fprintf(os.Stderr, "\nstage %s: %s\ntry:  kubectl -s http://%s get ns\n\n",
		stage, options.StorageDescription(flags), net.JoinHostPort(host.String(), strconv.Itoa(port)))
}
