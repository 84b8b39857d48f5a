package options

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/pflag"
)

// StorageDescription says, for a start-up banner, where a server keeps its data
// by the etcd flags as parsed: the embedded etcd's absolute data
// directory (for display only: the server uses --etcd-data-dir as
// given), or the external etcd's URLs. Every server on these etcd
// options prints it in its banner (stages 03 to 05, and stage 05's
// sample API server).
func StorageDescription(flags *pflag.FlagSet) string {
	servers, _ := flags.GetStringSlice("etcd-servers")
	if len(servers) > 0 {
		return "external etcd at " + fmt.Sprint(servers)
	}
	dir, _ := flags.GetString("etcd-data-dir")
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return "embedded etcd, data in " + dir
}
