// Package serviceaccount holds ServiceAccountsController, which gives
// every active namespace a "default" ServiceAccount (the one pods run as
// when they name none, see the ServiceAccount admission plugin), and the
// lookups of the service account token validators.
//
// ServiceAccountsController is kube-controller-manager's job upstream,
// not the API server's: there it reads shared informers and creates
// through a client. We run it in-process, started by stage 07's
// post-start hook "start-service-account-controller" and stopped with the
// server; it reads the shared informers and creates through the
// serviceaccounts storage (so, unlike upstream, its writes skip
// admission).
//
// The rest of the package gives the service account token validators
// what they look up: NewGetterFromStorage finds service accounts, pods and
// secrets in the master's storage (as v1 objects, which the validators
// take), and NewSecretLabelerFromStorage records on a secret the day its
// legacy token was last used.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount
// (serviceaccounts_controller.go; tokengetter.go: NewGetterFromClient, which reads informers' listers
// first and falls back to a client; the legacy validator's label patch
// goes through client-go).
// Left out: the listers' cache (each lookup is a storage read, a quorum
// read of etcd), nodes and webhook configurations, the token
// controller of the same upstream package, the controller's list of
// accounts to ensure (always just "default") and its metrics.
package serviceaccount
