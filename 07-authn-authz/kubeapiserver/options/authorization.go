package options

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	kubeauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authorizer"
)

// BuiltInAuthorizationOptions are the authorization flags.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.BuiltInAuthorizationOptions.
type BuiltInAuthorizationOptions struct {
	Modes []string
}

// NewBuiltInAuthorizationOptions defaults to RBAC: see the package doc
// for why upstream's AlwaysAllow is not ours.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.NewBuiltInAuthorizationOptions.
func NewBuiltInAuthorizationOptions() *BuiltInAuthorizationOptions {
	return &BuiltInAuthorizationOptions{Modes: []string{kubeauthorizer.ModeRBAC}}
}

// AddFlags registers --authorization-mode.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthorizationOptions).AddFlags.
func (o *BuiltInAuthorizationOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringSliceVar(&o.Modes, "authorization-mode", o.Modes, ""+
		"Ordered list of plug-ins to do authorization on secure port. Comma-delimited list of: "+
		strings.Join(kubeauthorizer.AuthorizationModeChoices, ",")+".")
}

// Validate wants at least one mode, each valid, none twice.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthorizationOptions).Validate.
func (o *BuiltInAuthorizationOptions) Validate() []error {
	var errs []error
	if len(o.Modes) == 0 {
		errs = append(errs, fmt.Errorf("at least one authorization-mode must be passed"))
	}
	for _, mode := range o.Modes {
		if !kubeauthorizer.IsValidAuthorizationMode(mode) {
			errs = append(errs, fmt.Errorf("authorization-mode %q is not a valid mode", mode))
		}
	}
	unique := slices.Clone(o.Modes)
	slices.Sort(unique)
	if len(slices.Compact(unique)) != len(o.Modes) {
		errs = append(errs, fmt.Errorf("authorization-mode %q has mode specified more than once", o.Modes))
	}
	return errs
}

// ToAuthorizationConfig turns the flags into the authorizer's config;
// the caller adds RBACGetters.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthorizationOptions).ToAuthorizationConfig.
func (o *BuiltInAuthorizationOptions) ToAuthorizationConfig() kubeauthorizer.Config {
	return kubeauthorizer.Config{AuthorizationModes: slices.Clone(o.Modes)}
}
