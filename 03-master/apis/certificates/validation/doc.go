// Package validation checks certificates.k8s.io objects. A
// CertificateSigningRequest needs a PEM PKCS#10 request whose signature
// checks, known and unique usages, a signerName of the form
// "example.com/name" (not the legacy-unknown signer), an expiration of at
// least 600 seconds, well-formed conditions (Approved and Denied never
// together, Approved/Denied/Failed only "True") and a certificate that is
// PEM CERTIFICATE blocks; an update may not remove those conditions,
// only the approval subresource may add or change Approved and Denied,
// and only the status subresource may set the certificate, once. A
// ClusterTrustBundle needs a name prefixed by its signer and a trust
// bundle of PEM CA certificates; a PodCertificateRequest its pod, service
// account and node names and UIDs, a maxExpirationSeconds in range and a
// stub PKCS#10 request; its spec is immutable and its status holds at
// most one of Issued, Denied and Failed. Messages and field paths are
// upstream's.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/certificates/validation.
// Left out: the compatibility allowances for objects stored by older
// versions (v1beta1's legacy signer, duplicate usages ...), the checks
// that tie a PodCertificateRequest's stub request to the node's key and
// its issued chain to its timestamps, and unverifiedUserAnnotations' key
// rules beyond a qualified name.
package validation
