// Package storage builds the REST storage of pod disruption budgets and
// poddisruptionbudgets/status: the generic registry Store with the
// poddisruptionbudget strategies, upstream's printer columns and the
// short name pdb.
//
// Stage 03 (the master) adds it; the policy group's RESTStorageProvider
// (registry/policy/rest) installs it under /apis/policy/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget/storage.
package storage
