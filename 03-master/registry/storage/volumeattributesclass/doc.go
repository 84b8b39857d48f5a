// Package volumeattributesclass holds the rules of volumeattributesclasses
// (storage.k8s.io): mutable attributes (IOPS, throughput) a claim may
// switch between; driver and parameters are immutable.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.
package volumeattributesclass
