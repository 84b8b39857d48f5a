// Package storage builds the storage of jobs on the registry Store: jobs
// and jobs/status, sharing one Store and so one etcd prefix
// (/registry/jobs/<ns>/<name>), with the job's field selectors.
//
// Stage 03 adds it. Left out: the warning upstream's delete gives when a
// batch/v1 client leaves the propagation policy out (its pods are
// orphaned there; our Store has no propagation finalizers).
//
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.
package storage
