package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the core group's name: empty.
// Upstream: k8s.io/api/core/v1.GroupName.
const GroupName = ""

// SchemeGroupVersion is the core group's v1, written apiVersion: v1.
// Upstream: k8s.io/api/core/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	// SchemeBuilder registers the v1 types. Upstream: k8s.io/api/core/v1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the same builder, through which this package's
	// init adds the defaulting and conversion functions; upstream needs the
	// indirection because those live in another package
	// (k8s.io/kubernetes/pkg/apis/core/v1) than the types.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers types, defaults, conversions and field label
	// conversions of core/v1 in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	// Registered here rather than in the var block so that the types come
	// first, as upstream's split packages order them.
	localSchemeBuilder.Register(addDefaultingFuncs, addConversionFuncs)
}

// Kind qualifies a kind with the core group.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the core group.
// Upstream: k8s.io/api/core/v1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the v1 kinds, metav1.Status as a v1 kind, and
// what every group version gets from metav1 (options, WatchEvent, the
// unversioned types). Upstream: k8s.io/api/core/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Pod{},
		&PodList{},
		&Service{},
		&ServiceList{},
		&Endpoints{},
		&EndpointsList{},
		&Event{},
		&EventList{},
		&Namespace{},
		&NamespaceList{},
		&Secret{},
		&SecretList{},
		&ServiceAccount{},
		&ServiceAccountList{},
		&ConfigMap{},
		&ConfigMapList{},
		&LimitRange{},
		&LimitRangeList{},
		&ResourceQuota{},
		&ResourceQuotaList{},
		&Node{},
		&NodeList{},
		&PersistentVolume{},
		&PersistentVolumeList{},
		&PersistentVolumeClaim{},
		&PersistentVolumeClaimList{},
		&ReplicationController{},
		&ReplicationControllerList{},
		&PodTemplate{},
		&PodTemplateList{},
		&ComponentStatus{},
		&ComponentStatusList{},
		&Binding{},
	)
	scheme.AddKnownTypes(SchemeGroupVersion, &metav1.Status{})
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}
