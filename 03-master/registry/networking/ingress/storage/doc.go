// Package storage builds the storage of ingresses on the registry Store
// (keys /registry/ingresses/<namespace>/<name>), with upstream's printer columns, the short name "ing" and the status subresource.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress/storage.
package storage
