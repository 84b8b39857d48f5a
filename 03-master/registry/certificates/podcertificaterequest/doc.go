// Package podcertificaterequest holds the rules of podcertificaterequests
// (certificates.k8s.io): a kubelet's request for a certificate for one of
// its pods; the spec is immutable, the signer writes the chain and the
// Issued, Denied or Failed condition through
// podcertificaterequests/status.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.
package podcertificaterequest
