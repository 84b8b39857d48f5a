// Package serviceaccount gives the service account token validators what
// they look up: NewGetterFromStorage finds service accounts, pods and
// secrets in the master's storage (as v1 objects, which the validators
// take), and NewSecretLabelerFromStorage records on a secret the day its
// legacy token was last used.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount
// (tokengetter.go: NewGetterFromClient, which reads informers' listers
// first and falls back to a client; the legacy validator's label patch
// goes through client-go).
// Left out: the listers' cache (each lookup is a storage read, a quorum
// read of etcd), nodes and webhook configurations, and the service
// account and token controllers of the same upstream package.
package serviceaccount
