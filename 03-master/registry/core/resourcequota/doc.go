// Package resourcequota holds the strategies of resource quotas and of
// their status subresource: the main resource's updates keep the stored
// status and the status updates keep the stored spec, so users set the
// hard limits and the quota controller (and stage 07's ResourceQuota
// admission plugin) records the use.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.
package resourcequota
