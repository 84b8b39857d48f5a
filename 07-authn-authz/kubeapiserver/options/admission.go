package options

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	admissionaudit "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/audit"
	admissionmetrics "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/metrics"
)

// AdmissionOptions are the admission flags: which plugins run, and the
// file with their configurations.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.AdmissionOptions
// over k8s.io/apiserver/pkg/server/options.AdmissionOptions, folded into
// one (and without the deprecated --admission-control).
type AdmissionOptions struct {
	// RecommendedPluginOrder is the order plugins run in.
	RecommendedPluginOrder []string
	// DefaultOffPlugins are off unless EnablePlugins names them.
	DefaultOffPlugins []string
	// EnablePlugins and DisablePlugins are the flags.
	EnablePlugins  []string
	DisablePlugins []string
	// ConfigFile is --admission-control-config-file.
	ConfigFile string
	// Plugins are the registered plugins.
	Plugins *admission.Plugins
}

// NewAdmissionOptions registers every plugin and sets upstream's order
// and default-off set.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.NewAdmissionOptions.
func NewAdmissionOptions() *AdmissionOptions {
	plugins := admission.NewPlugins()
	RegisterAllAdmissionPlugins(plugins)
	return &AdmissionOptions{
		RecommendedPluginOrder: slices.Clone(AllOrderedPlugins),
		DefaultOffPlugins:      DefaultOffAdmissionPlugins(),
		Plugins:                plugins,
	}
}

// AddFlags registers the three flags, and the flags of the plugins
// configured by flags.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*AdmissionOptions).AddFlags,
// which calls registerAllAdmissionPluginFlags and then
// k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).AddFlags.
func (a *AdmissionOptions) AddFlags(fs *pflag.FlagSet) {
	registerAllAdmissionPluginFlags(fs)
	fs.StringSliceVar(&a.EnablePlugins, "enable-admission-plugins", a.EnablePlugins, ""+
		"admission plugins that should be enabled in addition to default enabled ones ("+
		strings.Join(a.defaultEnabledPluginNames(), ", ")+"). "+
		"Comma-delimited list of admission plugins: "+strings.Join(a.Plugins.Registered(), ", ")+". "+
		"The order of plugins in this flag does not matter.")
	fs.StringSliceVar(&a.DisablePlugins, "disable-admission-plugins", a.DisablePlugins, ""+
		"admission plugins that should be disabled although they are in the default enabled plugins list ("+
		strings.Join(a.defaultEnabledPluginNames(), ", ")+"). "+
		"Comma-delimited list of admission plugins: "+strings.Join(a.Plugins.Registered(), ", ")+". "+
		"The order of plugins in this flag does not matter.")
	fs.StringVar(&a.ConfigFile, "admission-control-config-file", a.ConfigFile,
		"File with admission control configuration.")
}

// Validate refuses unknown names and a name both enabled and disabled.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).Validate.
func (a *AdmissionOptions) Validate() []error {
	var errs []error
	registered := a.Plugins.Registered()
	for _, name := range a.EnablePlugins {
		if !slices.Contains(registered, name) {
			errs = append(errs, fmt.Errorf("enable-admission-plugins plugin %q is unknown", name))
		}
	}
	for _, name := range a.DisablePlugins {
		if !slices.Contains(registered, name) {
			errs = append(errs, fmt.Errorf("disable-admission-plugins plugin %q is unknown", name))
		}
	}
	var both []string
	for _, name := range a.EnablePlugins {
		if slices.Contains(a.DisablePlugins, name) && !slices.Contains(both, name) {
			both = append(both, name)
		}
	}
	if len(both) > 0 {
		slices.Sort(both)
		errs = append(errs, fmt.Errorf("%v in enable-admission-plugins and disable-admission-plugins overlapped", both))
	}
	return errs
}

// EnabledPluginNames are the plugins that run, in RecommendedPluginOrder:
// the default-on ones and those enabled, less those disabled.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).enabledPluginNames.
func (a *AdmissionOptions) EnabledPluginNames() []string {
	var names []string
	for _, name := range a.RecommendedPluginOrder {
		off := slices.Contains(a.DefaultOffPlugins, name) || slices.Contains(a.DisablePlugins, name)
		if !off || slices.Contains(a.EnablePlugins, name) {
			names = append(names, name)
		}
	}
	return names
}

// defaultEnabledPluginNames are the plugins on by default, in order.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).defaultEnabledPluginNames.
func (a *AdmissionOptions) defaultEnabledPluginNames() []string {
	var names []string
	for _, name := range a.RecommendedPluginOrder {
		if !slices.Contains(a.DefaultOffPlugins, name) {
			names = append(names, name)
		}
	}
	return names
}

// NewAdmission makes the enabled plugins, each with its configuration
// from --admission-control-config-file, initialized by initializer and
// timed by apiserver_admission_controller_admission_duration_seconds,
// and chains them; the chain's two steps are timed by
// apiserver_admission_step_admission_duration_seconds.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).ApplyTo.
func (a *AdmissionOptions) NewAdmission(initializer admission.PluginInitializer) (admission.Interface, error) {
	provider, err := admission.ReadAdmissionConfiguration(a.ConfigFile)
	if err != nil {
		return nil, fmt.Errorf("failed to read plugin config: %w", err)
	}
	chain, err := a.Plugins.NewFromPlugins(a.EnabledPluginNames(), provider, initializer,
		admission.DecoratorFunc(admissionmetrics.WithControllerMetrics))
	if err != nil {
		return nil, err
	}
	// The annotations plugins add reach the audit event after each step.
	return admissionmetrics.WithStepMetrics(admissionaudit.WithAudit(chain)), nil
}
