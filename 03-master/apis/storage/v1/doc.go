// Package v1 is version v1 of the storage.k8s.io group, with upstream's
// JSON names and protobuf numbers, its defaults (a StorageClass's
// reclaimPolicy Delete and volumeBindingMode Immediate, a CSIDriver's
// attachRequired, podInfoOnMount, requiresRepublish, storageCapacity,
// seLinuxMount and fsGroupPolicy) and generated conversions to the
// internal types.
//
// Stage 03 adds it. Upstream: k8s.io/api/storage/v1 (types) and
// k8s.io/kubernetes/pkg/apis/storage/v1 (defaults, conversions).
// Left out: VolumeAttachmentSource.InlineVolumeSpec.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/storage
// +k8s:defaulter-gen=TypeMeta
// +groupName=storage.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
