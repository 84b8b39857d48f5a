package discovery

import (
	"net/http"
	"sync"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// GroupManager is the /apis handler as the server sees it: groups come and
// go while it runs (custom resources, aggregated servers), so the list is
// built anew for every request.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.GroupManager.
type GroupManager interface {
	AddGroup(apiGroup metav1.APIGroup)
	RemoveGroup(groupName string)
	ServeHTTP(resp http.ResponseWriter, req *http.Request)
	WebService() *restful.WebService
}

var _ GroupManager = &rootAPIsHandler{}

// rootAPIsHandler serves /apis: every named group, in the order they were
// added. Upstream: k8s.io/apiserver/pkg/endpoints/discovery.rootAPIsHandler.
type rootAPIsHandler struct {
	addresses  Addresses
	serializer runtime.NegotiatedSerializer

	lock      sync.RWMutex
	apiGroups map[string]metav1.APIGroup
	// apiGroupNames keeps the insertion order.
	apiGroupNames []string
}

// NewRootAPIsHandler serves /apis with serializer, which should not
// convert (CodecFactory.WithoutConversion()). Like upstream's generic
// server it leaves apiVersion out.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.NewRootAPIsHandler
// (which takes the Addresses as its first argument).
func NewRootAPIsHandler(serializer runtime.NegotiatedSerializer) *rootAPIsHandler {
	return &rootAPIsHandler{
		serializer: stripVersionNegotiatedSerializer{serializer},
		apiGroups:  map[string]metav1.APIGroup{},
	}
}

// WithAddresses makes every group of the list carry the addresses, as
// upstream's generic server does, and returns s. Without it the groups
// carry none, as a real kube-apiserver's /apis (served by its aggregator).
// Upstream: none (NewRootAPIsHandler takes them).
func (s *rootAPIsHandler) WithAddresses(addresses Addresses) *rootAPIsHandler {
	s.addresses = addresses
	return s
}

// AddGroup adds a group, or replaces it in place if it is known.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.rootAPIsHandler.AddGroup.
func (s *rootAPIsHandler) AddGroup(apiGroup metav1.APIGroup) {
	s.lock.Lock()
	defer s.lock.Unlock()
	if _, exists := s.apiGroups[apiGroup.Name]; !exists {
		s.apiGroupNames = append(s.apiGroupNames, apiGroup.Name)
	}
	s.apiGroups[apiGroup.Name] = apiGroup
}

// RemoveGroup removes a group, if it is known.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.rootAPIsHandler.RemoveGroup.
func (s *rootAPIsHandler) RemoveGroup(groupName string) {
	s.lock.Lock()
	defer s.lock.Unlock()
	delete(s.apiGroups, groupName)
	for i := range s.apiGroupNames {
		if s.apiGroupNames[i] == groupName {
			s.apiGroupNames = append(s.apiGroupNames[:i], s.apiGroupNames[i+1:]...)
			break
		}
	}
}

// ServeHTTP writes the APIGroupList document.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.rootAPIsHandler.ServeHTTP.
func (s *rootAPIsHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	s.lock.RLock()
	groups := make([]metav1.APIGroup, 0, len(s.apiGroupNames))
	for _, name := range s.apiGroupNames {
		groups = append(groups, s.apiGroups[name])
	}
	s.lock.RUnlock()

	if s.addresses != nil {
		serverCIDR := addressesFor(s.addresses, req)
		for i := range groups {
			groups[i].ServerAddressByClientCIDRs = serverCIDR
		}
	}
	responsewriters.WriteObjectNegotiated(s.serializer, negotiation.DefaultEndpointRestrictions,
		discoveryGroupVersion, w, req, http.StatusOK, &metav1.APIGroupList{Groups: groups}, false)
}

func (s *rootAPIsHandler) restfulHandle(req *restful.Request, resp *restful.Response) {
	s.ServeHTTP(resp.ResponseWriter, req.Request)
}

// WebService returns a web service at /apis with one route, GET /.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.rootAPIsHandler.WebService.
func (s *rootAPIsHandler) WebService() *restful.WebService {
	mediaTypes, _ := negotiation.MediaTypesForSerializer(s.serializer)
	ws := new(restful.WebService)
	ws.Path(APIGroupPrefix)
	ws.Doc("get available API versions")
	ws.Route(ws.GET("/").To(s.restfulHandle).
		Doc("get available API versions").
		Operation("getAPIVersions").
		Produces(mediaTypes...).
		Consumes(mediaTypes...).
		Writes(metav1.APIGroupList{}))
	return ws
}
