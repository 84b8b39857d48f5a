package app

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"

	"github.com/spf13/cobra"
)

// PrintBanner returns the command's PreRun for stage: it says where the
// data lives and what to try, from the flags as parsed. The absolute data
// directory is for display only: the server uses --etcd-data-dir as
// given. Stage 04 prints the same banner.
func PrintBanner(stage string) func(cmd *cobra.Command, _ []string) {
	return func(cmd *cobra.Command, _ []string) { printBanner(stage, cmd) }
}

func printBanner(stage string, cmd *cobra.Command) {
	flags := cmd.Flags()
	if flags.Changed("version") {
		return
	}
	storage := "external etcd"
	if servers, _ := flags.GetStringSlice("etcd-servers"); len(servers) == 0 {
		dir, _ := flags.GetString("etcd-data-dir")
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
		storage = "embedded etcd, data in " + dir
	} else {
		storage += " at " + fmt.Sprint(servers)
	}
	host, _ := flags.GetIP("insecure-bind-address")
	port, _ := flags.GetInt("insecure-port")
	fmt.Fprintf(os.Stderr, "\nstage %s: %s\ntry:  kubectl -s http://%s get ns\n\n",
		stage, storage, net.JoinHostPort(host.String(), strconv.Itoa(port)))
}
