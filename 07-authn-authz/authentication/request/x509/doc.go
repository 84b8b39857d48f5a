// Package x509 authenticates requests by their TLS client certificate.
// Authenticator verifies the certificate against a CA pool
// (--client-ca-file) and turns the verified chain into a user:
// CommonNameUserConversion makes the subject's CN the user name and its
// O (organizations) the groups, so "CN=kubernetes-admin,O=system:masters"
// is an administrator. Verifier verifies the same way but only to gate
// another authenticator: the front proxy's request headers
// (headerrequest) are believed only from a client whose certificate a
// separate CA signed and whose CN is allowed.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509 (x509.go,
// verify_options.go).
// Left out: the client certificate expiration histogram
// (apiserver_client_certificate_expiration_seconds); dynamically reloaded
// CA bundles (dynamiccertificates) — NewDynamic takes a VerifyOptionFunc,
// so one can be plugged in, but only static ones exist here; the
// AllowParsingUserUIDFromCertAuth feature gate (its v1.37 default, on, is
// hard-wired). When every verified chain fails to convert, the errors
// are joined with errors.Join, not upstream's aggregate.
package x509
