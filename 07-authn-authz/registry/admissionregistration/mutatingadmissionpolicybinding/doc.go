// Package mutatingadmissionpolicybinding is the storage of
// mutatingadmissionpolicybindings: a generic Store (stage 03) with
// upstream's strategy, cluster-scoped. metadata.generation starts at 1
// and grows when the spec changes. `kubectl get` prints NAME, POLICYNAME,
// PARAMREF and AGE, as upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding
// (strategy.go) and its storage subpackage (folded in here).
// Its strategy also checks, as upstream's, that the author of a binding
// with a paramRef may get (list, for a selector) the params it names, in
// the kind the bound policy's paramKind says (package resolver).
//
// Left out: declarative validation; resolving a custom resource's kind
// (the check then asks for every resource of its group version).
package mutatingadmissionpolicybinding
