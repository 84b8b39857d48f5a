package server

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	openapihandler "github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
)

// installOpenAPI serves /openapi/v2 and /openapi/v3 from the routes of the
// go-restful container, if the config asked for OpenAPI. PrepareRun calls
// it, after every API group is installed, as upstream does; the documents
// are built on the first request and rebuilt when the routes change.
// Upstream: the OpenAPI part of k8s.io/apiserver/pkg/server.(*GenericAPIServer).PrepareRun
// (routes.OpenAPI{Config: s.openAPIConfig}.InstallV2 and InstallV3).
func (s *GenericAPIServer) installOpenAPI() {
	if s.openAPIConfig == nil {
		return
	}
	namer := s.openAPIDefinitionNamer
	if namer == nil {
		namer = openapi.NewDefinitionNamer()
	}
	oa := openapihandler.OpenAPI{Builder: openapi.NewBuilderWithNamer(namer, *s.openAPIConfig)}
	s.OpenAPIVersionedService = oa.InstallV2(s.Handler.GoRestfulContainer, s.Handler.NonGoRestfulMux)
	s.OpenAPIV3VersionedService = oa.InstallV3(s.Handler.GoRestfulContainer, s.Handler.NonGoRestfulMux)
}
