// Package v2 is apidiscovery.k8s.io/v2, the types of aggregated discovery:
// one APIGroupDiscoveryList document that lists every group, version and
// resource (with its verbs, scope, short names, categories and
// subresources), served at /api and /apis to clients that ask for it in
// their Accept header. kubectl 1.37 asks for it first and falls back to the
// legacy documents (APIVersions, APIGroupList, APIResourceList) otherwise;
// with it, kubectl needs two requests to learn everything instead of one per
// group version.
//
// The JSON names and protobuf field numbers are upstream's, so kubectl and
// client-go read our documents as they read a real server's; the tests decode
// documents a real kube-apiserver v1.37 sent and encode them again.
//
// Stage 02 adds it. Upstream: k8s.io/api/apidiscovery/v2.
// Left out: v2beta1 (kube-apiserver 1.37 no longer serves it: an Accept that
// asks only for v2beta1 gets 406) and the conversions between the two.
// GroupVersionKind stands in for metav1.GroupVersionKind, which package
// 01-scheme/apis/meta/v1 does not carry.
//
// +k8s:deepcopy-gen=package
// +k8s:protobuf-gen=package
package v2

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
