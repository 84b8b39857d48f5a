package rbac

import (
	"context"
	"fmt"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// BenchmarkAuthorize measures one RBAC decision against n ClusterRoles,
// n RoleBindings in the request's namespace and n ClusterRoleBindings,
// each binding naming a user of its own, for n = 10 (the baseline) and
// n = 1,000 (the figure): the user of the last RoleBinding
// (allowed after walking every ClusterRoleBinding and every binding
// before hers) and a user no binding names (denied after walking them
// all):
//
//	go test -run '^$' -bench Authorize -benchmem ./07-authn-authz/plugin/auth/authorizer/rbac/
func BenchmarkAuthorize(b *testing.B) {
	for _, n := range []int{10, 1000} {
		a := authorizerWithBindings(n)
		for _, tc := range []struct {
			name string
			user string
			want authorizer.Decision
		}{
			{"allowed-by-the-last-binding", fmt.Sprintf("user-%d", n-1), authorizer.DecisionAllow},
			{"bound-nowhere", "stranger", authorizer.DecisionNoOpinion},
		} {
			attrs := authorizer.AttributesRecord{
				User: &user.DefaultInfo{Name: tc.user, Groups: []string{user.AllAuthenticated}},
				Verb: "get", Namespace: "default", Resource: "configmaps", Name: "c", ResourceRequest: true, APIVersion: "v1",
			}
			b.Run(fmt.Sprintf("bindings-%d/%s", n, tc.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if d, _, _ := a.Authorize(context.Background(), attrs); d != tc.want {
						b.Fatalf("got %v; want %v", d, tc.want)
					}
				}
			})
		}
	}
}

// authorizerWithBindings is an RBAC authorizer over n ClusterRoles
// (each allowing get on one resource of its own, the last on
// configmaps), n RoleBindings in default (user-i to role-i) and n
// ClusterRoleBindings (cluster-user-i to role-i).
func authorizerWithBindings(n int) *RBACAuthorizer {
	var clusterRoles []*rbacv1.ClusterRole
	var roleBindings []*rbacv1.RoleBinding
	var clusterRoleBindings []*rbacv1.ClusterRoleBinding
	for i := range n {
		resource := fmt.Sprintf("things-%d", i)
		if i == n-1 {
			resource = "configmaps"
		}
		name := fmt.Sprintf("role-%d", i)
		clusterRoles = append(clusterRoles, &rbacv1.ClusterRole{
			ObjectMeta: metav1.ObjectMeta{Name: name},
			Rules:      []rbacv1.PolicyRule{rbacv1.NewRule("get").Groups("").Resources(resource).RuleOrDie()},
		})
		rb := rbacv1.NewRoleBindingForClusterRole(name, "default").Users(fmt.Sprintf("user-%d", i)).BindingOrDie()
		roleBindings = append(roleBindings, &rb)
		crb := rbacv1.NewClusterBinding(name).Users(fmt.Sprintf("cluster-user-%d", i)).BindingOrDie()
		crb.Name = fmt.Sprintf("cluster-binding-%d", i)
		clusterRoleBindings = append(clusterRoleBindings, &crb)
	}
	_, static := rbacregistryvalidation.NewTestRuleResolver(nil, roleBindings, clusterRoles, clusterRoleBindings)
	return New(static, static, static, static)
}
