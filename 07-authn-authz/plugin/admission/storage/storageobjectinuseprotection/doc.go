// Package storageobjectinuseprotection is the StorageObjectInUseProtection
// admission plugin: it adds a finalizer to every new
// PersistentVolumeClaim (kubernetes.io/pvc-protection), PersistentVolume
// (kubernetes.io/pv-protection) and VolumeAttributesClass
// (kubernetes.io/vac-protection), so that deleting one only marks it
// Terminating until kube-controller-manager's pvc-protection,
// pv-protection and volumeattributesclass-protection controllers see
// nothing uses it any more and remove the finalizer: a claim a running
// pod mounts, or a volume a claim is bound to, cannot vanish under it.
//
// Stage 07 adds it, off by default where upstream's is on: this stage
// runs none of the protection controllers in-process, so alone (without
// kube-controller-manager attached) a deleted claim, volume or class
// would stay Terminating until its finalizer is removed by hand, as with
// upstream's kube-apiserver alone, and a namespace holding one with it.
// --enable-admission-plugins=StorageObjectInUseProtection turns it on
// beside a real kube-controller-manager.
//
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection,
// its finalizer names from k8s.io/kubernetes/pkg/volume/util.
//
// Left out: the VolumeAttributesClass feature gate (GA and on since
// 1.34; we have no gates), and the plugin's log lines.
package storageobjectinuseprotection
