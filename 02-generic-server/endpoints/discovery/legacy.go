package discovery

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// legacyRootAPIHandler serves /api: the versions of the core group, which
// has only ever had v1. It is both an http.Handler and, through
// WebService, a go-restful web service, as upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.legacyRootAPIHandler.
type legacyRootAPIHandler struct {
	addresses  Addresses
	apiPrefix  string
	serializer runtime.NegotiatedSerializer
}

// NewLegacyRootAPIHandler serves apiPrefix (/api) with serializer, which
// should not convert (CodecFactory.WithoutConversion()). The document
// leaves apiVersion out, as upstream's. serverAddressByClientCIDRs is the
// address the client dialled, unless WithAddresses says otherwise.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.NewLegacyRootAPIHandler
// (which takes the Addresses as its first argument).
func NewLegacyRootAPIHandler(serializer runtime.NegotiatedSerializer, apiPrefix string) *legacyRootAPIHandler {
	return &legacyRootAPIHandler{
		apiPrefix:  apiPrefix,
		serializer: stripVersionNegotiatedSerializer{serializer},
	}
}

// WithAddresses sets the addresses the document offers and returns s.
// Upstream: none (NewLegacyRootAPIHandler takes them).
func (s *legacyRootAPIHandler) WithAddresses(addresses Addresses) *legacyRootAPIHandler {
	s.addresses = addresses
	return s
}

// WebService returns a web service rooted at the prefix with one route,
// GET /. Upstream: k8s.io/apiserver/pkg/endpoints/discovery.legacyRootAPIHandler.WebService.
func (s *legacyRootAPIHandler) WebService() *restful.WebService {
	mediaTypes, _ := negotiation.MediaTypesForSerializer(s.serializer)
	ws := new(restful.WebService)
	ws.Path(s.apiPrefix)
	ws.Doc("get available API versions")
	ws.Route(ws.GET("/").To(s.restfulHandle).
		Doc("get available API versions").
		Operation("getAPIVersions").
		Produces(mediaTypes...).
		Consumes(mediaTypes...).
		Writes(metav1.APIVersions{}))
	return ws
}

func (s *legacyRootAPIHandler) restfulHandle(req *restful.Request, resp *restful.Response) {
	s.ServeHTTP(resp.ResponseWriter, req.Request)
}

// ServeHTTP writes the APIVersions document.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.legacyRootAPIHandler.ServeHTTP.
func (s *legacyRootAPIHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	apiVersions := &metav1.APIVersions{
		Versions:                   []string{"v1"},
		ServerAddressByClientCIDRs: addressesFor(s.addresses, req),
	}
	responsewriters.WriteObjectNegotiated(s.serializer, negotiation.DefaultEndpointRestrictions,
		discoveryGroupVersion, w, req, http.StatusOK, apiVersions, false)
}
