package rbac_test

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// A ClusterRole that reads pods, bound in one namespace to alice: she
// may read pods there, but not their logs (a subresource is named on its
// own), and not in another namespace.
func ExampleRBACAuthorizer_Authorize() {
	podReader := &rbacv1.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"},
		Rules:      []rbacv1.PolicyRule{rbacv1.NewRule("get", "list", "watch").Groups("").Resources("pods").RuleOrDie()},
	}
	binding := rbacv1.NewRoleBindingForClusterRole("pod-reader", "demo").Users("alice").BindingOrDie()
	_, static := rbacregistryvalidation.NewTestRuleResolver(nil, []*rbacv1.RoleBinding{&binding}, []*rbacv1.ClusterRole{podReader}, nil)
	authz := rbac.New(static, static, static, static)

	alice := &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	for _, a := range []authorizer.AttributesRecord{
		{User: alice, ResourceRequest: true, Verb: "list", Resource: "pods", Namespace: "demo"},
		{User: alice, ResourceRequest: true, Verb: "get", Resource: "pods", Subresource: "log", Name: "web", Namespace: "demo"},
		{User: alice, ResourceRequest: true, Verb: "list", Resource: "pods", Namespace: "prod"},
	} {
		d, reason, _ := authz.Authorize(context.Background(), a)
		resource := a.Resource
		if a.Subresource != "" {
			resource += "/" + a.Subresource
		}
		fmt.Printf("%s %s in %s: %v %q\n", a.Verb, resource, a.Namespace, d, reason)
	}
	// Output:
	// list pods in demo: Allow "RBAC: allowed by RoleBinding \"pod-reader/demo\" of ClusterRole \"pod-reader\" to User \"alice\""
	// get pods/log in demo: NoOpinion ""
	// list pods in prod: NoOpinion ""
}
