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
// Left out: declarative validation; the check that the author may read
// the paramKind's resource (upstream's authorizeCreate, which needs a
// resource resolver), and the static-manifest name suffix checks.
package validatingadmissionpolicy
