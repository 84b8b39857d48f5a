// Package core holds the quota evaluators of the core group: pods (their
// count, their cpu, memory and ephemeral-storage requests and limits,
// huge pages and extended resources' requests, with the
// Terminating, NotTerminating, BestEffort, NotBestEffort and
// PriorityClass scopes), services (count, load balancers, node ports),
// and object counts of configmaps, secrets, resourcequotas,
// replicationcontrollers and persistentvolumeclaims under their legacy
// names.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.
//
// Left out: the persistentvolumeclaims evaluator's requests.storage and
// per-storage-class names (our master serves no claims, so claims are
// only counted), DRA's implicit extended resources (device classes),
// pod-level resources,
// in-place resize, the CrossNamespacePodAffinity scope, and the clock
// that stops charging a pod stuck terminating past its grace period.
package core
