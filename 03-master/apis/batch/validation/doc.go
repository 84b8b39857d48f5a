// Package validation checks batch objects (jobs, cron jobs) for what
// guards stored data and what the job and cronjob controllers rely on: a
// selector generated from the job's uid (or set by hand with
// manualSelector), counts that are not negative, the completion mode and
// the fields it allows, pod failure and success policies, a template whose
// pods restart Never or OnFailure, the fields an update may not change
// (selector, template unless suspended, completions unless indexed,
// completionMode, podFailurePolicy, successPolicy, managedBy ...), status
// writes that do not undo what the controller decided, and a cron job's
// schedule, time zone, concurrency policy and 52-character name. A
// failure becomes a 422 Invalid with upstream's field paths and messages.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.
// Left out: the checks of JobSpec.scheduling (a field we do not carry),
// the feature-gated mutable scheduling directives and pod resources of a
// suspended job, most of validateJobStatus (the consistency of counters,
// indexes and conditions with the spec), and the selector's own
// validation beyond its labels (as in package apps/validation). The pod
// template is checked by 03-master/apis/core/validation.ValidatePodSpec.
package validation
