package aggregated

import (
	"fmt"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
)

// convertToDiscovery turns legacy APIResources into aggregated discovery's
// resources, as the installer does (endpoints.ConvertGroupVersionIntoToDiscovery,
// which this package cannot import: endpoints imports it). The tests use it
// to build the test server's documents from the same resource lists as
// package discovery's tests.
// Upstream: k8s.io/apiserver/pkg/endpoints.ConvertGroupVersionIntoToDiscovery.
func convertToDiscovery(list []metav1.APIResource) ([]apidiscoveryv2.APIResourceDiscovery, error) {
	var resources []apidiscoveryv2.APIResourceDiscovery
	parents := map[string]int{}
	for _, r := range list {
		if strings.Contains(r.Name, "/") {
			continue
		}
		resources = append(resources, apidiscoveryv2.APIResourceDiscovery{
			Resource:         r.Name,
			Scope:            scopeOf(r),
			ResponseKind:     &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind},
			Verbs:            r.Verbs,
			ShortNames:       r.ShortNames,
			Categories:       r.Categories,
			SingularResource: r.SingularName,
		})
		parents[r.Name] = len(resources) - 1
	}
	for _, r := range list {
		parent, subresource, ok := strings.Cut(r.Name, "/")
		if !ok {
			continue
		}
		i, exists := parents[parent]
		if !exists {
			resources = append(resources, apidiscoveryv2.APIResourceDiscovery{
				Resource: parent, Scope: scopeOf(r), ResponseKind: &apidiscoveryv2.GroupVersionKind{},
			})
			i = len(resources) - 1
			parents[parent] = i
		}
		if resources[i].Scope != scopeOf(r) {
			return nil, fmt.Errorf("parent %s (scope: %s) and subresource %s (scope: %s) scope do not match",
				parent, resources[i].Scope, subresource, scopeOf(r))
		}
		resources[i].Subresources = append(resources[i].Subresources, subresourceOf(subresource, r))
	}
	return resources, nil
}

func scopeOf(r metav1.APIResource) apidiscoveryv2.ResourceScope {
	if r.Namespaced {
		return apidiscoveryv2.ScopeNamespace
	}
	return apidiscoveryv2.ScopeCluster
}

func subresourceOf(name string, r metav1.APIResource) apidiscoveryv2.APISubresourceDiscovery {
	s := apidiscoveryv2.APISubresourceDiscovery{Subresource: name, Verbs: r.Verbs, ResponseKind: &apidiscoveryv2.GroupVersionKind{}}
	if r.Kind != "" {
		s.ResponseKind = &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind}
	}
	return s
}
