// Package validation checks Leases as upstream does: the name is a DNS
// subdomain, leaseDurationSeconds is positive, leaseTransitions is not
// negative, strategy is a known one and preferredHolder needs a strategy.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.
// Left out: LeaseCandidate's validation (the kind is not served).
package validation
