package server

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
)

// DelegationTarget is what a server hands requests it cannot serve to, and
// what it inherits from: the next server in the chain, or an empty delegate
// at the end of it. Chains are built right to left (the last server first,
// so each New can be given its delegate) and requests walk them left to
// right, each server's mux falling through to the next one's director.
// Upstream: k8s.io/apiserver/pkg/server.DelegationTarget.
type DelegationTarget interface {
	// UnprotectedHandler is the director, without the filter chain: the
	// head server's filters already ran.
	UnprotectedHandler() http.Handler
	// PostStartHooks returns the hooks the next server must run.
	PostStartHooks() map[string]postStartHookEntry
	// PreShutdownHooks returns the pre-shutdown hooks to combine.
	PreShutdownHooks() map[string]preShutdownHookEntry
	// HealthzChecks returns the health checks to combine.
	HealthzChecks() []healthz.HealthChecker
	// ListedPaths returns the paths to list at /.
	ListedPaths() []string
	// NextDelegate returns the next delegate in the chain, or nil.
	NextDelegate() DelegationTarget
	// PrepareRun prepares the delegate (and its own delegates) to run.
	PrepareRun() preparedGenericAPIServer
	// MuxAndDiscoveryCompleteSignals returns the signals that say "all my
	// paths are installed".
	MuxAndDiscoveryCompleteSignals() map[string]<-chan struct{}
	// Destroy releases the delegate's resources; it may be called twice.
	Destroy()
}

// UnprotectedHandler returns the director: delegating servers call it
// after the filters of the head of the chain.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).UnprotectedHandler.
func (s *GenericAPIServer) UnprotectedHandler() http.Handler {
	// when we delegate, the server we delegate to decides between go-restful and its mux
	return s.Handler.Director
}

// PostStartHooks returns this server's post-start hooks (its delegates' included).
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).PostStartHooks.
func (s *GenericAPIServer) PostStartHooks() map[string]postStartHookEntry {
	return s.postStartHooks
}

// PreShutdownHooks returns this server's pre-shutdown hooks.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).PreShutdownHooks.
func (s *GenericAPIServer) PreShutdownHooks() map[string]preShutdownHookEntry {
	return s.preShutdownHooks
}

// HealthzChecks returns the checks of /healthz.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).HealthzChecks.
func (s *GenericAPIServer) HealthzChecks() []healthz.HealthChecker {
	return s.healthzRegistry.checks
}

// ListedPaths returns what / lists: this server's paths and its delegates'.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).ListedPaths.
func (s *GenericAPIServer) ListedPaths() []string {
	return s.listedPathProvider.ListedPaths()
}

// NextDelegate returns the server this one delegates to.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).NextDelegate.
func (s *GenericAPIServer) NextDelegate() DelegationTarget {
	return s.delegationTarget
}

// emptyDelegate ends a chain: no hooks, no checks, no paths, and a handler
// for what nobody served (nil: the last server answers with its index and 404).
// Upstream: k8s.io/apiserver/pkg/server.emptyDelegate.
type emptyDelegate struct {
	handler http.Handler
}

// NewEmptyDelegate ends a chain with no handler of its own.
// Upstream: k8s.io/apiserver/pkg/server.NewEmptyDelegate.
func NewEmptyDelegate() DelegationTarget {
	return emptyDelegate{}
}

// NewEmptyDelegateWithCustomHandler ends a chain with handler, usually a
// special 404 (the kube-apiserver's not-found handler).
// Upstream: k8s.io/apiserver/pkg/server.NewEmptyDelegateWithCustomHandler.
func NewEmptyDelegateWithCustomHandler(handler http.Handler) DelegationTarget {
	return emptyDelegate{handler}
}

func (s emptyDelegate) UnprotectedHandler() http.Handler { return s.handler }
func (s emptyDelegate) PostStartHooks() map[string]postStartHookEntry {
	return map[string]postStartHookEntry{}
}
func (s emptyDelegate) PreShutdownHooks() map[string]preShutdownHookEntry {
	return map[string]preShutdownHookEntry{}
}
func (s emptyDelegate) HealthzChecks() []healthz.HealthChecker { return []healthz.HealthChecker{} }
func (s emptyDelegate) ListedPaths() []string                  { return []string{} }
func (s emptyDelegate) NextDelegate() DelegationTarget         { return nil }
func (s emptyDelegate) PrepareRun() preparedGenericAPIServer   { return preparedGenericAPIServer{nil} }
func (s emptyDelegate) MuxAndDiscoveryCompleteSignals() map[string]<-chan struct{} {
	return map[string]<-chan struct{}{}
}
func (s emptyDelegate) Destroy() {}
