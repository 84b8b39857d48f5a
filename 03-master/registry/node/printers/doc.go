// Package printers renders the node.k8s.io kinds as the Table `kubectl
// get` prints, with upstream's columns, on the shared TableConvertor of
// 02-generic-server/printers.
//
// Stage 03 adds it, for the node group.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (printRuntimeClass).
package printers
