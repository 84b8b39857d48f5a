package aggregated

import (
	"fmt"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
)

// ConvertGroupVersionIntoToDiscovery turns the APIResources of one group
// version (legacy discovery's list, where "deployments/scale" is an entry
// of its own) into aggregated discovery's resources, where subresources
// sit inside their resource. Two passes: resources first, so that every
// subresource finds its parent whatever the order of the list.
//
// A subresource whose resource is not served gets an empty parent entry,
// and every ResponseKind is set, even to an empty kind: client-go
// v0.26.0-v0.26.3 dereference it without checking. A subresource whose
// scope differs from its parent's is an error.
// Upstream: k8s.io/apiserver/pkg/endpoints.ConvertGroupVersionIntoToDiscovery.
func ConvertGroupVersionIntoToDiscovery(list []metav1.APIResource) ([]apidiscoveryv2.APIResourceDiscovery, error) {
	var out []apidiscoveryv2.APIResourceDiscovery
	index := map[string]int{} // resource name -> position in out
	for _, r := range list {
		if strings.Contains(r.Name, "/") {
			continue
		}
		index[r.Name] = len(out)
		out = append(out, apidiscoveryv2.APIResourceDiscovery{
			Resource:         r.Name,
			Scope:            scopeOf(r),
			ResponseKind:     &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind},
			Verbs:            r.Verbs,
			ShortNames:       r.ShortNames,
			Categories:       r.Categories,
			SingularResource: r.SingularName,
		})
	}
	for _, r := range list {
		resource, subresource, ok := strings.Cut(r.Name, "/")
		if !ok {
			continue
		}
		i, found := index[resource]
		if !found {
			i = len(out)
			index[resource] = i
			out = append(out, apidiscoveryv2.APIResourceDiscovery{
				Resource: resource, Scope: scopeOf(r), ResponseKind: &apidiscoveryv2.GroupVersionKind{},
			})
		}
		if out[i].Scope != scopeOf(r) {
			return nil, fmt.Errorf("subresource %s of %s is %s-scoped, its resource %s-scoped", subresource, resource, scopeOf(r), out[i].Scope)
		}
		kind := &apidiscoveryv2.GroupVersionKind{}
		if r.Kind != "" {
			kind = &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind}
		}
		out[i].Subresources = append(out[i].Subresources, apidiscoveryv2.APISubresourceDiscovery{
			Subresource: subresource, Verbs: r.Verbs, ResponseKind: kind,
		})
	}
	return out, nil
}

// scopeOf is Namespaced or Cluster.
func scopeOf(r metav1.APIResource) apidiscoveryv2.ResourceScope {
	if r.Namespaced {
		return apidiscoveryv2.ScopeNamespace
	}
	return apidiscoveryv2.ScopeCluster
}
