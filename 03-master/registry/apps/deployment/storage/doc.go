// Package storage builds the storage of deployments on the registry
// Store: deployments, deployments/status and deployments/scale, sharing
// one Store and so one etcd prefix (/registry/deployments/<ns>/<name>).
//
// Stage 03 adds it. Left out: the rollback subresource of apps/v1beta1
// and extensions/v1beta1 (deployments/rollback).
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.
package storage
