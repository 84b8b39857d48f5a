package discovery

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// APIGroupHandler serves /apis/<group>: the group's versions and the
// preferred one. Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIGroupHandler.
type APIGroupHandler struct {
	serializer runtime.NegotiatedSerializer
	group      metav1.APIGroup
}

// NewAPIGroupHandler serves group with serializer, which should not
// convert (CodecFactory.WithoutConversion()).
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.NewAPIGroupHandler.
func NewAPIGroupHandler(serializer runtime.NegotiatedSerializer, group metav1.APIGroup) *APIGroupHandler {
	if keepUnversioned(group.Name) {
		serializer = stripVersionNegotiatedSerializer{serializer}
	}
	return &APIGroupHandler{serializer: serializer, group: group}
}

// WebService returns a web service at /apis/<group> with one route, GET /.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIGroupHandler.WebService.
func (s *APIGroupHandler) WebService() *restful.WebService {
	mediaTypes, _ := negotiation.MediaTypesForSerializer(s.serializer)
	ws := new(restful.WebService)
	ws.Path(APIGroupPrefix + "/" + s.group.Name)
	ws.Doc("get information of a group")
	ws.Route(ws.GET("/").To(s.handle).
		Doc("get information of a group").
		Operation("getAPIGroup").
		Produces(mediaTypes...).
		Consumes(mediaTypes...).
		Writes(metav1.APIGroup{}))
	return ws
}

func (s *APIGroupHandler) handle(req *restful.Request, resp *restful.Response) {
	s.ServeHTTP(resp.ResponseWriter, req.Request)
}

// ServeHTTP writes the APIGroup document.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIGroupHandler.ServeHTTP.
func (s *APIGroupHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	group := s.group
	responsewriters.WriteObjectNegotiated(s.serializer, negotiation.DefaultEndpointRestrictions,
		discoveryGroupVersion, w, req, http.StatusOK, &group, false)
}
