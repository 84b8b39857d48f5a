package discovery

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// APIResourceLister lists a group version's resources, when asked: the
// list can change (a custom resource's versions do).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIResourceLister.
type APIResourceLister interface {
	ListAPIResources() []metav1.APIResource
}

// APIResourceListerFunc makes a function an APIResourceLister.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIResourceListerFunc.
type APIResourceListerFunc func() []metav1.APIResource

// ListAPIResources calls f.
func (f APIResourceListerFunc) ListAPIResources() []metav1.APIResource { return f() }

// APIVersionHandler serves /apis/<group>/<version> (and /api/v1): the
// resources of one group version.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIVersionHandler.
type APIVersionHandler struct {
	serializer        runtime.NegotiatedSerializer
	groupVersion      schema.GroupVersion
	apiResourceLister APIResourceLister
}

// NewAPIVersionHandler serves groupVersion's resources with serializer,
// which should not convert (CodecFactory.WithoutConversion()).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.NewAPIVersionHandler.
func NewAPIVersionHandler(serializer runtime.NegotiatedSerializer, groupVersion schema.GroupVersion, apiResourceLister APIResourceLister) *APIVersionHandler {
	if keepUnversioned(groupVersion.Group) {
		serializer = stripVersionNegotiatedSerializer{serializer}
	}
	return &APIVersionHandler{serializer: serializer, groupVersion: groupVersion, apiResourceLister: apiResourceLister}
}

// AddToWebService adds GET / to ws, the group version's web service (the
// one the installer fills with the resources' routes).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIVersionHandler.AddToWebService.
func (s *APIVersionHandler) AddToWebService(ws *restful.WebService) {
	mediaTypes, _ := negotiation.MediaTypesForSerializer(s.serializer)
	ws.Route(ws.GET("/").To(s.handle).
		Doc("get available resources").
		Operation("getAPIResources").
		Produces(mediaTypes...).
		Consumes(mediaTypes...).
		Writes(metav1.APIResourceList{}))
}

func (s *APIVersionHandler) handle(req *restful.Request, resp *restful.Response) {
	s.ServeHTTP(resp.ResponseWriter, req.Request)
}

// ServeHTTP writes the APIResourceList document.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIVersionHandler.ServeHTTP.
func (s *APIVersionHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	list := &metav1.APIResourceList{
		GroupVersion: s.groupVersion.String(),
		APIResources: s.apiResourceLister.ListAPIResources(),
	}
	responsewriters.WriteObjectNegotiated(s.serializer, negotiation.DefaultEndpointRestrictions,
		discoveryGroupVersion, w, req, http.StatusOK, list, false)
}
