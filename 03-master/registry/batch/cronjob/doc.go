// Package cronjob holds the rules of cron jobs: the strategy the registry
// Store calls on create and update (status reset, generation bumps on
// spec changes, validation of the schedule, time zone and job template)
// and the status strategy of cronjobs/status.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields
// and part of the job spec warnings.
//
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.
package cronjob
