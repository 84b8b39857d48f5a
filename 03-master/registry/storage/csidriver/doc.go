// Package csidriver holds the rules of csidrivers (storage.k8s.io): what a
// CSI driver needs from Kubernetes (attach, pod info on mount, capacity
// tracking, tokens).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.
package csidriver
