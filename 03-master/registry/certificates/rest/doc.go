// Package rest builds the certificates.k8s.io group for the master: its
// RESTStorageProvider makes the storage of certificatesigningrequests
// (with /status and /approval), clustertrustbundles and
// podcertificaterequests (with /status), listed by
// stage 03's controlplane.builtInRESTStorageProviders.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/rest.
// Left out: the v1alpha1 and v1beta1 versions. No signer runs in our
// server: approving a CSR records the condition, and a signer (the
// controller manager's csrsigning controller, or your own) writes the
// certificate.
package rest
