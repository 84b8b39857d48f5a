package endpoints

import (
	"fmt"
	"sort"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// apiResource is step 5 of registerResourceHandlers: the resource as
// legacy discovery lists it, with the verbs its actions add up to, sorted.
// A subresource has no singular name; a storage that provides its
// GroupVersionKind (deployments/scale) names its group and version.
// Upstream: the tail of registerResourceHandlers.
func (a *APIInstaller) apiResource(r *resourceDescription, kubeVerbs map[string]bool) (*metav1.APIResource, error) {
	apiResource := &metav1.APIResource{
		Name:       r.path,
		Namespaced: r.namespaced,
		Kind:       r.resourceKind,
		Verbs:      make([]string, 0, len(kubeVerbs)),
	}
	for kubeVerb := range kubeVerbs {
		apiResource.Verbs = append(apiResource.Verbs, kubeVerb)
	}
	sort.Strings(apiResource.Verbs)

	if shortNamesProvider, ok := r.storage.(rest.ShortNamesProvider); ok {
		apiResource.ShortNames = shortNamesProvider.ShortNames()
	}
	if categoriesProvider, ok := r.storage.(rest.CategoriesProvider); ok {
		apiResource.Categories = categoriesProvider.Categories()
	}
	if r.subresource == "" {
		singularNameProvider, ok := r.storage.(rest.SingularNameProvider)
		if !ok {
			return nil, fmt.Errorf("resource %s must implement SingularNameProvider", r.resource)
		}
		apiResource.SingularName = singularNameProvider.GetSingularName()
	}
	if gvkProvider, ok := r.storage.(rest.GroupVersionKindProvider); ok {
		gvk := gvkProvider.GroupVersionKind(a.group.GroupVersion)
		apiResource.Group = gvk.Group
		apiResource.Version = gvk.Version
		apiResource.Kind = gvk.Kind
	}
	return apiResource, nil
}

// ConvertGroupVersionIntoToDiscovery turns a group version's APIResources
// into aggregated discovery's form: one entry per resource, with its
// subresources folded in. A subresource without a parent gets an empty
// parent entry; a subresource whose scope differs from its parent's is an
// error.
// Upstream: k8s.io/apiserver/pkg/endpoints.ConvertGroupVersionIntoToDiscovery.
func ConvertGroupVersionIntoToDiscovery(list []metav1.APIResource) ([]apidiscoveryv2.APIResourceDiscovery, error) {
	var apiResourceList []apidiscoveryv2.APIResourceDiscovery
	parentResources := map[string]int{}

	// Loop through all top-level resources
	for _, r := range list {
		if strings.Contains(r.Name, "/") {
			// Skip subresources for now so we can get the list of resources
			continue
		}
		apiResourceList = append(apiResourceList, apidiscoveryv2.APIResourceDiscovery{
			Resource:         r.Name,
			Scope:            scopeOf(r),
			ResponseKind:     &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind},
			Verbs:            r.Verbs,
			ShortNames:       r.ShortNames,
			Categories:       r.Categories,
			SingularResource: r.SingularName,
		})
		parentResources[r.Name] = len(apiResourceList) - 1
	}

	// Loop through all subresources
	for _, r := range list {
		// Split resource name and subresource name
		split := strings.SplitN(r.Name, "/", 2)
		if len(split) != 2 {
			// Skip parent resources
			continue
		}
		parentidx, exists := parentResources[split[0]]
		if !exists {
			// If a subresource exists without a parent, create a parent
			apiResourceList = append(apiResourceList, apidiscoveryv2.APIResourceDiscovery{
				Resource: split[0],
				Scope:    scopeOf(r),
				// avoid nil panics in v0.26.0-v0.26.3 client-go clients
				// see https://github.com/kubernetes/kubernetes/issues/118361
				ResponseKind: &apidiscoveryv2.GroupVersionKind{},
			})
			parentidx = len(apiResourceList) - 1
			parentResources[split[0]] = parentidx
		}
		if apiResourceList[parentidx].Scope != scopeOf(r) {
			return nil, fmt.Errorf("Error: Parent %s (scope: %s) and subresource %s (scope: %s) scope do not match", split[0], apiResourceList[parentidx].Scope, split[1], scopeOf(r))
		}
		subresource := apidiscoveryv2.APISubresourceDiscovery{
			Subresource: split[1],
			Verbs:       r.Verbs,
			// avoid nil panics in v0.26.0-v0.26.3 client-go clients
			// see https://github.com/kubernetes/kubernetes/issues/118361
			ResponseKind: &apidiscoveryv2.GroupVersionKind{},
		}
		if r.Kind != "" {
			subresource.ResponseKind = &apidiscoveryv2.GroupVersionKind{Group: r.Group, Version: r.Version, Kind: r.Kind}
		}
		apiResourceList[parentidx].Subresources = append(apiResourceList[parentidx].Subresources, subresource)
	}
	return apiResourceList, nil
}

// scopeOf is Namespaced or Cluster.
func scopeOf(r metav1.APIResource) apidiscoveryv2.ResourceScope {
	if r.Namespaced {
		return apidiscoveryv2.ScopeNamespace
	}
	return apidiscoveryv2.ScopeCluster
}
