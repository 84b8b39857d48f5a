package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
)

// RunPostStartHooks starts every post-start hook in its own goroutine, in
// no particular order; no hook can be added afterwards.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).RunPostStartHooks.
func (s *GenericAPIServer) RunPostStartHooks(ctx context.Context) {
	s.postStartHookLock.Lock()
	defer s.postStartHookLock.Unlock()
	s.postStartHooksCalled = true

	hookContext := PostStartHookContext{Context: ctx}
	for hookName, hookEntry := range s.postStartHooks {
		go runPostStartHook(hookName, hookEntry, hookContext)
	}
}

// runPostStartHook runs one hook and records how it ended. A panic counts
// as an error. Upstream kills the process when a hook fails (klog.Fatalf);
// we log the error and keep serving, so that poststarthook/<name> reports
// the failure on /readyz and /livez, where curl and tests can see it.
// Upstream: k8s.io/apiserver/pkg/server.runPostStartHook.
func runPostStartHook(name string, entry postStartHookEntry, hookContext PostStartHookContext) {
	defer close(entry.done)
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		return entry.hook(hookContext)
	}()
	if err != nil {
		entry.result.err = err
		klog.ErrorS(err, "PostStartHook failed", "name", name)
	}
}

// RunPreShutdownHooks runs every pre-shutdown hook, one after the other,
// and returns all their errors joined.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).RunPreShutdownHooks.
func (s *GenericAPIServer) RunPreShutdownHooks() error {
	s.preShutdownHookLock.Lock()
	defer s.preShutdownHookLock.Unlock()
	s.preShutdownHooksCalled = true

	var errs []error
	for hookName, hookEntry := range s.preShutdownHooks {
		if err := runPreShutdownHook(hookName, hookEntry); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// runPreShutdownHook runs one hook, turning a panic into an error.
// Upstream: k8s.io/apiserver/pkg/server.runPreShutdownHook.
func runPreShutdownHook(name string, entry preShutdownHookEntry) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("PreShutdownHook %q failed: panic: %v", name, r)
		}
	}()
	if err := entry.hook(); err != nil {
		return fmt.Errorf("PreShutdownHook %q failed: %w", name, err)
	}
	return nil
}

// isPostStartHookRegistered tells whether a hook of that name exists.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).isPostStartHookRegistered.
func (s *GenericAPIServer) isPostStartHookRegistered(name string) bool {
	s.postStartHookLock.Lock()
	defer s.postStartHookLock.Unlock()
	_, exists := s.postStartHooks[name]
	return exists
}

// errHookNotFinished is what poststarthook/<name> reports while the hook runs.
var errHookNotFinished = errors.New("not finished")

// postStartHookHealthz fails with "not finished" until its hook returned,
// and with the hook's error if it failed.
// Upstream: k8s.io/apiserver/pkg/server.postStartHookHealthz.
type postStartHookHealthz struct {
	name   string
	done   chan struct{}
	result *hookResult
}

var _ healthz.HealthChecker = postStartHookHealthz{}

func (h postStartHookHealthz) Name() string { return h.name }

func (h postStartHookHealthz) Check(_ *http.Request) error {
	select {
	case <-h.done:
		if h.result.err != nil {
			return fmt.Errorf("hook failed: %w", h.result.err)
		}
		return nil
	default:
		return errHookNotFinished
	}
}
