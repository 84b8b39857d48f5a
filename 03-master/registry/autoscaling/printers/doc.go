// Package printers renders horizontal pod autoscalers as the Table
// `kubectl get hpa` prints, with upstream's columns, on the shared
// TableConvertor of 02-generic-server/printers.
//
// Stage 03 adds it, for the autoscaling group.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion
// (printHorizontalPodAutoscaler, formatHPAMetrics).
package printers
