// Package prioritylevelconfiguration is the storage of
// prioritylevelconfigurations and prioritylevelconfigurations/status: a
// generic Store (stage 03) with upstream's strategies, cluster-scoped,
// keyed /prioritylevelconfigurations/<name>. A spec change bumps
// metadata.generation; the main resource keeps the stored status and
// the status subresource keeps the stored metadata and spec.
// `kubectl get prioritylevelconfigurations` gets upstream's columns,
// NAME TYPE NOMINALCONCURRENCYSHARES QUEUES HANDSIZE QUEUELENGTHLIMIT AGE,
// "<none>" where a level has no such setting (exempt; reject).
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration
// (strategy.go) and its storage subpackage (folded in here); the table
// is printPriorityLevelConfiguration of k8s.io/kubernetes/pkg/printers/internalversion.
// Left out: declarative validation.
package prioritylevelconfiguration
