// Package v1 is version v1 of the networking.k8s.io group: Ingress,
// IngressClass, NetworkPolicy, ServiceCIDR and IPAddress with upstream's
// JSON names and protobuf numbers, their defaults (a NetworkPolicy's
// policyTypes and port protocol, an IngressClass's parameters scope), and
// their conversions to the internal types of package networking,
// generated (the shapes are the same).
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/networking/v1 (types) and
// k8s.io/kubernetes/pkg/apis/networking/v1 (defaults, conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/networking
// +k8s:defaulter-gen=TypeMeta
// +groupName=networking.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
