// Package poddisruptionbudget holds the strategies of pod disruption
// budgets and poddisruptionbudgets/status: a new budget starts at
// generation 1 with an empty status (the disruption controller computes
// it); a spec change bumps the generation; a PUT must carry a
// resourceVersion (the eviction subresource and the controller race on
// the status, and neither may overwrite blindly).
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.
//
// Left out: the v1beta1 selector semantics (dropDisabledFields strips a
// label only v1beta1 clients add).
package poddisruptionbudget
