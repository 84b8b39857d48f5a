// Package flowschema is the storage of flowschemas and
// flowschemas/status: a generic Store (stage 03) with upstream's
// strategies, cluster-scoped, keyed /flowschemas/<name>. A spec change
// bumps metadata.generation; the main resource keeps the stored status
// and the status subresource keeps the stored metadata and spec.
// `kubectl get flowschemas` gets upstream's columns, NAME PRIORITYLEVEL
// MATCHINGPRECEDENCE DISTINGUISHERMETHOD AGE MISSINGPL, its rows in
// matching order (precedence, then name).
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema
// (strategy.go) and its storage subpackage (folded in here); the table
// is printFlowSchema of k8s.io/kubernetes/pkg/printers/internalversion.
// Left out: declarative validation.
package flowschema
