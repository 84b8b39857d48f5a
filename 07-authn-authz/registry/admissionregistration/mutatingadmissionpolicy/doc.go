// Package mutatingadmissionpolicy is the storage of
// mutatingadmissionpolicies: a generic Store (stage 03) with upstream's
// strategy, cluster-scoped, no status. metadata.generation starts at 1
// and grows when the spec changes. `kubectl get` prints NAME, MUTATIONS,
// PARAMKIND and AGE, as upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy
// (strategy.go) and its storage subpackage (folded in here).
// Its strategy also checks, as upstream's, that the author of a policy
// with a paramKind may get every object of that kind (package resolver).
//
// Left out: declarative validation; resolving a custom resource's kind
// (the check then asks for every resource of its group version).
package mutatingadmissionpolicy
