package webhook_test

import (
	"encoding/json"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/authorizer/webhook"
)

// ExampleNewSubjectAccessReview shows the review the sample server sends
// kube-apiserver when the aggregator proxies alice's list of flunders.
func ExampleNewSubjectAccessReview() {
	review := webhook.NewSubjectAccessReview(authorizer.AttributesRecord{
		User:            &user.DefaultInfo{Name: "alice", Groups: []string{"dev", "system:authenticated"}},
		Verb:            "list",
		Namespace:       "wardle",
		APIGroup:        "wardle.example.com",
		APIVersion:      "v1beta1",
		Resource:        "flunders",
		ResourceRequest: true,
	})
	out, _ := json.MarshalIndent(review, "", "  ")
	fmt.Println(string(out))
	// Output:
	// {
	//   "kind": "SubjectAccessReview",
	//   "apiVersion": "authorization.k8s.io/v1",
	//   "metadata": {},
	//   "spec": {
	//     "resourceAttributes": {
	//       "namespace": "wardle",
	//       "verb": "list",
	//       "group": "wardle.example.com",
	//       "version": "v1beta1",
	//       "resource": "flunders"
	//     },
	//     "user": "alice",
	//     "groups": [
	//       "dev",
	//       "system:authenticated"
	//     ]
	//   },
	//   "status": {
	//     "allowed": false
	//   }
	// }
}
