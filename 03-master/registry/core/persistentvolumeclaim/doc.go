// Package persistentvolumeclaim holds the strategies of persistent volume
// claims and persistentvolumeclaims/status: a new claim starts with an
// empty status, the main resource keeps the stored status (its spec is
// immutable but for volumeName, set once, and a bound claim's storage
// request), the status subresource the stored spec.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.
//
// Left out: the data source normalisation of KEP 1495 (dataSource and
// dataSourceRef are stored as sent), the dropping of feature-gated
// fields, the warnings on the beta storage-class annotation.
package persistentvolumeclaim
