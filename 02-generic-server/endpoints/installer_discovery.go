package endpoints

import (
	"fmt"
	"sort"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
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
// into aggregated discovery's form, subresources folded into their
// resource. It lives in package aggregated, next to the types it fills;
// this name is where upstream readers look for it.
// Upstream: k8s.io/apiserver/pkg/endpoints.ConvertGroupVersionIntoToDiscovery.
func ConvertGroupVersionIntoToDiscovery(list []metav1.APIResource) ([]apidiscoveryv2.APIResourceDiscovery, error) {
	return aggregated.ConvertGroupVersionIntoToDiscovery(list)
}
