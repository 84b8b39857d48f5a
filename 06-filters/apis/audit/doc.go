// Package audit is the audit.k8s.io API group: the Event an audit backend
// writes and the Policy that says which requests are audited at which
// level. Its only version is v1 (sub-package v1); install registers it in
// a scheme, validation checks a Policy.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/apis/audit.
// Left out: the internal version. Upstream decodes a policy file into the
// internal Policy and converts events to v1 when it writes them; with one
// version on the wire and in files, the conversion teaches nothing, so the
// audit code works on v1 types directly. The fuzzer and the protobuf
// encoding of events (used by the webhook backend, left out too) are
// missing as well.
package audit
