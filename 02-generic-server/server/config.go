package server

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	kruntime "github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
)

// Config configures a GenericAPIServer. Fields come roughly in order of
// importance; stage 02 carries only the ones it uses, later stages add
// theirs (Authentication, Authorization, AdmissionControl ...).
// Upstream: k8s.io/apiserver/pkg/server.Config (about 60 fields).
type Config struct {
	// SecureServing serves HTTPS; nil means no HTTPS port.
	SecureServing *SecureServingInfo
	// DeprecatedInsecureServing serves plain HTTP, with no authentication;
	// nil means no HTTP port. Stages 02–06 use it, stage 07 removes it.
	// Upstream v1.37 has no such field: until v1.19 kube-apiserver served its
	// insecure port next to the generic server, outside this lifecycle.
	DeprecatedInsecureServing *DeprecatedInsecureServingInfo

	// EnableIndex serves the list of paths at /.
	EnableIndex bool
	// EnableProfiling serves /debug/pprof/.
	EnableProfiling bool
	// EnableContentionProfiling records blocking events for pprof (needs EnableProfiling).
	EnableContentionProfiling bool
	// EnableMetrics serves /metrics.
	EnableMetrics bool
	// EnableDiscovery serves /apis (the list of API groups).
	EnableDiscovery bool
	// AggregatedDiscoveryGroupManager, if set, is the aggregated discovery
	// document New serves at /apis, instead of a new one. Servers of one
	// chain that share it list each other's groups: stage 04's extensions
	// server adds the groups of CustomResourceDefinitions to the manager
	// the master serves.
	// Upstream: k8s.io/apiserver/pkg/server.Config.AggregatedDiscoveryGroupManager,
	// which kube-apiserver's buildGenericConfig sets once for the chain.
	AggregatedDiscoveryGroupManager discoveryendpoint.ResourceManager
	// DiscoveryGroupManager, if set, is the legacy /apis document (the
	// APIGroupList) New serves, instead of a new one: shared the same way,
	// so that stage 04's CRD groups appear in it too.
	// Upstream has no such field: the aggregator (stage 05) serves /apis
	// for the whole chain. Until stage 05 exists, sharing the list is how
	// a client without aggregated discovery sees CRD groups.
	DiscoveryGroupManager discovery.GroupManager

	// OpenAPIConfig, if set, serves /openapi/v2 and /openapi/v3, built from
	// the go-restful routes by a builder that names definitions with
	// OpenAPIDefinitionNamer. Upstream: OpenAPIConfig and OpenAPIV3Config,
	// whose GetDefinitionName is the namer.
	OpenAPIConfig          *openapi.Config
	OpenAPIDefinitionNamer *openapi.DefinitionNamer

	// DisabledPostStartHooks are hook names that AddPostStartHook skips.
	DisabledPostStartHooks map[string]bool
	// PostStartHooks are added to the server by New.
	PostStartHooks map[string]PostStartHookConfigEntry

	// AdmissionControl is the admission chain every API group's create,
	// update, patch and delete handlers run (mutating before storage,
	// validating inside it). Nil admits everything: stages 02-06 run
	// without admission. Stage 07 builds it from --enable-admission-plugins.
	// Upstream: k8s.io/apiserver/pkg/server.Config.AdmissionControl.
	AdmissionControl admission.Interface

	// Version is served at /version. Complete fills it from version.Get.
	// Upstream: EffectiveVersion, which also handles --emulated-version.
	Version *version.Info
	// ExternalAddress is host:port for URLs pointing at this server.
	// Complete derives it from the serving address when empty.
	ExternalAddress string
	// PublicAddress is the IP this server is reached at by the rest of
	// the cluster (--advertise-address): the address the master lists in
	// the "kubernetes" Service's endpoints.
	// Upstream: k8s.io/apiserver/pkg/server.Config.PublicAddress.
	PublicAddress net.IP

	//===========================================================================
	// Fields you probably don't care about changing
	//===========================================================================

	// BuildHandlerChainFunc wraps the director in filters, once, at the head
	// of the chain. Default: DefaultBuildHandlerChain. Stage 06 replaces it.
	BuildHandlerChainFunc func(apiHandler http.Handler, c *Config) (secure http.Handler)
	// NonLongRunningRequestWaitGroup counts requests in flight, so shutdown
	// can wait for them.
	NonLongRunningRequestWaitGroup *waitgroup.SafeWaitGroup
	// HealthzChecks, LivezChecks and ReadyzChecks are the initial checks of
	// each endpoint; New adds hook checks and PrepareRun the shutdown check.
	HealthzChecks []healthz.HealthChecker
	LivezChecks   []healthz.HealthChecker
	ReadyzChecks  []healthz.HealthChecker
	// Serializer encodes and decodes API objects (legacyscheme.Codecs in
	// kube-apiserver). Required by New.
	Serializer kruntime.NegotiatedSerializer
	// LongRunningFunc tells which requests shutdown should not wait for
	// (watches). Nil: none. Upstream's takes a RequestInfo too (stage 06).
	LongRunningFunc func(r *http.Request) bool
	// RequestTimeout bounds a request; shutdown waits at most this long for
	// requests in flight.
	RequestTimeout time.Duration
	// MinRequestTimeout is the least time a watch lasts, in seconds, before
	// the server ends it (each watch gets a random time up to twice this).
	MinRequestTimeout int
	// MaxRequestBodyBytes limits the body of a create, update or patch;
	// a larger one is answered 413.
	MaxRequestBodyBytes int64
	// LegacyAPIGroupPrefixes are the prefixes of legacy (group-less) APIs: /api.
	LegacyAPIGroupPrefixes []string
	// LivezGracePeriod is how long /livez ignores unfinished post-start hooks.
	LivezGracePeriod time.Duration
	// ShutdownDelayDuration keeps serving, with /readyz red, for this long
	// after SIGTERM, so load balancers can take the server out first.
	ShutdownDelayDuration time.Duration
	// ShutdownSendRetryAfter keeps listening until requests in flight have
	// drained, answering new ones with 429 and Retry-After.
	ShutdownSendRetryAfter bool
	// ShutdownWatchTerminationGracePeriod, when positive, is how long
	// shutdown waits for the watches counted in WatchRequestWaitGroup to
	// end, after telling them to (stage 06's filter counts them and hands
	// them the ServerShutdownSignal). Zero: watches are not waited for.
	ShutdownWatchTerminationGracePeriod time.Duration
	// WatchRequestWaitGroup counts the watches in flight.
	// Upstream: a RateLimitedSafeWaitGroup, which lets watches go at a
	// bounded rate so that their clients do not all re-watch at once;
	// a plain SafeWaitGroup here.
	WatchRequestWaitGroup *waitgroup.SafeWaitGroup

	// lifecycleSignals are private so nobody replaces them: the filters built
	// from this Config and the server made by New must share them.
	lifecycleSignals lifecycleSignals
}

// NewConfig returns a Config with the defaults of a generic API server:
// index, profiling, metrics and discovery on, ping and log checks on every
// health endpoint, a 60s request timeout, 30-minute watches, a 3 MiB body
// limit, /api as the legacy prefix and DefaultBuildHandlerChain.
// Upstream: k8s.io/apiserver/pkg/server.NewConfig, which takes a
// serializer.CodecFactory; any NegotiatedSerializer does here.
func NewConfig(codecs kruntime.NegotiatedSerializer) *Config {
	defaultHealthChecks := []healthz.HealthChecker{healthz.PingHealthz, healthz.LogHealthz}
	return &Config{
		Serializer:                     codecs,
		BuildHandlerChainFunc:          DefaultBuildHandlerChain,
		NonLongRunningRequestWaitGroup: new(waitgroup.SafeWaitGroup),
		WatchRequestWaitGroup:          new(waitgroup.SafeWaitGroup),
		DisabledPostStartHooks:         map[string]bool{},
		PostStartHooks:                 map[string]PostStartHookConfigEntry{},
		HealthzChecks:                  append([]healthz.HealthChecker{}, defaultHealthChecks...),
		ReadyzChecks:                   append([]healthz.HealthChecker{}, defaultHealthChecks...),
		LivezChecks:                    append([]healthz.HealthChecker{}, defaultHealthChecks...),
		EnableIndex:                    true,
		EnableProfiling:                true,
		EnableMetrics:                  true,
		EnableDiscovery:                true,
		RequestTimeout:                 60 * time.Second,
		MinRequestTimeout:              1800,
		// 3 MiB: etcd's default request limit (1.5 MiB) with room for the
		// encoding; upstream's default.
		MaxRequestBodyBytes:    int64(3 * 1024 * 1024),
		LegacyAPIGroupPrefixes: []string{DefaultLegacyAPIPrefix},
		lifecycleSignals:       newLifecycleSignals(),
	}
}

// AddHealthChecks adds checks to all three health endpoints of the server
// New will make.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).AddHealthChecks.
func (c *Config) AddHealthChecks(healthChecks ...healthz.HealthChecker) {
	c.HealthzChecks = append(c.HealthzChecks, healthChecks...)
	c.LivezChecks = append(c.LivezChecks, healthChecks...)
	c.ReadyzChecks = append(c.ReadyzChecks, healthChecks...)
}

// AddReadyzChecks adds checks to /readyz only.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).AddReadyzChecks.
func (c *Config) AddReadyzChecks(healthChecks ...healthz.HealthChecker) {
	c.ReadyzChecks = append(c.ReadyzChecks, healthChecks...)
}

// AddPostStartHook registers a hook that New will add to the server, with
// the same rules as GenericAPIServer.AddPostStartHook.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).AddPostStartHook.
func (c *Config) AddPostStartHook(name string, hook PostStartHookFunc) error {
	if len(name) == 0 {
		return errors.New("missing name")
	}
	if hook == nil {
		return fmt.Errorf("hook func may not be nil: %q", name)
	}
	if c.DisabledPostStartHooks[name] {
		klog.V(1).Infof("skipping %q because it was explicitly disabled", name)
		return nil
	}
	if postStartHook, exists := c.PostStartHooks[name]; exists {
		return fmt.Errorf("unable to add %q because it was already registered by: %s", name, postStartHook.originatingStack)
	}
	c.PostStartHooks[name] = PostStartHookConfigEntry{hook: hook, originatingStack: string(debug.Stack())}
	return nil
}

// ShutdownInitiatedNotify returns a channel closed when shutdown starts.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).ShutdownInitiatedNotify.
func (c *Config) ShutdownInitiatedNotify() <-chan struct{} {
	return c.lifecycleSignals.ShutdownInitiated.Signaled()
}

// DrainedNotify returns a channel closed once requests in flight drained.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).DrainedNotify.
func (c *Config) DrainedNotify() <-chan struct{} {
	return c.lifecycleSignals.InFlightRequestsDrained.Signaled()
}

// ServerShutdownSignal tells watches that the server has stopped accepting
// requests, so they end. Stage 06's chain hands it to
// WithWatchTerminationDuringShutdown.
// Upstream has no such method: DefaultBuildHandlerChain passes
// c.lifecycleSignals itself.
func (c *Config) ServerShutdownSignal() request.ServerShutdownSignal {
	return c.lifecycleSignals
}

// MuxAndDiscoveryCompleteNotify returns a channel closed once every server
// of the chain has installed its paths. Stage 06's chain hands it to
// WithMuxAndDiscoveryComplete.
// Upstream has no such method: DefaultBuildHandlerChain, in the same
// package, reads c.lifecycleSignals itself.
func (c *Config) MuxAndDiscoveryCompleteNotify() <-chan struct{} {
	return c.lifecycleSignals.MuxAndDiscoveryComplete.Signaled()
}

// NotAcceptingNewRequestNotify returns a channel closed when the server
// stops accepting new requests. Stage 06's chain hands it to WithRetryAfter.
// Upstream has no such method, for the same reason.
func (c *Config) NotAcceptingNewRequestNotify() <-chan struct{} {
	return c.lifecycleSignals.NotAcceptingNewRequest.Signaled()
}

// completedConfig is a Config whose derived fields are filled in.
// Upstream: k8s.io/apiserver/pkg/server.completedConfig.
type completedConfig struct {
	*Config
}

// CompletedConfig can only be made by Complete: it embeds a pointer to an
// unexported type, so code outside this package cannot build one by hand
// and call New on a config whose defaults were never derived.
// Upstream: k8s.io/apiserver/pkg/server.CompletedConfig.
type CompletedConfig struct {
	// Embed a private pointer that cannot be instantiated outside of this package.
	*completedConfig
}

// Complete fills in the fields that can be derived from others: the
// version, and the external address from the serving address. Apply
// options first; Complete mutates the receiver.
// Upstream: k8s.io/apiserver/pkg/server.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	if c.Version == nil {
		info := version.Get()
		c.Version = &info
	}
	if len(c.ExternalAddress) == 0 {
		c.ExternalAddress = c.defaultExternalAddress()
	}
	if c.NonLongRunningRequestWaitGroup == nil {
		c.NonLongRunningRequestWaitGroup = new(waitgroup.SafeWaitGroup)
	}
	return CompletedConfig{&completedConfig{c}}
}

// defaultExternalAddress is the secure address if any, else the insecure one.
func (c *Config) defaultExternalAddress() string {
	var ln net.Listener
	switch {
	case c.SecureServing != nil && c.SecureServing.Listener != nil:
		ln = c.SecureServing.Listener
	case c.DeprecatedInsecureServing != nil && c.DeprecatedInsecureServing.Listener != nil:
		ln = c.DeprecatedInsecureServing.Listener
	default:
		return ""
	}
	host, port, err := LoopbackHostPort(ln.Addr().String())
	if err != nil {
		return ""
	}
	return net.JoinHostPort(host, port)
}

// LoopbackHostPort returns the host and port to reach a bind address from
// this machine: an unspecified host (0.0.0.0, ::) becomes the loopback.
// Upstream: k8s.io/apiserver/pkg/server.LoopbackHostPort.
func LoopbackHostPort(bindAddress string) (string, string, error) {
	host, port, err := net.SplitHostPort(bindAddress)
	if err != nil {
		return "", "", fmt.Errorf("invalid server bind address %q: %w", bindAddress, err)
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
		if ip.To4() == nil {
			host = "::1"
		}
	}
	if _, err := strconv.Atoi(port); err != nil {
		return "", "", fmt.Errorf("invalid port in %q: %w", bindAddress, err)
	}
	return host, port, nil
}
