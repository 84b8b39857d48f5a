// Package crdregistration tells the auto-registration controller about
// the group-versions of the CustomResourceDefinitions: a Local
// APIService (group priority 1000, version priority 100) for each served
// version of every CRD, withdrawn when the version or the CRD goes. So
// the aggregator sends /apis/<crd group>/<version> to the rest of the
// chain, where the extensions server serves it.
//
// Stage 05 adds it. Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration
// (a kube-apiserver package, not the aggregator's).
// Left out: the clientset and listers (we read stage 04's CRD informer).
package crdregistration
