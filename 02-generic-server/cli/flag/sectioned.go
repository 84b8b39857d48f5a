package flag

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// NamedFlagSets keeps flag sets in the order they were first asked for, so
// help prints sections in a stable, meaningful order.
// Upstream: k8s.io/component-base/cli/flag.NamedFlagSets.
type NamedFlagSets struct {
	// Order is the order in which sections were created.
	Order []string
	// FlagSets holds each section's flags by name.
	FlagSets map[string]*pflag.FlagSet
}

// FlagSet returns the flag set with the given name, creating it (last in
// Order) on first use.
// Upstream: k8s.io/component-base/cli/flag.(*NamedFlagSets).FlagSet.
func (nfs *NamedFlagSets) FlagSet(name string) *pflag.FlagSet {
	if nfs.FlagSets == nil {
		nfs.FlagSets = map[string]*pflag.FlagSet{}
	}
	if _, ok := nfs.FlagSets[name]; !ok {
		nfs.FlagSets[name] = pflag.NewFlagSet(name, pflag.ExitOnError)
		nfs.Order = append(nfs.Order, name)
	}
	return nfs.FlagSets[name]
}

// PrintSections writes each non-empty section as "<Name> flags:" followed by
// its flags' usage lines.
// Upstream: k8s.io/component-base/cli/flag.PrintSections.
func PrintSections(w io.Writer, fss NamedFlagSets) {
	for _, name := range fss.Order {
		fs := fss.FlagSets[name]
		if !fs.HasFlags() {
			continue
		}
		wideFS := pflag.NewFlagSet("", pflag.ExitOnError)
		wideFS.AddFlagSet(fs)
		var title string
		if len(name) > 0 {
			title = strings.ToUpper(name[:1]) + name[1:]
		}
		fmt.Fprintf(w, "\n%s flags:\n\n%s", title, wideFS.FlagUsages())
	}
}

const usageFmt = "Usage:\n  %s\n"

// SetUsageAndHelpFunc makes cmd print its flags grouped by fss: usage (on
// errors) goes to stderr, help (on -h) to stdout after the long description.
// Upstream: k8s.io/component-base/cli/flag.SetUsageAndHelpFunc.
func SetUsageAndHelpFunc(cmd *cobra.Command, fss NamedFlagSets) {
	cmd.SetUsageFunc(func(cmd *cobra.Command) error {
		fmt.Fprintf(cmd.OutOrStderr(), usageFmt, cmd.UseLine())
		PrintSections(cmd.OutOrStderr(), fss)
		return nil
	})
	cmd.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		var b bytes.Buffer
		fmt.Fprintf(&b, "%s\n\n"+usageFmt, cmd.Long, cmd.UseLine())
		PrintSections(&b, fss)
		_, _ = cmd.OutOrStdout().Write(b.Bytes())
	})
}
