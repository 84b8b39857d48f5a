// Package workqueue is the queue a controller's workers take keys from:
// a key added twice before a worker takes it is processed once, and a
// key added while a worker holds it is processed again after Done, never
// by two workers at once.
//
// Stage 04 adds it for the CRD controllers. Upstream:
// k8s.io/client-go/util/workqueue (Type, the delaying queue and the
// rate-limiting queue).
//
// Left out: rate limiters (AddAfter takes the delay the caller chooses),
// metrics, and the typed queue's options.
package workqueue
