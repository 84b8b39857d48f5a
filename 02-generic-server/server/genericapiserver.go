package server

import (
	"fmt"
	"sync"
	"time"

	kruntime "github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	openapihandler "github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/routes"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
)

// GenericAPIServer is one server of the chain: its handlers, hooks, health
// checks and serving information. Make it with CompletedConfig.New.
// Upstream: k8s.io/apiserver/pkg/server.GenericAPIServer.
type GenericAPIServer struct {
	// ShutdownTimeout bounds how long http.Server.Shutdown waits for requests
	// in flight (the request timeout).
	ShutdownTimeout time.Duration
	// SecureServingInfo holds the HTTPS listener, or nil.
	SecureServingInfo *SecureServingInfo
	// DeprecatedInsecureServingInfo holds the plain HTTP listener, or nil.
	DeprecatedInsecureServingInfo *DeprecatedInsecureServingInfo
	// ExternalAddress is host:port for URLs pointing at this server.
	ExternalAddress string
	// Serializer encodes API objects not in a group (Status, for one).
	Serializer kruntime.NegotiatedSerializer
	// Handler holds the handler chain, the director, go-restful and the mux.
	Handler *APIServerHandler
	// Version is what /version serves.
	Version *version.Info

	// DiscoveryGroupManager serves /apis, the legacy list of named groups;
	// InstallAPIGroups adds to it.
	DiscoveryGroupManager discovery.GroupManager
	// AggregatedDiscoveryGroupManager serves aggregated discovery at /apis
	// (the named groups), AggregatedLegacyDiscoveryGroupManager at /api
	// (the core group), to clients that ask for it.
	AggregatedDiscoveryGroupManager       discoveryendpoint.ResourceManager
	AggregatedLegacyDiscoveryGroupManager discoveryendpoint.ResourceManager

	// OpenAPIVersionedService and OpenAPIV3VersionedService serve
	// /openapi/v2 and /openapi/v3 once PrepareRun installed them.
	OpenAPIVersionedService   *openapihandler.OpenAPIService
	OpenAPIV3VersionedService *openapihandler.OpenAPIV3Service
	openAPIConfig             *openapi.Config
	openAPIDefinitionNamer    *openapi.DefinitionNamer

	// legacyAPIGroupPrefixes are the prefixes InstallLegacyAPIGroup accepts.
	legacyAPIGroupPrefixes []string
	// admissionControl goes to every API group version's handlers.
	admissionControl admission.Interface
	// minRequestTimeout and maxRequestBodyBytes go to every API group version.
	minRequestTimeout   time.Duration
	maxRequestBodyBytes int64

	// listedPathProvider lists what / shows: this server's paths and its delegates'.
	listedPathProvider routes.ListedPathProvider

	postStartHookLock      sync.Mutex
	postStartHooks         map[string]postStartHookEntry
	postStartHooksCalled   bool
	disabledPostStartHooks map[string]bool

	preShutdownHookLock    sync.Mutex
	preShutdownHooks       map[string]preShutdownHookEntry
	preShutdownHooksCalled bool

	healthzRegistry  healthCheckRegistry
	readyzRegistry   healthCheckRegistry
	livezRegistry    healthCheckRegistry
	livezGracePeriod time.Duration

	// delegationTarget is the next server in the chain; never nil.
	delegationTarget DelegationTarget

	// NonLongRunningRequestWaitGroup counts requests in flight.
	NonLongRunningRequestWaitGroup *waitgroup.SafeWaitGroup
	// ShutdownDelayDuration: see Config.ShutdownDelayDuration.
	ShutdownDelayDuration time.Duration
	// ShutdownSendRetryAfter: see Config.ShutdownSendRetryAfter.
	ShutdownSendRetryAfter bool
	// ShutdownWatchTerminationGracePeriod and WatchRequestWaitGroup: see Config.
	ShutdownWatchTerminationGracePeriod time.Duration
	WatchRequestWaitGroup               *waitgroup.SafeWaitGroup

	lifecycleSignals lifecycleSignals
	destroyFns       []func()
	// muxAndDiscoveryCompleteSignals say "all paths installed", one per
	// server of the chain that needs time for it (stage 04's CRDs).
	muxAndDiscoveryCompleteSignals map[string]<-chan struct{}
}

// preparedGenericAPIServer can only come from PrepareRun, so Run cannot be
// called on a server whose health endpoints were never installed.
// Upstream: k8s.io/apiserver/pkg/server.preparedGenericAPIServer.
type preparedGenericAPIServer struct {
	*GenericAPIServer
}

// PrepareRun does the set-up that must wait until every API is installed:
// it prepares the delegates first, then installs the OpenAPI endpoints,
// /healthz, /livez and /readyz (with the shutdown check last), which
// freezes the lists of checks.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).PrepareRun.
func (s *GenericAPIServer) PrepareRun() preparedGenericAPIServer {
	s.delegationTarget.PrepareRun()

	s.installOpenAPI()
	s.installHealthz()
	s.installLivez()

	// as soon as shutdown is initiated, readiness should start failing
	readinessStopCh := s.lifecycleSignals.ShutdownInitiated.Signaled()
	if err := s.addReadyzShutdownCheck(readinessStopCh); err != nil {
		klog.Errorf("Failed to install readyz shutdown check %s", err)
	}
	s.installReadyz()

	return preparedGenericAPIServer{s}
}

// RegisterMuxAndDiscoveryCompleteSignal adds a signal Run waits for before
// it signals MuxAndDiscoveryComplete.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).RegisterMuxAndDiscoveryCompleteSignal.
func (s *GenericAPIServer) RegisterMuxAndDiscoveryCompleteSignal(signalName string, signal <-chan struct{}) error {
	if _, exists := s.muxAndDiscoveryCompleteSignals[signalName]; exists {
		return fmt.Errorf("%s already registered", signalName)
	}
	s.muxAndDiscoveryCompleteSignals[signalName] = signal
	return nil
}

// MuxAndDiscoveryCompleteSignals returns the registered signals.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).MuxAndDiscoveryCompleteSignals.
func (s *GenericAPIServer) MuxAndDiscoveryCompleteSignals() map[string]<-chan struct{} {
	return s.muxAndDiscoveryCompleteSignals
}

// RegisterDestroyFunc adds a clean-up function run by Destroy.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).RegisterDestroyFunc.
func (s *GenericAPIServer) RegisterDestroyFunc(destroyFn func()) {
	s.destroyFns = append(s.destroyFns, destroyFn)
}

// Destroy runs this server's clean-up functions, then its delegate's.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).Destroy.
func (s *GenericAPIServer) Destroy() {
	for _, destroyFn := range s.destroyFns {
		destroyFn()
	}
	if s.delegationTarget != nil {
		s.delegationTarget.Destroy()
	}
}
