// Package validatingadmissionpolicybinding is the storage of
// validatingadmissionpolicybindings: a generic Store (stage 03) with
// upstream's strategy, cluster-scoped. metadata.generation starts at 1
// and grows when the spec changes. `kubectl get` prints NAME, POLICYNAME,
// PARAMREF and AGE, as upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding
// (strategy.go) and its storage subpackage (folded in here).
// Left out: declarative validation; the check that the author may read
// the bound policy's params (upstream's authorizeCreate, which needs the
// policy getter and a resource resolver).
package validatingadmissionpolicybinding
