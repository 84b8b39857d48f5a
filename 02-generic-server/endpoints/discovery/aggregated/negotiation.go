package aggregated

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
)

// DiscoveryEndpointRestrictions lets negotiation choose a media range only
// if it asks for the aggregated document: a plain application/json is the
// legacy handler's to serve.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.DiscoveryEndpointRestrictions.
var DiscoveryEndpointRestrictions = discoveryEndpointRestrictions{}

type discoveryEndpointRestrictions struct{}

func (discoveryEndpointRestrictions) AllowsMediaTypeTransform(_, _ string, gvk *schema.GroupVersionKind) bool {
	return IsAggregatedDiscoveryGVK(gvk)
}
func (discoveryEndpointRestrictions) AllowsServerVersion(string) bool  { return false }
func (discoveryEndpointRestrictions) AllowsStreamSchema(s string) bool { return s == "watch" }

// IsAggregatedDiscoveryGVK reports whether gvk is
// apidiscovery.k8s.io/v2 APIGroupDiscoveryList.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.IsAggregatedDiscoveryGVK.
func IsAggregatedDiscoveryGVK(gvk *schema.GroupVersionKind) bool {
	return gvk != nil && *gvk == apidiscoveryv2.SchemeGroupVersion.WithKind("APIGroupDiscoveryList")
}
