// Package helper answers questions about the internal core types that
// validation and admission both ask: is this a standard resource name, may
// a quota count it, which scopes apply to which resources.
//
// Stage 07's admission plugins (LimitRanger, ResourceQuota) need it, and
// 03-master's validation of LimitRange and ResourceQuota uses it; it lives
// in stage 01 beside the types, as upstream's does.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper. Left out: everything
// that concerns kinds this repository does not carry (nodes, persistent
// volumes, taints ...), hugepage size parsing, and the DRA device-class
// quota names.
package helper
