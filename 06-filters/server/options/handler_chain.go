package options

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/06-filters/server"
	"github.com/kube-rebuilt/apiserver/06-filters/server/filters"
)

// HandlerChainOptions are the flags of the handler chain that upstream
// keeps among the generic server's run options.
// Upstream: k8s.io/apiserver/pkg/server/options.ServerRunOptions
// (MaxRequestsInFlight, MaxMutatingRequestsInFlight, CorsAllowedOriginList,
// HSTSDirectives, ShutdownWatchTerminationGracePeriod).
type HandlerChainOptions struct {
	MaxRequestsInFlight                 int
	MaxMutatingRequestsInFlight         int
	CorsAllowedOriginList               []string
	HSTSDirectives                      []string
	ShutdownWatchTerminationGracePeriod time.Duration
	// EnablePriorityAndFairness replaces the max-in-flight filter with API
	// Priority and Fairness, whose total seats are the two limits' sum.
	EnablePriorityAndFairness bool
}

// NewHandlerChainOptions takes its defaults from NewHandlerChainConfig.
// Upstream: k8s.io/apiserver/pkg/server/options.NewServerRunOptions.
func NewHandlerChainOptions() *HandlerChainOptions {
	defaults := server.NewHandlerChainConfig()
	return &HandlerChainOptions{
		MaxRequestsInFlight:         defaults.MaxRequestsInFlight,
		MaxMutatingRequestsInFlight: defaults.MaxMutatingRequestsInFlight,
		EnablePriorityAndFairness:   true,
	}
}

// AddFlags registers the flags, with upstream's names and help.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).AddUniversalFlags.
func (o *HandlerChainOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringSliceVar(&o.CorsAllowedOriginList, "cors-allowed-origins", o.CorsAllowedOriginList, ""+
		"List of allowed origins for CORS, comma separated. An allowed origin can be a regular "+
		"expression to support subdomain matching. If this list is empty CORS will not be enabled. "+
		"Please ensure each expression matches the entire hostname by anchoring "+
		"to the start with '^' or including the '//' prefix, and by anchoring to the "+
		"end with '$' or including the ':' port separator suffix. "+
		"Examples of valid expressions are '//example\\.com(:|$)' and '^https://example\\.com(:|$)'")
	fs.StringSliceVar(&o.HSTSDirectives, "strict-transport-security-directives", o.HSTSDirectives, ""+
		"List of directives for HSTS, comma separated. If this list is empty, then HSTS directives will not "+
		"be added. Example: 'max-age=31536000,includeSubDomains,preload'")
	fs.IntVar(&o.MaxRequestsInFlight, "max-requests-inflight", o.MaxRequestsInFlight, ""+
		"This and --max-mutating-requests-inflight are summed to determine the server's total concurrency limit "+
		"(which must be positive) if --enable-priority-and-fairness is true. "+
		"Otherwise, this flag limits the maximum number of non-mutating requests in flight, "+
		"or a zero value disables the limit completely.")
	fs.IntVar(&o.MaxMutatingRequestsInFlight, "max-mutating-requests-inflight", o.MaxMutatingRequestsInFlight, ""+
		"This and --max-requests-inflight are summed to determine the server's total concurrency limit "+
		"(which must be positive) if --enable-priority-and-fairness is true. "+
		"Otherwise, this flag limits the maximum number of mutating requests in flight, "+
		"or a zero value disables the limit completely.")
	fs.BoolVar(&o.EnablePriorityAndFairness, "enable-priority-and-fairness", o.EnablePriorityAndFairness, ""+
		"If true, replace the max-in-flight handler with an enhanced one that queues and dispatches with priority and fairness")
	fs.DurationVar(&o.ShutdownWatchTerminationGracePeriod, "shutdown-watch-termination-grace-period", o.ShutdownWatchTerminationGracePeriod, ""+
		"This option, if set, represents the maximum amount of grace period the apiserver will wait "+
		"for active watch request(s) to drain during the graceful server shutdown window.")
}

// Validate checks the limits and compiles the CORS patterns, so that a
// bad one is a start-up error rather than a crash.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).Validate.
func (o *HandlerChainOptions) Validate() []error {
	var errs []error
	if o.MaxRequestsInFlight < 0 {
		errs = append(errs, fmt.Errorf("--max-requests-inflight can not be negative value"))
	}
	if o.MaxMutatingRequestsInFlight < 0 {
		errs = append(errs, fmt.Errorf("--max-mutating-requests-inflight can not be negative value"))
	}
	if o.EnablePriorityAndFairness && o.ServerConcurrencyLimit() <= 0 {
		errs = append(errs, fmt.Errorf("invalid configuration: MaxRequestsInFlight=%d and MaxMutatingRequestsInFlight=%d; they must add up to something positive",
			o.MaxRequestsInFlight, o.MaxMutatingRequestsInFlight))
	}
	if o.ShutdownWatchTerminationGracePeriod < 0 {
		errs = append(errs, fmt.Errorf("shutdown-watch-termination-grace-period, if provided, can not be a negative value"))
	}
	if _, err := filters.CompileCORSAllowedOrigins(o.CorsAllowedOriginList); err != nil {
		errs = append(errs, fmt.Errorf("--cors-allowed-origins %q: %w", strings.Join(o.CorsAllowedOriginList, ","), err))
	}
	return errs
}

// ApplyTo copies the values into the chain's config.
// Upstream: k8s.io/apiserver/pkg/server/options.(*ServerRunOptions).ApplyTo.
func (o *HandlerChainOptions) ApplyTo(c *server.HandlerChainConfig) {
	c.MaxRequestsInFlight = o.MaxRequestsInFlight
	c.MaxMutatingRequestsInFlight = o.MaxMutatingRequestsInFlight
	c.CorsAllowedOriginList = o.CorsAllowedOriginList
	c.HSTSDirectives = o.HSTSDirectives
	c.ShutdownWatchTerminationGracePeriod = o.ShutdownWatchTerminationGracePeriod
}

// ServerConcurrencyLimit is APF's total seats: the sum of the two
// in-flight limits (upstream requires it to be positive).
// Upstream: the totalLimit computed in kube-apiserver's BuildPriorityAndFairness.
func (o *HandlerChainOptions) ServerConcurrencyLimit() int {
	return o.MaxRequestsInFlight + o.MaxMutatingRequestsInFlight
}
