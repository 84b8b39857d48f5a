package server

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// PostStartHookFunc runs once the server listens. Think of it as a small
// privileged controller started in-process: it must cope with requests
// arriving before it finished, with other servers running the same hook,
// and with a crash half-way.
// Upstream: k8s.io/apiserver/pkg/server.PostStartHookFunc.
type PostStartHookFunc func(context PostStartHookContext) error

// PostStartHookProvider is a storage provider that also wants a
// post-start hook (a controller over the storage it built); the master's
// InstallAPIs adds it.
// Upstream: k8s.io/apiserver/pkg/server.PostStartHookProvider.
type PostStartHookProvider interface {
	PostStartHook() (string, PostStartHookFunc, error)
}

// PreShutdownHookFunc runs when shutdown starts, before the server stops
// accepting requests (the kube-apiserver removes itself from the
// "kubernetes" endpoints there).
// Upstream: k8s.io/apiserver/pkg/server.PreShutdownHookFunc.
type PreShutdownHookFunc func() error

// PostStartHookContext is what a hook gets: a context cancelled when the
// server stops.
// Upstream: k8s.io/apiserver/pkg/server.PostStartHookContext, which also
// carries a LoopbackClientConfig; we have no client yet.
type PostStartHookContext struct {
	context.Context
}

// postStartHookEntry is a registered hook and how it ended.
// Upstream: k8s.io/apiserver/pkg/server.postStartHookEntry.
type postStartHookEntry struct {
	hook PostStartHookFunc
	// originatingStack is who registered the hook, shown on a duplicate name.
	originatingStack string
	// done is closed when the hook has returned; result holds its error.
	done   chan struct{}
	result *hookResult
}

// hookResult holds a finished hook's error; written before done is closed.
type hookResult struct{ err error }

// PostStartHookConfigEntry is a hook registered on a Config, before the
// server exists.
// Upstream: k8s.io/apiserver/pkg/server.PostStartHookConfigEntry.
type PostStartHookConfigEntry struct {
	hook             PostStartHookFunc
	originatingStack string
}

type preShutdownHookEntry struct {
	hook PreShutdownHookFunc
}

// AddPostStartHook registers a hook under a unique name and adds the
// health check poststarthook/<name>, which fails until the hook returns.
// It fails on an empty name, a nil hook, a duplicate name (naming who
// registered it first) and after the hooks have started.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddPostStartHook.
func (s *GenericAPIServer) AddPostStartHook(name string, hook PostStartHookFunc) error {
	if len(name) == 0 {
		return errors.New("missing name")
	}
	if hook == nil {
		return fmt.Errorf("hook func may not be nil: %q", name)
	}
	if s.disabledPostStartHooks[name] {
		klog.V(1).Infof("skipping %q because it was explicitly disabled", name)
		return nil
	}
	s.postStartHookLock.Lock()
	defer s.postStartHookLock.Unlock()
	if s.postStartHooksCalled {
		return fmt.Errorf("unable to add %q because PostStartHooks have already been called", name)
	}
	if existing, exists := s.postStartHooks[name]; exists {
		// a programmer error, but a hard one to find: say who came first
		return fmt.Errorf("unable to add %q because it was already registered by: %s", name, existing.originatingStack)
	}
	entry := postStartHookEntry{hook: hook, originatingStack: string(debug.Stack()), done: make(chan struct{}), result: &hookResult{}}
	check := postStartHookHealthz{name: "poststarthook/" + name, done: entry.done, result: entry.result}
	if err := s.AddBootSequenceHealthChecks(check); err != nil {
		return err
	}
	s.postStartHooks[name] = entry
	return nil
}

// AddPostStartHookOrDie is AddPostStartHook that exits the process on error.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddPostStartHookOrDie.
func (s *GenericAPIServer) AddPostStartHookOrDie(name string, hook PostStartHookFunc) {
	if err := s.AddPostStartHook(name, hook); err != nil {
		klog.Fatalf("Error registering PostStartHook %q: %v", name, err)
	}
}

// AddPreShutdownHook registers a hook run when shutdown starts. A nil hook
// is ignored; empty and duplicate names are errors.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddPreShutdownHook.
func (s *GenericAPIServer) AddPreShutdownHook(name string, hook PreShutdownHookFunc) error {
	if len(name) == 0 {
		return errors.New("missing name")
	}
	if hook == nil {
		return nil
	}
	s.preShutdownHookLock.Lock()
	defer s.preShutdownHookLock.Unlock()
	if s.preShutdownHooksCalled {
		return fmt.Errorf("unable to add %q because PreShutdownHooks have already been called", name)
	}
	if _, exists := s.preShutdownHooks[name]; exists {
		return fmt.Errorf("unable to add %q because it is already registered", name)
	}
	s.preShutdownHooks[name] = preShutdownHookEntry{hook: hook}
	return nil
}

// AddPreShutdownHookOrDie is AddPreShutdownHook that exits the process on error.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).AddPreShutdownHookOrDie.
func (s *GenericAPIServer) AddPreShutdownHookOrDie(name string, hook PreShutdownHookFunc) {
	if err := s.AddPreShutdownHook(name, hook); err != nil {
		klog.Fatalf("Error registering PreShutdownHook %q: %v", name, err)
	}
}
