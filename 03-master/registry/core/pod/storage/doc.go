// Package storage builds the REST storage of pods and pods/status, with
// the short name po, the `all` category and upstream's printer columns;
// pods/binding and the bindings resource (BindingREST, LegacyBindingREST:
// how the scheduler places a pod, once); and pods/eviction (EvictionREST:
// a delete that spends a PodDisruptionBudget disruption or answers 429).
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage (NewStorage,
// which returns a PodStorage with many more subresources).
//
// Left out: log, exec, attach, portforward, proxy, ephemeralcontainers,
// resize (there is no kubelet to reach); binding's refusal of pods with scheduling gates (we carry
// none); GetResetFields.
package storage
