package server

import (
	"errors"
	"fmt"
	"net/http"
	goruntime "runtime"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/routes"
)

// New makes a server that serves what it installs and hands everything
// else to delegationTarget, whose hooks, health checks, listed paths and
// mux-complete signals it inherits. name shows up in logs. The steps are
// upstream's, split into named functions.
// Upstream: k8s.io/apiserver/pkg/server.(completedConfig).New.
func (c completedConfig) New(name string, delegationTarget DelegationTarget) (*GenericAPIServer, error) {
	if c.Serializer == nil {
		return nil, fmt.Errorf("new generic api server %q: config.Serializer is nil", name)
	}
	if delegationTarget == nil {
		return nil, errors.New("new generic api server: delegationTarget is nil, use NewEmptyDelegate")
	}
	handlerChainBuilder := func(handler http.Handler) http.Handler {
		return c.BuildHandlerChainFunc(handler, c.Config)
	}
	apiServerHandler := NewAPIServerHandler(name, c.Serializer, handlerChainBuilder, delegationTarget.UnprotectedHandler())
	s := c.newGenericAPIServer(apiServerHandler, delegationTarget)

	if err := c.inheritFromDelegate(s, delegationTarget); err != nil {
		return nil, err
	}
	s.listedPathProvider = routes.ListedPathProviders{s.listedPathProvider, delegationTarget}

	installAPI(s, c.Config)

	// The last server of a chain, with no delegate handler, answers what
	// nobody served with its index and 404. Servers with a delegate hand
	// those requests to the delegate's director: its unprotected handler,
	// so the filters do not run twice.
	if delegationTarget.UnprotectedHandler() == nil && c.EnableIndex {
		s.Handler.NonGoRestfulMux.NotFoundHandler(routes.IndexLister{
			StatusCode:   http.StatusNotFound,
			PathProvider: s.listedPathProvider,
		})
	}
	return s, nil
}

// newGenericAPIServer copies the config into a new server.
func (c completedConfig) newGenericAPIServer(h *APIServerHandler, delegationTarget DelegationTarget) *GenericAPIServer {
	return &GenericAPIServer{
		ShutdownTimeout:                     c.RequestTimeout,
		SecureServingInfo:                   c.SecureServing,
		DeprecatedInsecureServingInfo:       c.DeprecatedInsecureServing,
		ExternalAddress:                     c.ExternalAddress,
		Serializer:                          c.Serializer,
		Handler:                             h,
		Version:                             c.Version,
		listedPathProvider:                  h,
		postStartHooks:                      map[string]postStartHookEntry{},
		preShutdownHooks:                    map[string]preShutdownHookEntry{},
		disabledPostStartHooks:              c.DisabledPostStartHooks,
		healthzRegistry:                     healthCheckRegistry{path: "/healthz", checks: c.HealthzChecks},
		livezRegistry:                       healthCheckRegistry{path: "/livez", checks: c.LivezChecks, now: time.Now},
		readyzRegistry:                      healthCheckRegistry{path: "/readyz", checks: c.ReadyzChecks},
		livezGracePeriod:                    c.LivezGracePeriod,
		delegationTarget:                    delegationTarget,
		NonLongRunningRequestWaitGroup:      c.NonLongRunningRequestWaitGroup,
		ShutdownDelayDuration:               c.ShutdownDelayDuration,
		ShutdownSendRetryAfter:              c.ShutdownSendRetryAfter,
		ShutdownWatchTerminationGracePeriod: c.ShutdownWatchTerminationGracePeriod,
		WatchRequestWaitGroup:               c.WatchRequestWaitGroup,
		lifecycleSignals:                    c.lifecycleSignals,
		muxAndDiscoveryCompleteSignals:      map[string]<-chan struct{}{},

		DiscoveryGroupManager:                 c.discoveryGroupManager(),
		AggregatedDiscoveryGroupManager:       c.aggregatedDiscoveryGroupManager(),
		AggregatedLegacyDiscoveryGroupManager: discoveryendpoint.NewResourceManager("api"),
		openAPIConfig:                         c.OpenAPIConfig,
		openAPIDefinitionNamer:                c.OpenAPIDefinitionNamer,
		legacyAPIGroupPrefixes:                c.LegacyAPIGroupPrefixes,
		admissionControl:                      c.AdmissionControl,
		minRequestTimeout:                     time.Duration(c.MinRequestTimeout) * time.Second,
		maxRequestBodyBytes:                   c.MaxRequestBodyBytes,
	}
}

// inheritFromDelegate takes over the delegate's hooks (the head server runs
// them all), adds the config's hooks (a name clash is an error), the
// delegate's mux-complete signals, and the delegate's health checks that
// the config does not already have.
func (c completedConfig) inheritFromDelegate(s *GenericAPIServer, delegationTarget DelegationTarget) error {
	for k, v := range delegationTarget.PostStartHooks() {
		s.postStartHooks[k] = v
	}
	for k, v := range delegationTarget.PreShutdownHooks() {
		s.preShutdownHooks[k] = v
	}
	for name, preconfigured := range c.PostStartHooks {
		if err := s.AddPostStartHook(name, preconfigured.hook); err != nil {
			return err
		}
	}
	for k, v := range delegationTarget.MuxAndDiscoveryCompleteSignals() {
		if err := s.RegisterMuxAndDiscoveryCompleteSignal(k, v); err != nil {
			return err
		}
	}
	for _, delegateCheck := range delegationTarget.HealthzChecks() {
		if c.hasHealthzCheck(delegateCheck.Name()) {
			continue
		}
		if err := s.AddHealthChecks(delegateCheck); err != nil {
			return err
		}
	}
	return nil
}

func (c completedConfig) hasHealthzCheck(name string) bool {
	for _, existing := range c.HealthzChecks {
		if existing.Name() == name {
			return true
		}
	}
	return false
}

// installAPI installs the non-resource endpoints: / and /index.html, the
// pprof handlers, /metrics, /version and the list of groups at /apis
// (legacy, or aggregated for clients that ask for it).
// Upstream: k8s.io/apiserver/pkg/server.installAPI.
func installAPI(s *GenericAPIServer, c *Config) {
	if c.EnableIndex {
		routes.Index{}.Install(s.listedPathProvider, s.Handler.NonGoRestfulMux)
	}
	if c.EnableProfiling {
		routes.Profiling{}.Install(s.Handler.NonGoRestfulMux)
		if c.EnableContentionProfiling {
			goruntime.SetBlockProfileRate(1)
		}
	}
	if c.EnableMetrics {
		routes.DefaultMetrics{}.Install(s.Handler.NonGoRestfulMux)
	}
	routes.Version{Version: c.Version}.Install(s.Handler.GoRestfulContainer)

	if c.EnableDiscovery {
		wrapped := discoveryendpoint.NewWrappedHandler(s.DiscoveryGroupManager, s.AggregatedDiscoveryGroupManager)
		s.Handler.GoRestfulContainer.Add(wrapped.GenerateWebService(APIGroupPrefix, metav1.APIGroupList{}))
	}
}

// aggregatedDiscoveryGroupManager is the config's shared manager, or a new
// one for /apis.
func (c completedConfig) aggregatedDiscoveryGroupManager() discoveryendpoint.ResourceManager {
	if c.AggregatedDiscoveryGroupManager != nil {
		return c.AggregatedDiscoveryGroupManager
	}
	return discoveryendpoint.NewResourceManager("apis")
}

// discoveryGroupManager is the config's shared legacy /apis list, or a new
// one.
func (c completedConfig) discoveryGroupManager() discovery.GroupManager {
	if c.DiscoveryGroupManager != nil {
		return c.DiscoveryGroupManager
	}
	return discovery.NewRootAPIsHandler(withoutConversion(c.Serializer))
}
