// Package volumeattachment holds the rules of volumeattachments
// (storage.k8s.io): a volume attached to a node. The spec is immutable;
// the status (attached, metadata, errors) is written through
// volumeattachments/status by the attacher.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.
package volumeattachment
