// Package printers renders replica sets, stateful sets, daemon sets and
// controller revisions as the Table `kubectl get`
// prints, with upstream's columns, on the shared TableConvertor of
// 02-generic-server/printers; deployments use stage 02's printer, which
// the demo needed first. The server always sends the wide columns, as
// upstream (the printer storage generates with Wide: true); kubectl picks.
//
// Stage 03 adds it, for the apps group.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (printReplicaSet,
// printStatefulSet, printDaemonSet, printControllerRevision).
package printers
