package aggregated

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
)

// WrappedHandler sends a request to the aggregated handler when its Accept
// asks for apidiscovery.k8s.io/v2 APIGroupDiscoveryList, and to the legacy
// handler otherwise.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.WrappedHandler.
type WrappedHandler struct {
	s          runtime.NegotiatedSerializer
	handler    http.Handler
	aggHandler http.Handler
}

// WrapAggregatedDiscoveryToHandler puts aggHandler in front of handler for
// the clients that ask for aggregated discovery. The handler it returns is
// a *WrappedHandler, whose GenerateWebService registers it with go-restful
// (NewWrappedHandler returns the type itself).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.WrapAggregatedDiscoveryToHandler
// (which returns *WrappedHandler).
func WrapAggregatedDiscoveryToHandler(handler http.Handler, aggHandler http.Handler) http.Handler {
	return NewWrappedHandler(handler, aggHandler)
}

// NewWrappedHandler is WrapAggregatedDiscoveryToHandler returning the
// concrete type, for GenerateWebService. Upstream: none (upstream's
// WrapAggregatedDiscoveryToHandler returns *WrappedHandler itself).
func NewWrappedHandler(handler http.Handler, aggHandler http.Handler) *WrappedHandler {
	return &WrappedHandler{s: newCodecs(), handler: handler, aggHandler: aggHandler}
}

// ServeHTTP picks the handler from the Accept header. Only a media range
// asking for the aggregated kind can match DiscoveryEndpointRestrictions,
// so a plain application/json (or none) goes to the legacy handler.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.WrappedHandler.ServeHTTP.
func (wrapped *WrappedHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	mediaType, _ := negotiation.NegotiateMediaTypeOptions(req.Header.Get("Accept"), wrapped.s.SupportedMediaTypes(), DiscoveryEndpointRestrictions)
	if IsAggregatedDiscoveryGVK(mediaType.Convert) {
		wrapped.aggHandler.ServeHTTP(w, req)
		return
	}
	wrapped.handler.ServeHTTP(w, req)
}

func (wrapped *WrappedHandler) restfulHandle(req *restful.Request, resp *restful.Response) {
	wrapped.ServeHTTP(resp.ResponseWriter, req.Request)
}

// GenerateWebService returns a web service at prefix (/api or /apis) with
// one route, GET /, that serves the wrapped handlers; returnType documents
// the legacy document (metav1.APIVersions{} or metav1.APIGroupList{}).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.WrappedHandler.GenerateWebService.
func (wrapped *WrappedHandler) GenerateWebService(prefix string, returnType interface{}) *restful.WebService {
	mediaTypes, _ := negotiation.MediaTypesForSerializer(wrapped.s)
	ws := new(restful.WebService)
	ws.Path(prefix)
	ws.Doc("get available API versions")
	ws.Route(ws.GET("/").To(wrapped.restfulHandle).
		Doc("get available API versions").
		Operation("getAPIVersions").
		Produces(mediaTypes...).
		Consumes(mediaTypes...).
		Writes(returnType))
	return ws
}
