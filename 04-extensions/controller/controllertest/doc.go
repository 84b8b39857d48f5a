// Package controllertest holds test helpers for the CRD controllers
// (packages status, establish and finalizer): CRDs, a fake CRD storage
// that a real cache.Informer lists and watches and that a controller
// updates; Start, which runs the informer and the controller for the
// length of a test; and Eventually, which polls for the outcome. It is
// imported only by tests, like upstream's fake clientsets.
//
// Stage 04 adds it, with the controllers. Upstream:
// k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset/fake
// (NewSimpleClientset) with the object tracker of k8s.io/client-go/testing.
//
// Left out: reactors (a test injects conflicts with FailUpdates instead),
// other resources than CRDs, and the actions log (UpdateCount and Last
// cover what the tests check).
package controllertest
