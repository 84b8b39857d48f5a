// Package informerstest is an in-memory stand-in for a master's REST
// storage, for the tests of what reads through stage 07's informers and
// writes through its Storages (admission plugins, in-process controllers).
//
// Stage 07 adds it. Upstream: the fake clientset,
// k8s.io/client-go/kubernetes/fake, plays this part in upstream's tests.
//
// Left out: resource versions that mean anything, preconditions,
// selectors and validation; objects are keyed by namespace/name.
package informerstest
