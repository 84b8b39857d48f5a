// Package csistoragecapacity holds the rules of csistoragecapacities
// (storage.k8s.io): the capacity a CSI driver has left in one topology
// segment for one storage class; the scheduler reads it for
// WaitForFirstConsumer volumes.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.
package csistoragecapacity
