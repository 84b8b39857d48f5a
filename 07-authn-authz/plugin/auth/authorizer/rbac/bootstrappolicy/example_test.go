package bootstrappolicy_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac/bootstrappolicy"
)

// The bindings every cluster starts with: who gets which role.
func ExampleClusterRoleBindings() {
	for _, b := range bootstrappolicy.ClusterRoleBindings() {
		var subjects []string
		for _, s := range b.Subjects {
			subjects = append(subjects, s.Kind+" "+s.Name)
		}
		fmt.Printf("%s -> %s %s: %q\n", b.Name, b.RoleRef.Kind, b.RoleRef.Name, subjects)
	}
	// Output:
	// cluster-admin -> ClusterRole cluster-admin: ["Group system:masters"]
	// system:monitoring -> ClusterRole system:monitoring: ["Group system:monitoring"]
	// system:discovery -> ClusterRole system:discovery: ["Group system:authenticated"]
	// system:basic-user -> ClusterRole system:basic-user: ["Group system:authenticated"]
	// system:public-info-viewer -> ClusterRole system:public-info-viewer: ["Group system:authenticated" "Group system:unauthenticated"]
	// system:node-proxier -> ClusterRole system:node-proxier: ["User system:kube-proxy"]
	// system:kube-controller-manager -> ClusterRole system:kube-controller-manager: ["User system:kube-controller-manager"]
	// system:kube-dns -> ClusterRole system:kube-dns: ["ServiceAccount kube-dns"]
	// system:kube-scheduler -> ClusterRole system:kube-scheduler: ["User system:kube-scheduler"]
	// system:volume-scheduler -> ClusterRole system:volume-scheduler: ["User system:kube-scheduler"]
	// system:node -> ClusterRole system:node: []
	// system:service-account-issuer-discovery -> ClusterRole system:service-account-issuer-discovery: ["Group system:serviceaccounts"]
	// system:cluster-trust-bundle-discovery -> ClusterRole system:cluster-trust-bundle-discovery: ["Group system:serviceaccounts"]
}
