// Package validation checks storage.k8s.io objects: names (class names,
// CSI driver names, node names), required fields (a StorageClass's
// provisioner, a VolumeAttachment's attacher, source and node, a CSINode
// driver's nodeID), enums (reclaim policy, volume binding mode, fsGroup
// policy, volume lifecycle modes), sizes (parameters, attachment metadata,
// error messages) and immutable fields (a StorageClass's provisioner,
// parameters, reclaim policy and binding mode; a VolumeAttachment's spec;
// a CSIDriver's attachRequired, podInfoOnMount, volumeLifecycleModes and
// fsGroupPolicy; a CSIStorageCapacity's topology and class; a
// VolumeAttributesClass's driver and parameters), with upstream's field
// paths and messages.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.
// Left out: allowedTopologies' duplicate-term check and its label
// requirement checks beyond a non-empty key and values, CSINode status
// (storage health) validation, a CSIDriver's tokenRequests audiences
// check, and the label selector's own syntax in nodeTopology beyond what
// metav1 refuses.
package validation
