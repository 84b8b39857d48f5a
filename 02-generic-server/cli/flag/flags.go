package flag

import (
	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// PrintFlags logs every flag and its value at verbosity 1, one line each:
//
//	I0101 00:00:00.000000   12345 flags.go:17] FLAG: --insecure-port="8080"
//
// Run with -v=1 to see them.
// Upstream: k8s.io/component-base/cli/flag.PrintFlags.
func PrintFlags(flags *pflag.FlagSet) {
	flags.VisitAll(func(flag *pflag.Flag) {
		klog.V(1).Infof("FLAG: --%s=%q", flag.Name, flag.Value)
	})
}
