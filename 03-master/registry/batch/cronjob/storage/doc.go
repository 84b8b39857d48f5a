// Package storage builds the storage of cron jobs on the registry Store:
// cronjobs and cronjobs/status, sharing one Store and so one etcd prefix
// (/registry/cronjobs/<ns>/<name>).
//
// Stage 03 adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob/storage.
package storage
