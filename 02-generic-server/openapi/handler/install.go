package handler

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// PathHandler is the mux the services register on; the server's
// NonGoRestfulMux (*mux.PathRecorderMux) is one. Declared here so this
// package does not depend on the server's.
// Upstream: k8s.io/kube-openapi/pkg/common.PathHandler and PathHandlerByGroupVersion.
type PathHandler interface {
	Handle(path string, handler http.Handler)
	HandlePrefix(path string, handler http.Handler)
}

// OpenAPI installs the OpenAPI endpoints of a server. The integrator calls
// it once, typically in PrepareRun (as upstream does) or right after
// creating the server: the documents are built on the first request and
// rebuilt whenever the container's routes change, so groups installed
// later show up.
// Upstream: k8s.io/apiserver/pkg/server/routes.OpenAPI.
type OpenAPI struct {
	Builder *openapi.Builder
}

// InstallV2 serves /openapi/v2 from the routes of c.
// Upstream: k8s.io/apiserver/pkg/server/routes.OpenAPI.InstallV2.
func (oa OpenAPI) InstallV2(c WebServiceSource, mux PathHandler) *OpenAPIService {
	s := NewOpenAPIService(c, oa.Builder)
	mux.Handle("/openapi/v2", s)
	return s
}

// InstallV3 serves /openapi/v3 (the index) and /openapi/v3/<path> (one
// document per web service root path) from the routes of c.
// Upstream: k8s.io/apiserver/pkg/server/routes.OpenAPI.InstallV3.
func (oa OpenAPI) InstallV3(c WebServiceSource, mux PathHandler) *OpenAPIV3Service {
	s := NewOpenAPIV3Service(c, oa.Builder)
	mux.Handle("/openapi/v3", http.HandlerFunc(s.HandleDiscovery))
	mux.HandlePrefix("/openapi/v3/", http.HandlerFunc(s.HandleGroupVersion))
	return s
}
