package options

import (
	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// FeatureOptions switch optional endpoints on and off.
// Upstream: k8s.io/apiserver/pkg/server/options.FeatureOptions.
type FeatureOptions struct {
	EnableProfiling           bool
	EnableContentionProfiling bool
}

// NewFeatureOptions takes its defaults from server.NewConfig: profiling on.
// Upstream: k8s.io/apiserver/pkg/server/options.NewFeatureOptions.
func NewFeatureOptions() *FeatureOptions {
	defaults := server.NewConfig(nil)
	return &FeatureOptions{
		EnableProfiling:           defaults.EnableProfiling,
		EnableContentionProfiling: defaults.EnableContentionProfiling,
	}
}

// AddFlags registers --profiling and --contention-profiling.
// Upstream: k8s.io/apiserver/pkg/server/options.(*FeatureOptions).AddFlags.
func (o *FeatureOptions) AddFlags(fs *pflag.FlagSet) {
	if o == nil {
		return
	}
	fs.BoolVar(&o.EnableProfiling, "profiling", o.EnableProfiling,
		"Enable profiling via web interface host:port/debug/pprof/")
	fs.BoolVar(&o.EnableContentionProfiling, "contention-profiling", o.EnableContentionProfiling,
		"Enable block profiling, if profiling is enabled")
}

// Validate has nothing to check; it exists so every option group looks alike.
// Upstream: k8s.io/apiserver/pkg/server/options.(*FeatureOptions).Validate.
func (o *FeatureOptions) Validate() []error { return nil }

// ApplyTo copies the switches into the config.
// Upstream: k8s.io/apiserver/pkg/server/options.(*FeatureOptions).ApplyTo.
func (o *FeatureOptions) ApplyTo(c *server.Config) error {
	if o == nil {
		return nil
	}
	c.EnableProfiling = o.EnableProfiling
	c.EnableContentionProfiling = o.EnableContentionProfiling
	return nil
}
