package server

import (
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
)

// healthMux is the part of a mux the health endpoints need.
type healthMux interface {
	Handle(pattern string, handler http.Handler)
}

// healthCheckRegistry collects the checks of one endpoint (/healthz, /livez
// or /readyz) until PrepareRun installs it; after that it refuses more.
// Upstream: k8s.io/apiserver/pkg/server.healthCheckRegistry.
type healthCheckRegistry struct {
	path            string
	lock            sync.Mutex
	checks          []healthz.HealthChecker
	checksInstalled bool
	// now tells time, for delayed checks; tests replace it.
	now func() time.Time
}

// addHealthChecks adds checks that count at once.
func (reg *healthCheckRegistry) addHealthChecks(checks ...healthz.HealthChecker) error {
	return reg.addDelayedHealthChecks(0, checks...)
}

// addDelayedHealthChecks adds checks that pass unconditionally for delay
// (the livez grace period of a slow boot) and count after that.
func (reg *healthCheckRegistry) addDelayedHealthChecks(delay time.Duration, checks ...healthz.HealthChecker) error {
	reg.lock.Lock()
	defer reg.lock.Unlock()
	if reg.checksInstalled {
		return fmt.Errorf("unable to add because the %s endpoint has already been created", reg.path)
	}
	if delay <= 0 {
		reg.checks = append(reg.checks, checks...)
		return nil
	}
	now := reg.now
	if now == nil {
		now = time.Now
	}
	for _, check := range checks {
		reg.checks = append(reg.checks, delayedLivezCheck{check: check, startCheck: now().Add(delay), now: now})
	}
	return nil
}

// installHandler serves the endpoint and freezes the list of checks.
func (reg *healthCheckRegistry) installHandler(mux healthMux) {
	reg.installHandlerWithHealthyFunc(mux, nil)
}

func (reg *healthCheckRegistry) installHandlerWithHealthyFunc(mux healthMux, firstTimeHealthy func()) {
	reg.lock.Lock()
	defer reg.lock.Unlock()
	reg.checksInstalled = true
	healthz.InstallPathHandlerWithHealthyFunc(mux, reg.path, firstTimeHealthy, reg.checks...)
}

// AddHealthChecks adds checks to /healthz, /livez and /readyz.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddHealthChecks.
func (s *GenericAPIServer) AddHealthChecks(checks ...healthz.HealthChecker) error {
	return s.addHealthChecks(0, checks...)
}

// AddBootSequenceHealthChecks adds checks to all three endpoints, but on
// /livez they pass during the livez grace period: a slow boot should not
// get the process restarted, while /readyz stays red until boot is done.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddBootSequenceHealthChecks.
func (s *GenericAPIServer) AddBootSequenceHealthChecks(checks ...healthz.HealthChecker) error {
	return s.addHealthChecks(s.livezGracePeriod, checks...)
}

func (s *GenericAPIServer) addHealthChecks(livezGracePeriod time.Duration, checks ...healthz.HealthChecker) error {
	if err := s.healthzRegistry.addHealthChecks(checks...); err != nil {
		return err
	}
	if err := s.livezRegistry.addDelayedHealthChecks(livezGracePeriod, checks...); err != nil {
		return err
	}
	return s.readyzRegistry.addHealthChecks(checks...)
}

// AddReadyzChecks adds checks to /readyz only.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddReadyzChecks.
func (s *GenericAPIServer) AddReadyzChecks(checks ...healthz.HealthChecker) error {
	return s.readyzRegistry.addHealthChecks(checks...)
}

// AddLivezChecks adds checks to /livez only, with a grace period.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddLivezChecks.
func (s *GenericAPIServer) AddLivezChecks(delay time.Duration, checks ...healthz.HealthChecker) error {
	return s.livezRegistry.addDelayedHealthChecks(delay, checks...)
}

// addReadyzShutdownCheck makes /readyz fail from the moment stopCh closes.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).addReadyzShutdownCheck.
func (s *GenericAPIServer) addReadyzShutdownCheck(stopCh <-chan struct{}) error {
	return s.AddReadyzChecks(shutdownCheck{stopCh})
}

// installHealthz, installLivez and installReadyz serve the three endpoints
// from the server's mux. A first green /readyz signals HasBeenReady.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).installHealthz.
func (s *GenericAPIServer) installHealthz() {
	s.healthzRegistry.installHandler(s.Handler.NonGoRestfulMux)
}

// installLivez serves /livez.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).installLivez.
func (s *GenericAPIServer) installLivez() { s.livezRegistry.installHandler(s.Handler.NonGoRestfulMux) }

// installReadyz serves /readyz and signals HasBeenReady the first time it passes.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).installReadyz.
func (s *GenericAPIServer) installReadyz() {
	s.readyzRegistry.installHandlerWithHealthyFunc(s.Handler.NonGoRestfulMux, func() {
		s.lifecycleSignals.HasBeenReady.Signal()
	})
}

// shutdownCheck fails once StopCh is closed: "process is shutting down".
// Upstream: k8s.io/apiserver/pkg/server.shutdownCheck.
type shutdownCheck struct {
	StopCh <-chan struct{}
}

func (shutdownCheck) Name() string { return "shutdown" }

func (c shutdownCheck) Check(_ *http.Request) error {
	select {
	case <-c.StopCh:
		return errors.New("process is shutting down")
	default:
		return nil
	}
}

// delayedLivezCheck passes until startCheck, then runs check.
// Upstream: k8s.io/apiserver/pkg/server.delayedLivezCheck.
type delayedLivezCheck struct {
	check      healthz.HealthChecker
	startCheck time.Time
	now        func() time.Time
}

func (c delayedLivezCheck) Name() string { return c.check.Name() }

func (c delayedLivezCheck) Check(req *http.Request) error {
	if c.now().After(c.startCheck) {
		return c.check.Check(req)
	}
	return nil
}
