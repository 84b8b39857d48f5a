// Package generic holds what every quota evaluator shares: the evaluator
// that counts objects of any resource (count/<resource>.<group>), the
// scope and resource matching of a quota, the sum over a namespace, and
// the registry.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/quota/v1/generic.
//
// Left out: listers with label selectors (ours list a namespace through a
// function the caller gives, typically an informer's ByNamespace) and the
// configuration that ignores resources.
package generic
