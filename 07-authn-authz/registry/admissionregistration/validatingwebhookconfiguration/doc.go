// Package validatingwebhookconfiguration is the storage of
// validatingwebhookconfigurations: a generic Store (stage 03) with
// upstream's strategy, cluster-scoped. metadata.generation starts at 1
// and grows when the webhooks change. `kubectl get` prints NAME,
// WEBHOOKS and AGE, as upstream.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingwebhookconfiguration
// (strategy.go) and its storage subpackage (folded in here).
// Left out: declarative validation, the validation options that let an
// update keep what older servers accepted.
package validatingwebhookconfiguration
