// Package finalizer runs the CRDFinalizer, which deletes every custom
// resource of a CustomResourceDefinition being deleted and then lets the
// CRD go.
//
// The CRD strategy adds the finalizer
// customresourcecleanup.apiextensions.k8s.io when a CRD is created. A
// DELETE of the CRD therefore only sets its deletionTimestamp. The
// CRDFinalizer sees such a CRD, sets Terminating=True
// ("InstanceDeletionInProgress"), and, if the CRD was ever established,
// deletes its custom resources namespace by namespace with
// DeleteCollection on their storage, then lists until none remain. It
// records the outcome in the Terminating condition and removes the
// finalizer; the CRD storage, seeing a deletionTimestamp and no
// finalizers left, deletes the CRD.
//
// This package is added by stage 04, with the apiextensions server.
//
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer
// (CRDFinalizer).
//
// Differences: upstream removes the finalizer with the same status update
// that records the final condition; our status strategy keeps metadata
// as stored, so we write the condition through the status storage and
// then remove the finalizer through the main CRD storage. Left out: the
// check for CRDs that overlap built-in resources, and the rate limiter's
// overall token bucket (a failed sync is retried after a per-key doubling
// delay, see workqueue.RunWorkers).
package finalizer
