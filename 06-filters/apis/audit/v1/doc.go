// Package v1 is version v1 of the audit.k8s.io group: Event and EventList
// (what a backend writes), Policy and PolicyRule (what --audit-policy-file
// holds). JSON names are upstream's, so tools that read real audit logs
// read ours.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/apis/audit/v1.
// Departures: Event.User is this package's UserInfo, which has the JSON
// form of authentication.k8s.io/v1 UserInfo (no authentication API group
// exists here); RequestObject and ResponseObject are runtime.RawExtension
// instead of runtime.Unknown, because stage 01's Unknown has no JSON form
// of its own (upstream's writes Raw as it is, which is what RawExtension
// does here). ImpersonatedUser is filled from stage 07 on, which brings
// impersonation. Left out: PolicyList, AuthenticationMetadata, protobuf tags,
// the internal version (there is nothing to convert from, so no
// conversion-gen; deepcopy-gen writes the copies).
//
// +k8s:deepcopy-gen=package
// +groupName=audit.k8s.io
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
