package rbac

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the RBAC group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.GroupName.
const GroupName = "rbac.authorization.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/rbac.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal RBAC types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/rbac.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the RBAC group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the RBAC group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Role{},
		&RoleBinding{},
		&RoleBindingList{},
		&RoleList{},
		&ClusterRole{},
		&ClusterRoleBinding{},
		&ClusterRoleBindingList{},
		&ClusterRoleList{},
	)
	return nil
}
