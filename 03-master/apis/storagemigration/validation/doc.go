// Package validation checks StorageVersionMigrations: a DNS-subdomain
// name, a resource that is a DNS-1035 label and a group that is a DNS
// subdomain, an immutable spec; in the status a resourceVersion that is
// a non-negative integer and never changes once set, and Succeeded and
// Failed conditions that are never both true and, once true, stay so.
// Messages and field paths are upstream's.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/validation.
// Left out: the generic condition checks of metav1 validation (reason
// format, lengths, observedGeneration) beyond the ones above.
package validation
