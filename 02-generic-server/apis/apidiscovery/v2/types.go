package v2

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// APIGroupDiscoveryList is the aggregated discovery document: every group a
// server serves, in priority order. /api holds one item, the legacy core
// group (whose name is ""); /apis holds the named groups.
// Upstream: k8s.io/api/apidiscovery/v2.APIGroupDiscoveryList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIGroupDiscoveryList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is empty: the document has no resourceVersion, because
	// several API servers build it independently.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the groups, highest priority first.
	Items []APIGroupDiscovery `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// APIGroupDiscovery is one group and its versions, preferred version first.
// Upstream: k8s.io/api/apidiscovery/v2.APIGroupDiscovery.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIGroupDiscovery struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta carries only the group's name ("" for the core group).
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Versions are sorted by preference, the preferred one first.
	Versions []APIVersionDiscovery `json:"versions,omitempty" protobuf:"bytes,2,rep,name=versions"`
}

// APIVersionDiscovery is one version of a group and its resources.
// Upstream: k8s.io/api/apidiscovery/v2.APIVersionDiscovery.
type APIVersionDiscovery struct {
	// Version is the version's name, such as v1.
	Version string `json:"version" protobuf:"bytes,1,opt,name=version"`
	// Resources are the resources of the group version.
	Resources []APIResourceDiscovery `json:"resources,omitempty" protobuf:"bytes,2,rep,name=resources"`
	// Freshness says whether the document is up to date (Current) or the
	// server could not refresh it (Stale; aggregated servers only).
	Freshness DiscoveryFreshness `json:"freshness,omitempty" protobuf:"bytes,3,opt,name=freshness"`
}

// APIResourceDiscovery is one resource: what legacy discovery says in an
// APIResource, with its subresources folded in.
// Upstream: k8s.io/api/apidiscovery/v2.APIResourceDiscovery.
type APIResourceDiscovery struct {
	// Resource is the plural name, as in the URL.
	Resource string `json:"resource" protobuf:"bytes,1,opt,name=resource"`
	// ResponseKind is the kind the endpoint returns. Group and version are
	// empty when they are the group version's own.
	ResponseKind *GroupVersionKind `json:"responseKind,omitempty" protobuf:"bytes,2,opt,name=responseKind"`
	// Scope is Cluster or Namespaced.
	Scope ResourceScope `json:"scope" protobuf:"bytes,3,opt,name=scope"`
	// SingularResource is the singular name, for kubectl.
	SingularResource string `json:"singularResource" protobuf:"bytes,4,opt,name=singularResource"`
	// Verbs are the supported verbs (get, list, watch, create ...).
	Verbs []string `json:"verbs" protobuf:"bytes,5,opt,name=verbs"`
	// ShortNames are kubectl abbreviations (deploy, cm).
	ShortNames []string `json:"shortNames,omitempty" protobuf:"bytes,6,rep,name=shortNames"`
	// Categories group resources for kubectl (all).
	Categories []string `json:"categories,omitempty" protobuf:"bytes,7,rep,name=categories"`
	// Subresources are the resource's subresources (status, scale).
	Subresources []APISubresourceDiscovery `json:"subresources,omitempty" protobuf:"bytes,8,rep,name=subresources"`
}

// ResourceScope says whether a resource's objects live in namespaces.
// Upstream: k8s.io/api/apidiscovery/v2.ResourceScope.
type ResourceScope string

// The values of ResourceScope.
// Upstream: k8s.io/api/apidiscovery/v2.ScopeCluster.
const (
	ScopeCluster   ResourceScope = "Cluster"
	ScopeNamespace ResourceScope = "Namespaced"
)

// DiscoveryFreshness says whether a group version's document is up to date.
// Upstream: k8s.io/api/apidiscovery/v2.DiscoveryFreshness.
type DiscoveryFreshness string

// The values of DiscoveryFreshness.
// Upstream: k8s.io/api/apidiscovery/v2.DiscoveryFreshnessCurrent.
const (
	DiscoveryFreshnessCurrent DiscoveryFreshness = "Current"
	DiscoveryFreshnessStale   DiscoveryFreshness = "Stale"
)

// APISubresourceDiscovery is one subresource of a resource.
// Upstream: k8s.io/api/apidiscovery/v2.APISubresourceDiscovery.
type APISubresourceDiscovery struct {
	// Subresource is its name, as in the URL (status, scale).
	Subresource string `json:"subresource" protobuf:"bytes,1,opt,name=subresource"`
	// ResponseKind is the kind it returns (autoscaling/v1 Scale for scale).
	ResponseKind *GroupVersionKind `json:"responseKind,omitempty" protobuf:"bytes,2,opt,name=responseKind"`
	// AcceptedTypes are the kinds it accepts, if not the usual ones.
	AcceptedTypes []GroupVersionKind `json:"acceptedTypes,omitempty" protobuf:"bytes,3,rep,name=acceptedTypes"`
	// Verbs are the supported verbs.
	Verbs []string `json:"verbs" protobuf:"bytes,4,opt,name=verbs"`
}

// GroupVersionKind is a kind with its group and version, each always
// written in JSON (an empty group and version mean "this group version").
// It stands in for metav1.GroupVersionKind, which 01-scheme's meta/v1 does
// not have; the JSON names and protobuf numbers are the same.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupVersionKind.
type GroupVersionKind struct {
	Group   string `json:"group" protobuf:"bytes,1,opt,name=group"`
	Version string `json:"version" protobuf:"bytes,2,opt,name=version"`
	Kind    string `json:"kind" protobuf:"bytes,3,opt,name=kind"`
}
