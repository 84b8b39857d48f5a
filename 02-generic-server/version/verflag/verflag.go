package verflag

import (
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// versionValue is false, true or raw.
type versionValue int

const (
	versionFalse versionValue = 0
	versionTrue  versionValue = 1
	versionRaw   versionValue = 2
)

const (
	versionFlagName = "version"
	programName     = "Kubernetes"
	strRaw          = "raw"
)

// IsBoolFlag lets --version stand alone, meaning --version=true.
func (v *versionValue) IsBoolFlag() bool { return true }

func (v *versionValue) String() string {
	switch *v {
	case versionRaw:
		return strRaw
	case versionTrue:
		return "true"
	}
	return "false"
}

func (v *versionValue) Set(s string) error {
	if s == strRaw {
		*v = versionRaw
		return nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("invalid value %q for --version: %w", s, err)
	}
	*v = versionFalse
	if b {
		*v = versionTrue
	}
	return nil
}

// Type names the value in help output: "--version version[=true]".
func (v *versionValue) Type() string { return "version" }

// AddFlags registers --version on fs.
// Upstream: k8s.io/component-base/version/verflag.AddFlags.
func AddFlags(fs *pflag.FlagSet) {
	v := versionFalse
	fs.Var(&v, versionFlagName, "--version, --version=raw prints version information and quits")
	fs.Lookup(versionFlagName).NoOptDefVal = "true"
}

// PrintIfRequested prints the version to w when --version was given on fs
// and reports whether it did: "Kubernetes v1.37.0+rebuilt" for --version,
// the Go syntax of version.Info for --version=raw.
// Upstream: k8s.io/component-base/version/verflag.PrintAndExitIfRequested.
func PrintIfRequested(w io.Writer, fs *pflag.FlagSet) bool {
	f := fs.Lookup(versionFlagName)
	if f == nil {
		return false
	}
	switch *f.Value.(*versionValue) {
	case versionRaw:
		fmt.Fprintf(w, "%#v\n", version.Get())
		return true
	case versionTrue:
		fmt.Fprintf(w, "%s %s\n", programName, version.Get())
		return true
	}
	return false
}
