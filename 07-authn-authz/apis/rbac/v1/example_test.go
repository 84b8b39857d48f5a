package v1_test

import (
	"fmt"

	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// Rules are written with the builder: lists come out sorted and without
// duplicates, and the common mistake (resources without groups) fails.
func ExampleNewRule() {
	rule := rbacv1.NewRule("watch", "get", "list").Groups("apps").Resources("deployments", "deployments/scale").RuleOrDie()
	fmt.Println(rbacv1.CompactString(rule))

	_, err := rbacv1.NewRule("get").Resources("pods").Rule()
	fmt.Println(err != nil)
	// Output:
	// {APIGroups:["apps"], Resources:["deployments" "deployments/scale"], Verbs:["get" "list" "watch"]}
	// true
}
