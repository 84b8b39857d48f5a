// Package printers renders the batch kinds (jobs, cron jobs) as the Table
// `kubectl get` prints, with upstream's columns, on the shared
// TableConvertor of 02-generic-server/printers.
//
// Stage 03 adds it, for the batch group.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (printJob,
// printCronJob).
package printers
