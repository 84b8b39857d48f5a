// Package storage holds the internal types of the storage.k8s.io group:
// StorageClass (how volumes of a class are provisioned), VolumeAttachment
// (a volume attached to a node, written by the attach/detach controller
// and the CSI external-attacher), CSIDriver and CSINode (what a CSI driver
// needs and which nodes run it), CSIStorageCapacity (free capacity per
// topology segment, read by the scheduler) and VolumeAttributesClass
// (mutable volume parameters).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/storage. Our
// internal types have the shape of v1 (upstream's differ in places, e.g.
// a non-pointer AttachRequired), so conversion is a plain copy.
// Left out: the v1alpha1 and v1beta1 versions, and
// VolumeAttachmentSource.InlineVolumeSpec (a whole PersistentVolumeSpec,
// for the CSI migration of in-tree volumes). Fields of core types (reclaim
// policy, access and volume modes, topology selector terms) use core's, as
// upstream.
//
// +k8s:deepcopy-gen=package
// +groupName=storage.k8s.io
package storage

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
