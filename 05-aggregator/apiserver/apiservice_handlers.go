package apiserver

import (
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// AddAPIService makes the aggregator serve one APIService: a proxy
// handler at /apis/<group>/<version> (and below), /apis/<group> for the
// group's first version, the OpenAPI mergers and the discovery manager
// told. Called again for the same name, it updates the handler.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*APIAggregator).AddAPIService.
func (s *APIAggregator) AddAPIService(apiService *apiregistration.APIService) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if h, exists := s.proxyHandlers[apiService.Name]; exists {
		h.updateAPIService(apiService)
		for _, a := range s.openAPIAggregation {
			a.UpdateAPIService(h, apiService)
		}
		s.discovery.AddAPIService(apiService, h)
		return nil
	}

	proxyPath := "/apis/" + apiService.Spec.Group + "/" + apiService.Spec.Version
	if apiService.Name == legacyAPIServiceName {
		proxyPath = "/api"
	}
	h := newProxyHandler(s.delegateHandler, s.serviceResolver, s.proxyClientCert)
	h.updateAPIService(apiService)
	for _, a := range s.openAPIAggregation {
		a.AddAPIService(h, apiService)
	}
	s.discovery.AddAPIService(apiService, h)
	s.proxyHandlers[apiService.Name] = h
	mux := s.GenericAPIServer.Handler.NonGoRestfulMux
	mux.Handle(proxyPath, h)
	mux.UnlistedHandlePrefix(proxyPath+"/", h)
	if apiService.Name == legacyAPIServiceName {
		return nil
	}

	if versions, ok := s.handledGroupVersions[apiService.Spec.Group]; ok {
		versions[apiService.Spec.Version] = struct{}{}
		return nil
	}
	groupPath := "/apis/" + apiService.Spec.Group
	groupHandler := &apiGroupHandler{codecs: Codecs, groupName: apiService.Spec.Group,
		lister: s.APIServiceInformer, delegate: s.delegateHandler}
	mux.Handle(groupPath, groupHandler)
	mux.UnlistedHandle(groupPath+"/", groupHandler)
	s.handledGroupVersions[apiService.Spec.Group] = map[string]struct{}{apiService.Spec.Version: {}}
	return nil
}

// RemoveAPIService stops serving an APIService: its paths go back to
// the rest of the chain (or to 404), and the group's path goes with its
// last version.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*APIAggregator).RemoveAPIService.
func (s *APIAggregator) RemoveAPIService(apiServiceName string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	gv := apiregistration.APIServiceNameToGroupVersion(apiServiceName)
	proxyPath := "/apis/" + gv.Group + "/" + gv.Version
	if apiServiceName == legacyAPIServiceName {
		proxyPath = "/api"
	}
	mux := s.GenericAPIServer.Handler.NonGoRestfulMux
	mux.Unregister(proxyPath)
	mux.Unregister(proxyPath + "/")
	for _, a := range s.openAPIAggregation {
		a.RemoveAPIService(apiServiceName)
	}
	s.discovery.RemoveAPIService(apiServiceName)
	delete(s.proxyHandlers, apiServiceName)

	versions, ok := s.handledGroupVersions[gv.Group]
	if !ok {
		return
	}
	delete(versions, gv.Version)
	if len(versions) > 0 {
		return
	}
	delete(s.handledGroupVersions, gv.Group)
	mux.Unregister("/apis/" + gv.Group)
	mux.Unregister("/apis/" + gv.Group + "/")
}
