package policy_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
)

// A policy is read once at start-up; each request is then matched
// against its rules, first match first.
func ExampleNewPolicyRuleEvaluator() {
	p, err := policy.LoadPolicyFromBytes([]byte(`
apiVersion: audit.k8s.io/v1
kind: Policy
omitStages: [RequestReceived]
rules:
- level: None
  nonResourceURLs: ["/healthz*", "/readyz*", "/livez*"]
- level: RequestResponse
  resources:
  - group: ""
    resources: ["configmaps"]
- level: Metadata
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	evaluator := policy.NewPolicyRuleEvaluator(p)
	anonymous := &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	for _, attrs := range []authorizer.AttributesRecord{
		{User: anonymous, Verb: "get", Path: "/readyz"},
		{User: anonymous, Verb: "create", ResourceRequest: true, Namespace: "default", Resource: "configmaps", APIVersion: "v1"},
		{User: anonymous, Verb: "list", ResourceRequest: true, Resource: "namespaces", APIVersion: "v1"},
	} {
		config := evaluator.EvaluatePolicyRule(attrs)
		fmt.Println(attrs.Verb, attrs.Path+attrs.Resource, config.Level, config.OmitStages)
	}
	// Output:
	// get /readyz None [RequestReceived]
	// create configmaps RequestResponse [RequestReceived]
	// list namespaces Metadata [RequestReceived]
}

// A policy with mistakes fails start-up with the field and the line.
func ExampleLoadPolicyFromBytes() {
	_, err := policy.LoadPolicyFromBytes([]byte(`apiVersion: audit.k8s.io/v1
kind: Policy
rules:
- level: Metadata
  nonResourceURLs: ["healthz"]
- level: Verbose
  verb: [get]
`))
	fmt.Println(err)
	_, err = policy.LoadPolicyFromBytes([]byte(`apiVersion: audit.k8s.io/v1
kind: Policy
rules:
- level: Metadata
- level: Verbose
`))
	fmt.Println(err)
	// Output:
	// line 7: rules[1].verb: unknown field "verb"
	// invalid audit policy: line 5: rules[1].level: Unsupported value: "Verbose": supported values: "None", "Metadata", "Request", "RequestResponse"
}
