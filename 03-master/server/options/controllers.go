package options

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/pflag"
)

// InProcessController is one of kube-controller-manager's controllers
// that this server runs in-process: its name and the short alias
// kube-controller-manager's --controllers accepts for it too.
type InProcessController struct {
	Name  string // "namespace-controller"
	Alias string // "namespace"
}

// ControllersOptions is --controllers: which of the in-process
// controllers run. Upstream kube-apiserver runs none of them (they live in
// kube-controller-manager); our server runs the few without which a
// cluster with no controller manager is not usable (a namespace that is
// never deleted, a pod refused for want of its service account). With the
// real kube-controller-manager attached, turn ours off so the two never
// fight over an object: --controllers=-namespace-controller,... or
// --controllers= (none at all).
//
// The flag reads as kube-controller-manager's: '*' enables every
// controller on by default, 'foo' enables foo, '-foo' disables it, and the
// first explicit choice wins.
// Upstream: kube-controller-manager's --controllers,
// k8s.io/controller-manager/options.GenericControllerManagerConfigurationOptions.Controllers,
// checked by k8s.io/controller-manager/app.IsControllerEnabled.
type ControllersOptions struct {
	Controllers []string
	known       []InProcessController
}

// NewControllersOptions returns --controllers=* over the known controllers.
func NewControllersOptions(known ...InProcessController) *ControllersOptions {
	return &ControllersOptions{Controllers: []string{"*"}, known: known}
}

// AddKnown adds a later stage's in-process controllers.
func (o *ControllersOptions) AddKnown(known ...InProcessController) {
	o.known = append(o.known, known...)
}

// AddFlags adds --controllers to fs. Call it after every AddKnown, so the
// help lists them all.
func (o *ControllersOptions) AddFlags(fs *pflag.FlagSet) {
	names := make([]string, len(o.known))
	for i, c := range o.known {
		names[i] = c.Name
	}
	fs.StringSliceVar(&o.Controllers, "controllers", o.Controllers, fmt.Sprintf(""+
		"A list of the kube-controller-manager controllers this server runs in-process to enable. "+
		"'*' enables all on-by-default controllers, 'foo' enables the controller named 'foo', "+
		"'-foo' disables the controller named 'foo'. Turn them off when a real kube-controller-manager runs them.\n"+
		"All controllers: %s", strings.Join(names, ", ")))
}

// Validate returns an error for each name that is no known controller
// nor alias.
// Upstream: the unknown-controller check of
// k8s.io/kubernetes/cmd/kube-controller-manager/app/options.(*KubeControllerManagerOptions).Validate.
func (o *ControllersOptions) Validate() []error {
	var errs []error
	for _, c := range o.Controllers {
		name := strings.TrimPrefix(c, "-")
		if c == "*" || slices.ContainsFunc(o.known, func(k InProcessController) bool { return k.Name == name || k.Alias == name }) {
			continue
		}
		errs = append(errs, fmt.Errorf("%q is not in the list of known controllers", name))
	}
	return errs
}

// Enabled reports whether the controller named name runs: the first
// entry naming it (or its alias) decides, else '*' enables it.
// Upstream: k8s.io/controller-manager/app.IsControllerEnabled.
func (o *ControllersOptions) Enabled(name string) bool {
	alias := name
	for _, k := range o.known {
		if k.Name == name && k.Alias != "" {
			alias = k.Alias
		}
	}
	star := false
	for _, c := range o.Controllers {
		switch c {
		case name, alias:
			return true
		case "-" + name, "-" + alias:
			return false
		case "*":
			star = true
		}
	}
	return star
}
