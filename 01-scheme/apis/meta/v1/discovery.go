package v1

import (
	"fmt"
	"strings"
)

// APIVersions is the document at /api: the versions of the legacy core
// group. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIVersions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIVersions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// Versions are the available versions ("v1").
	// +listType=atomic
	Versions []string `json:"versions" protobuf:"bytes,1,rep,name=versions"`
	// ServerAddressByClientCIDRs maps client networks to server addresses.
	// +listType=atomic
	ServerAddressByClientCIDRs []ServerAddressByClientCIDR `json:"serverAddressByClientCIDRs" protobuf:"bytes,2,rep,name=serverAddressByClientCIDRs"`
}

// String joins the versions with commas.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIVersions.String.
func (apiVersions APIVersions) String() string { return strings.Join(apiVersions.Versions, ",") }

// GoString is String, for %#v.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIVersions.GoString.
func (apiVersions APIVersions) GoString() string { return apiVersions.String() }

// APIGroupList is the document at /apis: every group and its versions.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIGroupList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIGroupList struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// Groups are the groups.
	// +listType=atomic
	Groups []APIGroup `json:"groups" protobuf:"bytes,1,rep,name=groups"`
}

// APIGroup is the document at /apis/<group>: its versions and the
// preferred one. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIGroup.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIGroup struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// Name of the group.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Versions served, preferred first.
	// +listType=atomic
	Versions []GroupVersionForDiscovery `json:"versions" protobuf:"bytes,2,rep,name=versions"`
	// PreferredVersion is the version clients should use.
	PreferredVersion GroupVersionForDiscovery `json:"preferredVersion,omitempty" protobuf:"bytes,3,opt,name=preferredVersion"`
	// ServerAddressByClientCIDRs maps client networks to server addresses.
	// +listType=atomic
	ServerAddressByClientCIDRs []ServerAddressByClientCIDR `json:"serverAddressByClientCIDRs,omitempty" protobuf:"bytes,4,rep,name=serverAddressByClientCIDRs"`
}

// ServerAddressByClientCIDR tells clients in a network which address to
// use. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ServerAddressByClientCIDR.
type ServerAddressByClientCIDR struct {
	// ClientCIDR is the clients' network.
	ClientCIDR string `json:"clientCIDR" protobuf:"bytes,1,opt,name=clientCIDR"`
	// ServerAddress is host[:port] for them.
	ServerAddress string `json:"serverAddress" protobuf:"bytes,2,opt,name=serverAddress"`
}

// GroupVersionForDiscovery is one version of a group in discovery.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupVersionForDiscovery.
type GroupVersionForDiscovery struct {
	// GroupVersion is "group/version".
	GroupVersion string `json:"groupVersion" protobuf:"bytes,1,opt,name=groupVersion"`
	// Version is "version".
	Version string `json:"version" protobuf:"bytes,2,opt,name=version"`
}

// APIResource describes one resource (or subresource, "pods/status") of a
// group version. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIResource.
type APIResource struct {
	// Name is the plural, lower case: what the URL carries.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// SingularName is the singular, for kubectl.
	SingularName string `json:"singularName" protobuf:"bytes,6,opt,name=singularName"`
	// Namespaced says whether objects live in namespaces.
	Namespaced bool `json:"namespaced" protobuf:"varint,2,opt,name=namespaced"`
	// Group, if set, overrides the list's group (subresources such as
	// scale return other groups' kinds).
	Group string `json:"group,omitempty" protobuf:"bytes,8,opt,name=group"`
	// Version, if set, overrides the list's version.
	Version string `json:"version,omitempty" protobuf:"bytes,9,opt,name=version"`
	// Kind is the kind the resource returns.
	Kind string `json:"kind" protobuf:"bytes,3,opt,name=kind"`
	// Verbs are the supported verbs: get, list, watch, create, update,
	// patch, delete, deletecollection.
	Verbs Verbs `json:"verbs" protobuf:"bytes,4,opt,name=verbs"`
	// ShortNames are kubectl abbreviations ("po").
	// +listType=atomic
	ShortNames []string `json:"shortNames,omitempty" protobuf:"bytes,5,rep,name=shortNames"`
	// Categories group resources for kubectl ("all").
	// +listType=atomic
	Categories []string `json:"categories,omitempty" protobuf:"bytes,7,rep,name=categories"`
	// StorageVersionHash identifies the storage version, opaquely.
	StorageVersionHash string `json:"storageVersionHash,omitempty" protobuf:"bytes,10,opt,name=storageVersionHash"`
}

// Verbs lists the verbs of a resource. It is its own type so protobuf
// gives it a message ({repeated string items = 1}) that can be absent.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Verbs.
type Verbs []string

// String prints the verbs as a Go slice does.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Verbs.String.
func (vs Verbs) String() string { return fmt.Sprintf("%v", []string(vs)) }

// APIResourceList is the document at /api/v1 and /apis/<group>/<version>:
// the resources of one group version.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.APIResourceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIResourceList struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// GroupVersion is "group/version".
	GroupVersion string `json:"groupVersion" protobuf:"bytes,1,opt,name=groupVersion"`
	// APIResources are the resources.
	// +listType=atomic
	APIResources []APIResource `json:"resources" protobuf:"bytes,2,rep,name=resources"`
}

// RootPaths is the document at /: every path the server serves.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.RootPaths.
type RootPaths struct {
	// Paths such as "/api", "/apis/apps", "/healthz".
	// +listType=atomic
	Paths []string `json:"paths" protobuf:"bytes,1,rep,name=paths"`
}

// ExtractGroupVersions lists every "group/version" of a group list.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ExtractGroupVersions.
func ExtractGroupVersions(l *APIGroupList) []string {
	var groupVersions []string
	for _, g := range l.Groups {
		for _, gv := range g.Versions {
			groupVersions = append(groupVersions, gv.GroupVersion)
		}
	}
	return groupVersions
}
