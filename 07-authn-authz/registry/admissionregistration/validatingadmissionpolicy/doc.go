// Package validatingadmissionpolicy is the storage of
// validatingadmissionpolicies and their status subresource: a generic
// Store (stage 03) with upstream's two strategies, cluster-scoped. The
// main resource keeps the stored status and starts metadata.generation at
// 1, bumping it when the spec changes; /status changes the status alone
// (written by the type-checking controller). Server-side apply's reset
// fields follow: status for the main resource, spec and metadata for
// /status. `kubectl get` prints NAME, VALIDATIONS, PARAMKIND and AGE, as
// upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy
// (strategy.go) and its storage subpackage (folded in here).
// Its strategy also checks, as upstream's, that the author of a policy
// with a paramKind may get every object of that kind (package resolver).
//
// Left out: declarative validation; resolving a custom resource's kind
// (the check then asks for every resource of its group version); the
// static-manifest name suffix checks.
package validatingadmissionpolicy
