// Package certificates holds the rules of certificatesigningrequests
// (certificates.k8s.io): a certificate signing request. Create records the
// requesting user; the main resource changes only metadata;
// certificatesigningrequests/approval adds the Approved or Denied
// condition (kubectl certificate approve);
// certificatesigningrequests/status sets the issued certificate and other
// conditions.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.
package certificates
