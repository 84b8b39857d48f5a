// Package resource holds the internal types of resource.k8s.io, dynamic
// resource allocation (DRA): DeviceClass (a class of devices and their
// configuration), ResourceSlice (the devices a driver publishes, per node
// or pool), ResourceClaim (a request for devices, allocated by the
// scheduler, its status written through resourceclaims/status),
// ResourceClaimTemplate (claims stamped out per pod) and DeviceTaintRule
// (a taint put on matching devices).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/resource. Our
// internal types have the shape of v1, so conversion is a plain copy.
// Left out: the v1alpha3, v1beta1 and v1beta2 versions, and
// ResourcePoolStatusRequest (alpha).
//
// +k8s:deepcopy-gen=package
// +groupName=resource.k8s.io
package resource

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
