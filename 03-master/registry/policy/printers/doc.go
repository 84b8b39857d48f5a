// Package printers holds the Table columns of the policy group's kinds,
// for `kubectl get`.
//
// Stage 03 (the master) adds it. Upstream: the policy handlers of
// k8s.io/kubernetes/pkg/printers/internalversion.
package printers
