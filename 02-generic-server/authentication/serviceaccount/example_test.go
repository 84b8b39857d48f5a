package serviceaccount_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
)

// Example shows the names of a service account as a user.
func Example() {
	name := serviceaccount.MakeUsername("kube-system", "coredns")
	fmt.Println(name)
	fmt.Println(serviceaccount.MakeGroupNames("kube-system"))
	ns, sa, err := serviceaccount.SplitUsername(name)
	fmt.Println(ns, sa, err)
	_, _, err = serviceaccount.SplitUsername("system:serviceaccount:kube-system")
	fmt.Println(err)
	// Output:
	// system:serviceaccount:kube-system:coredns
	// [system:serviceaccounts system:serviceaccounts:kube-system]
	// kube-system coredns <nil>
	// Username must be in the form system:serviceaccount:namespace:name
}
