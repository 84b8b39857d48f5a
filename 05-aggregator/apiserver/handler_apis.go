package apiserver

import (
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	apiregistrationv1 "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/v1"
)

// apiServiceLister is what the discovery handlers read: the APIService
// informer.
type apiServiceLister interface {
	List() []runtime.Object
}

// listAPIServices returns the APIServices the lister holds.
func listAPIServices(lister apiServiceLister) []*apiregistration.APIService {
	objs := lister.List()
	out := make([]*apiregistration.APIService, 0, len(objs))
	for _, obj := range objs {
		if s, ok := obj.(*apiregistration.APIService); ok {
			out = append(out, s)
		}
	}
	return out
}

// apisHandler serves the legacy /apis: the aggregator's own group first,
// then one APIGroup per group of the APIServices, ordered by priority,
// each with its versions ordered by priority (the first preferred). It
// lists every APIService, available or not, as upstream: a client learns
// of an unavailable group-version when it asks for it (503).
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.apisHandler.
type apisHandler struct {
	codecs runtime.NegotiatedSerializer
	lister apiServiceLister
}

// discoveryGroup is the aggregator's own group, always listed first: it
// has no APIService of its own to be ordered by.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.discoveryGroup.
var discoveryGroup = metav1.APIGroup{
	Name: apiregistrationv1.GroupName,
	Versions: []metav1.GroupVersionForDiscovery{{
		GroupVersion: apiregistrationv1.SchemeGroupVersion.String(),
		Version:      apiregistrationv1.SchemeGroupVersion.Version,
	}},
	PreferredVersion: metav1.GroupVersionForDiscovery{
		GroupVersion: apiregistrationv1.SchemeGroupVersion.String(),
		Version:      apiregistrationv1.SchemeGroupVersion.Version,
	},
}

// ServeHTTP implements http.Handler.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*apisHandler).ServeHTTP.
func (r *apisHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	list := &metav1.APIGroupList{Groups: []metav1.APIGroup{discoveryGroup}}
	for _, servers := range apiregistration.SortedByGroupAndVersion(listAPIServices(r.lister)) {
		// the core group is at /api, and our own group is listed already
		if servers[0].Spec.Group == "" || servers[0].Spec.Group == apiregistrationv1.GroupName {
			continue
		}
		list.Groups = append(list.Groups, convertToDiscoveryAPIGroup(servers))
	}
	responsewriters.WriteObjectNegotiated(r.codecs, negotiation.DefaultEndpointRestrictions, schema.GroupVersion{}, w, req, http.StatusOK, list, false)
}

// convertToDiscoveryAPIGroup turns the APIServices of one group, sorted
// by version priority, into its APIGroup.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.convertToDiscoveryAPIGroup.
func convertToDiscoveryAPIGroup(servers []*apiregistration.APIService) metav1.APIGroup {
	group := metav1.APIGroup{Name: servers[0].Spec.Group}
	for _, s := range servers {
		gv := metav1.GroupVersionForDiscovery{
			GroupVersion: s.Spec.Group + "/" + s.Spec.Version,
			Version:      s.Spec.Version,
		}
		if len(group.Versions) == 0 {
			group.PreferredVersion = gv
		}
		group.Versions = append(group.Versions, gv)
	}
	return group
}

// apiGroupHandler serves /apis/<group> for a group that has APIServices:
// its versions, from the APIServices; 404 once they are gone (the
// request then goes to the rest of the chain, as upstream).
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.apiGroupHandler.
type apiGroupHandler struct {
	codecs    runtime.NegotiatedSerializer
	groupName string
	lister    apiServiceLister
	delegate  http.Handler
}

// ServeHTTP implements http.Handler.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*apiGroupHandler).ServeHTTP.
func (r *apiGroupHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	var servers []*apiregistration.APIService
	for _, s := range listAPIServices(r.lister) {
		if s.Spec.Group == r.groupName {
			servers = append(servers, s)
		}
	}
	if len(servers) == 0 {
		r.delegate.ServeHTTP(w, req)
		return
	}
	group := convertToDiscoveryAPIGroup(apiregistration.SortedByGroupAndVersion(servers)[0])
	responsewriters.WriteObjectNegotiated(r.codecs, negotiation.DefaultEndpointRestrictions, schema.GroupVersion{}, w, req, http.StatusOK, &group, false)
}
