// Package storage builds the storage of ipaddresses on the registry Store
// (keys /registry/ipaddresses/<name>), with upstream's printer columns, the short name "ip".
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress/storage.
package storage
