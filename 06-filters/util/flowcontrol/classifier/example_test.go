package classifier_test

import (
	"fmt"
	"sort"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/classifier"
)

// Example classifies two requests against the mandatory FlowSchemas
// alone: system:masters is exempt, everyone else lands in catch-all, one
// flow per user.
func Example() {
	var schemas []*flowcontrol.FlowSchema
	for _, fs := range internalbootstrap.MandatoryFlowSchemas {
		schemas = append(schemas, fs)
	}
	// Put catch-all first: Classify sorts by precedence itself.
	sort.Slice(schemas, func(i, j int) bool { return schemas[i].Name < schemas[j].Name })

	listPods := &genericrequest.RequestInfo{IsResourceRequest: true, Verb: "list", Resource: "pods", Namespace: "default"}
	for _, u := range []*user.DefaultInfo{
		{Name: "admin", Groups: []string{user.SystemPrivilegedGroup, user.AllAuthenticated}},
		{Name: "alice", Groups: []string{user.AllAuthenticated}},
	} {
		digest := classifier.RequestDigest{RequestInfo: listPods, User: u}
		fs, _ := classifier.Classify(digest, schemas)
		d := classifier.FlowDistinguisher(digest, fs)
		fmt.Printf("%s: schema %s, priority level %s, distinguisher %q, flow %#x\n",
			u.Name, fs.Name, fs.Spec.PriorityLevelConfiguration.Name, d, classifier.HashFlowID(fs.Name, d))
	}
	// Output:
	// admin: schema exempt, priority level exempt, distinguisher "", flow 0xffa9e4a2537c0600
	// alice: schema catch-all, priority level catch-all, distinguisher "alice", flow 0xd78ace6c8f5f332c
}
