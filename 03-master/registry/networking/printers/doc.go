// Package printers renders the networking.k8s.io kinds as the Table
// `kubectl get` prints, with upstream's columns, on the shared
// TableConvertor of 02-generic-server/printers.
//
// Stage 03 adds it, for the networking group.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (printIngress,
// printIngressClass, printNetworkPolicy, printServiceCIDR, printIPAddress).
package printers
