package validation_test

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// Alice may read pods in demo. She may grant that to others, but not
// more: RBAC refuses to let anyone grant what they do not hold.
func ExampleConfirmNoEscalation() {
	podReader := &rbacv1.Role{
		ObjectMeta: metav1.ObjectMeta{Name: "pod-reader", Namespace: "demo"},
		Rules:      []rbacv1.PolicyRule{rbacv1.NewRule("get", "list").Groups("").Resources("pods").RuleOrDie()},
	}
	binding := rbacv1.NewRoleBinding("pod-reader", "demo").Users("alice").BindingOrDie()
	resolver, _ := validation.NewTestRuleResolver([]*rbacv1.Role{podReader}, []*rbacv1.RoleBinding{&binding}, nil, nil)

	alice := &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	ctx := request.WithNamespace(request.WithUser(context.Background(), alice), "demo")
	fmt.Println(validation.ConfirmNoEscalation(ctx, resolver, podReader.Rules))
	fmt.Println(validation.ConfirmNoEscalation(ctx, resolver, []rbacv1.PolicyRule{
		rbacv1.NewRule("get", "delete").Groups("").Resources("pods").RuleOrDie(),
	}))
	// Output:
	// <nil>
	// user "alice" (groups=["system:authenticated"]) is attempting to grant RBAC permissions not currently held:
	// {APIGroups:[""], Resources:["pods"], Verbs:["delete"]}
}
