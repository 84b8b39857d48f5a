package mux

import (
	"fmt"
	"net/http"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// PathRecorderMux serves exact paths and path prefixes, records the paths it
// lists, and hands everything else to its not-found handler. Registration
// may happen while serving: every change builds a new immutable pathHandler
// and swaps it in atomically.
// Upstream: k8s.io/apiserver/pkg/server/mux.PathRecorderMux.
type PathRecorderMux struct {
	// name shows up in -v=5 logs, so a request can be traced through a chain of muxes.
	name string

	lock            sync.Mutex
	notFoundHandler http.Handler
	pathToHandler   map[string]http.Handler
	prefixToHandler map[string]http.Handler

	// mux holds the current *pathHandler.
	mux atomic.Value

	// exposedPaths is the list of paths that should be shown at /.
	exposedPaths []string
	// pathStacks remembers who registered each path, for duplicate errors:
	// the callers' program counters, turned into text only for the error.
	pathStacks map[string][]uintptr
}

// pathHandler is an immutable snapshot of the routes, used for serving.
type pathHandler struct {
	muxName         string
	pathToHandler   map[string]http.Handler
	prefixHandlers  []prefixHandler // longest prefix first
	notFoundHandler http.Handler
}

type prefixHandler struct {
	prefix  string
	handler http.Handler
}

// NewPathRecorderMux creates an empty mux whose not-found handler is http.NotFoundHandler.
// Upstream: k8s.io/apiserver/pkg/server/mux.NewPathRecorderMux.
func NewPathRecorderMux(name string) *PathRecorderMux {
	ret := &PathRecorderMux{
		name:            name,
		pathToHandler:   map[string]http.Handler{},
		prefixToHandler: map[string]http.Handler{},
		pathStacks:      map[string][]uintptr{},
	}
	ret.mux.Store(&pathHandler{notFoundHandler: http.NotFoundHandler()})
	return ret
}

// ListedPaths returns the registered listed paths, sorted.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).ListedPaths.
func (m *PathRecorderMux) ListedPaths() []string {
	m.lock.Lock()
	handledPaths := append([]string{}, m.exposedPaths...)
	m.lock.Unlock()
	sort.Strings(handledPaths)
	return handledPaths
}

// trackCallers panics on a second registration of the same path, naming both callers.
// Upstream keeps every registration's whole debug.Stack() text, about 1 KB
// a path: 0.76 MB of a stage 07's live heap at idle, and 1.8 MB of text
// made at start-up from the function table. Here each path keeps only its
// callers' program counters (about 25 words), read as text only when a
// duplicate needs the message.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).trackCallers.
func (m *PathRecorderMux) trackCallers(path string) {
	if existing, ok := m.pathStacks[path]; ok {
		panic(fmt.Sprintf("duplicate path registration of %q: original registration from %v\n\nnew registration from %v", path, formatCallers(existing), string(debug.Stack())))
	}
	var pcs [64]uintptr
	n := runtime.Callers(2, pcs[:]) // from trackCallers' caller up
	m.pathStacks[path] = append([]uintptr(nil), pcs[:n]...)
}

// formatCallers writes program counters as debug.Stack writes a
// goroutine's frames: the function, then its file and line, a frame a line.
func formatCallers(pcs []uintptr) string {
	var b strings.Builder
	frames := runtime.CallersFrames(pcs)
	for {
		frame, more := frames.Next()
		fmt.Fprintf(&b, "%s(...)\n\t%s:%d\n", frame.Function, frame.File, frame.Line)
		if !more {
			return b.String()
		}
	}
}

// refreshMuxLocked builds a new pathHandler from the maps and swaps it in.
// The caller holds m.lock.
func (m *PathRecorderMux) refreshMuxLocked() {
	newMux := &pathHandler{
		muxName:         m.name,
		pathToHandler:   map[string]http.Handler{},
		prefixHandlers:  []prefixHandler{},
		notFoundHandler: http.NotFoundHandler(),
	}
	if m.notFoundHandler != nil {
		newMux.notFoundHandler = m.notFoundHandler
	}
	for path, handler := range m.pathToHandler {
		newMux.pathToHandler[path] = handler
	}
	for prefix, handler := range m.prefixToHandler {
		newMux.prefixHandlers = append(newMux.prefixHandlers, prefixHandler{prefix, handler})
	}
	// longest (most specific) prefix first; ties broken alphabetically
	sort.Slice(newMux.prefixHandlers, func(i, j int) bool {
		a, b := newMux.prefixHandlers[i].prefix, newMux.prefixHandlers[j].prefix
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return a > b
	})
	m.mux.Store(newMux)
}

// NotFoundHandler sets the handler for requests no route matches.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).NotFoundHandler.
func (m *PathRecorderMux) NotFoundHandler(notFoundHandler http.Handler) {
	m.lock.Lock()
	defer m.lock.Unlock()
	m.notFoundHandler = notFoundHandler
	m.refreshMuxLocked()
}

// Unregister removes a path (exact or prefix) from the mux.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).Unregister.
func (m *PathRecorderMux) Unregister(path string) {
	m.lock.Lock()
	defer m.lock.Unlock()
	delete(m.pathToHandler, path)
	delete(m.prefixToHandler, path)
	delete(m.pathStacks, path)
	for i := range m.exposedPaths {
		if m.exposedPaths[i] == path {
			m.exposedPaths = append(m.exposedPaths[:i], m.exposedPaths[i+1:]...)
			break
		}
	}
	m.refreshMuxLocked()
}
