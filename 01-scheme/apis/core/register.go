package core

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the name of the core group: empty, which is why its objects
// say apiVersion: v1 and live under /api rather than /apis.
// Upstream: k8s.io/kubernetes/pkg/apis/core.GroupName.
const GroupName = ""

// SchemeGroupVersion is the internal version of the core group.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/core.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal core types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/core.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the core group.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the core group.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds. The internal version gets no
// metav1.AddToGroupVersion: options and watch events are registered by
// the external versions. Upstream: k8s.io/kubernetes/pkg/apis/core.addKnownTypes.
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
		&ServiceAccount{},
		&ServiceAccountList{},
		&Secret{},
		&SecretList{},
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
	return nil
}
