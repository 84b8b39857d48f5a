// Package workqueue is the queue a controller's workers take keys from:
// a key added twice before a worker takes it is processed once, and a
// key added while a worker holds it is processed again after Done, never
// by two workers at once. A RateLimitingQueue retries a failed key after
// a delay that doubles with each failure, and RunWorkers is the worker
// loop every controller would otherwise write for itself.
//
// Stage 04 adds it for the CRD controllers. Upstream:
// k8s.io/client-go/util/workqueue (Type, the delaying queue and the
// rate-limiting queue).
//
// Left out: rate limiters other than the per-item exponential one (no
// token bucket, no max-of), metrics, and the typed queue's options.
// RunWorkers has no upstream counterpart: upstream controllers each
// write Run, runWorker and processNextWorkItem themselves.
package workqueue
