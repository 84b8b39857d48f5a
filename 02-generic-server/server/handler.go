package server

import (
	"fmt"
	"net/http"
	"runtime"
	"sort"
	"strings"

	restful "github.com/emicklei/go-restful/v3"

	kruntime "github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// APIServerHandler holds the handlers of one server:
//
//	FullHandlerChain -> Director -> GoRestfulContainer  (a registered web service claims the path)
//	                             -> NonGoRestfulMux     (everything else)
//	                                  -> NotFoundHandler (the delegate's UnprotectedHandler)
//
// Upstream: k8s.io/apiserver/pkg/server.APIServerHandler.
type APIServerHandler struct {
	// FullHandlerChain is what the HTTP server serves: the filters of
	// Config.BuildHandlerChainFunc around the Director.
	FullHandlerChain http.Handler
	// GoRestfulContainer holds the REST APIs (and /version). Part 2 of this
	// stage installs API groups here.
	GoRestfulContainer *restful.Container
	// NonGoRestfulMux serves everything else and falls through to the next
	// server in the delegation chain.
	NonGoRestfulMux *mux.PathRecorderMux
	// Director picks one of the two. A delegating server calls this one, not
	// FullHandlerChain, so filters run only once, at the head of the chain.
	Director http.Handler
}

// HandlerChainBuilderFn wraps the director in filters.
// Upstream: k8s.io/apiserver/pkg/server.HandlerChainBuilderFn.
type HandlerChainBuilderFn func(apiHandler http.Handler) http.Handler

// NewAPIServerHandler builds the go-restful container, the mux (whose
// not-found handler is notFoundHandler, usually the delegate) and the
// director, and wraps the director with handlerChainBuilder.
// Upstream: k8s.io/apiserver/pkg/server.NewAPIServerHandler.
func NewAPIServerHandler(name string, s kruntime.NegotiatedSerializer, handlerChainBuilder HandlerChainBuilderFn, notFoundHandler http.Handler) *APIServerHandler {
	nonGoRestfulMux := mux.NewPathRecorderMux(name)
	if notFoundHandler != nil {
		nonGoRestfulMux.NotFoundHandler(notFoundHandler)
	}

	gorestfulContainer := restful.NewContainer()
	gorestfulContainer.ServeMux = http.NewServeMux()
	gorestfulContainer.Router(restful.CurlyRouter{}) // e.g. for proxy/{kind}/{name}/{*}
	// Like upstream we set a recover handler but leave go-restful's
	// DoNotRecover at its default (true): panics travel up to the
	// panic-recovery filter of stage 06 instead.
	gorestfulContainer.RecoverHandler(func(panicReason interface{}, httpWriter http.ResponseWriter) {
		logStackOnRecover(s, panicReason, httpWriter)
	})
	gorestfulContainer.ServiceErrorHandler(func(serviceErr restful.ServiceError, request *restful.Request, response *restful.Response) {
		serviceErrorHandler(s, serviceErr, request, response)
	})

	director := director{
		name:               name,
		goRestfulContainer: gorestfulContainer,
		nonGoRestfulMux:    nonGoRestfulMux,
	}
	return &APIServerHandler{
		FullHandlerChain:   handlerChainBuilder(director),
		GoRestfulContainer: gorestfulContainer,
		NonGoRestfulMux:    nonGoRestfulMux,
		Director:           director,
	}
}

// ListedPaths returns the root paths of the go-restful web services and
// the listed paths of the mux, sorted: what / shows for this server.
// Upstream: k8s.io/apiserver/pkg/server.(*APIServerHandler).ListedPaths.
func (a *APIServerHandler) ListedPaths() []string {
	var handledPaths []string
	for _, ws := range a.GoRestfulContainer.RegisteredWebServices() {
		handledPaths = append(handledPaths, ws.RootPath())
	}
	handledPaths = append(handledPaths, a.NonGoRestfulMux.ListedPaths()...)
	sort.Strings(handledPaths)
	return handledPaths
}

// ServeHTTP serves the full handler chain.
// Upstream: k8s.io/apiserver/pkg/server.(*APIServerHandler).ServeHTTP.
func (a *APIServerHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a.FullHandlerChain.ServeHTTP(w, r)
}

// director sends a request to go-restful when a registered web service's
// root path is the request path or a parent of it (at a "/" boundary:
// /version/x yes, /versionx no), and to the mux otherwise.
//
// Why not let go-restful fall through by itself? A web service rooted at
// /apis answers 404 for every path below it that it does not know, so
// /apis/<group of another server> would never reach the next server in the
// chain. The director therefore treats /apis specially: only /apis and
// /apis/ go to go-restful; deeper paths go to the mux, where group
// handlers (and the delegate) are found.
// Upstream: k8s.io/apiserver/pkg/server.director.
type director struct {
	name               string
	goRestfulContainer *restful.Container
	nonGoRestfulMux    *mux.PathRecorderMux
}

// ServeHTTP picks go-restful or the mux, as the type comment says. The
// -v=5 log lines are guarded: their arguments, boxed for Infof, would be
// allocated on every request even with the level off.
// Upstream: k8s.io/apiserver/pkg/server.director.ServeHTTP.
func (d director) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	path := req.URL.Path

	// check to see if our webservices want to claim this path
	for _, ws := range d.goRestfulContainer.RegisteredWebServices() {
		switch {
		case ws.RootPath() == "/apis":
			// only exactly /apis or /apis/: see the type comment
			if path == "/apis" || path == "/apis/" {
				if klog.V(5).Enabled() {
					klog.V(5).Infof("%v: %v %q satisfied by gorestful with webservice %v", d.name, req.Method, path, ws.RootPath())
				}
				d.goRestfulContainer.Dispatch(w, req)
				return
			}
		case strings.HasPrefix(path, ws.RootPath()):
			// ensure an exact match or a path boundary match
			if len(path) == len(ws.RootPath()) || path[len(ws.RootPath())] == '/' {
				if klog.V(5).Enabled() {
					klog.V(5).Infof("%v: %v %q satisfied by gorestful with webservice %v", d.name, req.Method, path, ws.RootPath())
				}
				d.goRestfulContainer.Dispatch(w, req)
				return
			}
		}
	}

	// if we didn't find a match, then we just skip gorestful altogether
	if klog.V(5).Enabled() {
		klog.V(5).Infof("%v: %v %q satisfied by nonGoRestful", d.name, req.Method, path)
	}
	d.nonGoRestfulMux.ServeHTTP(w, req)
}

// logStackOnRecover logs a panic's stack and answers 500 with a Status.
// Upstream: k8s.io/apiserver/pkg/server.logStackOnRecover.
func logStackOnRecover(_ kruntime.NegotiatedSerializer, panicReason interface{}, w http.ResponseWriter) {
	var buffer strings.Builder
	fmt.Fprintf(&buffer, "recover from panic situation: - %v\r\n", panicReason)
	for i := 2; ; i++ {
		_, file, line, ok := runtime.Caller(i)
		if !ok {
			break
		}
		fmt.Fprintf(&buffer, "    %s:%d\r\n", file, line)
	}
	klog.Error(buffer.String())
	writeStatus(w, newGenericServerResponse(http.StatusInternalServerError, ""))
}

// serviceErrorHandler answers go-restful's own errors (no route for the
// path: 404, wrong method: 405, unacceptable media type: 406 or 415) with
// a metav1.Status, as every other API error is answered.
// Upstream: k8s.io/apiserver/pkg/server.serviceErrorHandler.
func serviceErrorHandler(_ kruntime.NegotiatedSerializer, serviceErr restful.ServiceError, _ *restful.Request, resp *restful.Response) {
	writeStatus(resp.ResponseWriter, newGenericServerResponse(serviceErr.Code, serviceErr.Message))
}
