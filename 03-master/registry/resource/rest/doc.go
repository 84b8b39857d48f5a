// Package rest builds the resource.k8s.io group (dynamic resource
// allocation) for the master: its RESTStorageProvider makes the storage
// of deviceclasses, devicetaintrules (and /status), resourceclaims (and
// /status), resourceclaimtemplates and resourceslices, and
// listed by stage 03's controlplane.builtInRESTStorageProviders.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/rest.
// Left out: the alpha and beta versions and resourcepoolstatusrequests
// (alpha); upstream also serves devicetaintrules only behind the
// DeviceTaintRules gate's default, which v1.37 has on.
package rest
