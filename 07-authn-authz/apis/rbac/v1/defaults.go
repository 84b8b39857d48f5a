package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ClusterRoleBinding defaults roleRef.apiGroup to the RBAC group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.SetDefaults_ClusterRoleBinding.
func SetDefaults_ClusterRoleBinding(obj *ClusterRoleBinding) {
	if obj.RoleRef.APIGroup == "" {
		obj.RoleRef.APIGroup = GroupName
	}
}

// SetDefaults_RoleBinding defaults roleRef.apiGroup to the RBAC group.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.SetDefaults_RoleBinding.
func SetDefaults_RoleBinding(obj *RoleBinding) {
	if obj.RoleRef.APIGroup == "" {
		obj.RoleRef.APIGroup = GroupName
	}
}

// SetDefaults_Subject defaults apiGroup to the RBAC group for a User or
// a Group; a ServiceAccount's stays "" (the core group). Unknown kinds
// are left alone for validation to refuse.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.SetDefaults_Subject.
func SetDefaults_Subject(obj *Subject) {
	if obj.APIGroup != "" {
		return
	}
	switch obj.Kind {
	case UserKind, GroupKind:
		obj.APIGroup = GroupName
	}
}
