// Package printers renders deployments and replica sets as the Table
// `kubectl get` prints: upstream's columns, names, types and priorities
// (priority 1 columns show with -o wide), one row per object with the
// object attached. The server always sends the wide columns, as upstream
// (the printer storage generates with Wide: true); kubectl picks.
//
// Stage 03 adds it, for the apps group only. Upstream keeps every
// built-in kind's printer in one package and one generic TableConvertor
// over it; when the core group's registries need the same, the convertor
// here is the one to share (a 03-master/printers package), and the apps
// handlers move with it.
//
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (printDeployment,
// printReplicaSet) and k8s.io/kubernetes/pkg/printers/storage.TableConvertor.
package printers
