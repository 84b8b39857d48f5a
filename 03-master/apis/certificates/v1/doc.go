// Package v1 is version v1 of certificates.k8s.io, with upstream's JSON
// names and protobuf numbers, its field selectors (spec.signerName, and a
// PodCertificateRequest's spec.podName and spec.nodeName) and generated
// conversions to the internal types. The group has no defaults.
//
// Stage 03 adds it. Upstream: k8s.io/api/certificates/v1 (types) and
// k8s.io/kubernetes/pkg/apis/certificates/v1 (conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/certificates
// +k8s:defaulter-gen=TypeMeta
// +groupName=certificates.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
