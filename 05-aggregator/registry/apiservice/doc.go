// Package apiservice is the storage of apiservices and
// apiservices/status: a generic Store (stage 03) with the APIService
// strategies, keyed /apiservices/<name> under the storage prefix. The
// main resource keeps the stored status and the status subresource keeps
// the stored spec, labels, annotations, finalizers and owner references,
// so a user editing where a group-version is served and the availability
// controller reporting whether it answers never overwrite each other. A
// local APIService (no service) is created Available=True, reason Local.
// `kubectl get apiservices` gets upstream's columns: NAME, SERVICE
// ("Local" or <namespace>/<name>), AVAILABLE ("True", "False (Reason)",
// "Unknown") and AGE.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice
// (strategy.go) and its etcd subpackage (etcd.go, folded in here).
// Left out: the v1beta1 storage, and upstream's own StatusREST type (stage 03's generic
// StatusREST does the same).
package apiservice
