// Package mutatingadmissionpolicy is the storage of
// mutatingadmissionpolicies: a generic Store (stage 03) with upstream's
// strategy, cluster-scoped, no status. metadata.generation starts at 1
// and grows when the spec changes. `kubectl get` prints NAME, MUTATIONS,
// PARAMKIND and AGE, as upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy
// (strategy.go) and its storage subpackage (folded in here).
// Left out: declarative validation; the check that the author may read
// the paramKind's resource (upstream's authorizeCreate).
package mutatingadmissionpolicy
