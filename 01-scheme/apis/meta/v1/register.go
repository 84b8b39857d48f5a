package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the group of the shared types.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupName.
const GroupName = "meta.k8s.io"

// SchemeGroupVersion is meta.k8s.io/v1, where Table, PartialObjectMetadata
// and the options live. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

// Unversioned is the group version of the unversioned types (Status and
// the discovery documents): they are valid in every group and always say
// apiVersion: v1. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Unversioned.
var Unversioned = schema.GroupVersion{Group: "", Version: "v1"}

// WatchEventKind is the kind WatchEvent is registered as in every group.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.WatchEventKind.
const WatchEventKind = "WatchEvent"

// Kind qualifies a kind with this group.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// optionsTypes are the options every group version registers.
var optionsTypes = []runtime.Object{
	&ListOptions{},
	&GetOptions{},
	&DeleteOptions{},
	&CreateOptions{},
	&UpdateOptions{},
	&PatchOptions{},
}

// AddToGroupVersion registers what every API group version needs from
// meta: WatchEvent (and InternalEvent as the internal WatchEvent of the
// group), the options types, and the unversioned Status and discovery
// types under Unversioned. Each group's register.go calls it from its
// addKnownTypes. It returns an error only so it composes with
// SchemeBuilder functions; registering panics on conflicts, as upstream.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.AddToGroupVersion (which
// also registers the generated url.Values conversions of the options).
func AddToGroupVersion(scheme *runtime.Scheme, groupVersion schema.GroupVersion) error {
	scheme.AddKnownTypeWithName(groupVersion.WithKind(WatchEventKind), &WatchEvent{})
	scheme.AddKnownTypeWithName(
		schema.GroupVersion{Group: groupVersion.Group, Version: runtime.APIVersionInternal}.WithKind(WatchEventKind),
		&InternalEvent{},
	)
	scheme.AddKnownTypes(groupVersion, optionsTypes...)
	scheme.AddUnversionedTypes(Unversioned,
		&Status{},
		&APIVersions{},
		&APIGroupList{},
		&APIGroup{},
		&APIResourceList{},
	)
	return addWatchEventConversions(scheme)
}

// AddMetaToScheme registers the types of meta.k8s.io/v1 itself: Table,
// TableOptions, PartialObjectMetadata and PartialObjectMetadataList.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.AddMetaToScheme.
func AddMetaToScheme(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Table{},
		&TableOptions{},
		&PartialObjectMetadata{},
		&PartialObjectMetadataList{},
	)
	return nil
}
