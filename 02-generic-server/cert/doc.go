// Package cert generates the self-signed CA and serving certificate a
// server uses when it is given no certificate, and reads and writes PEM
// files.
//
// Stage 02 adds it for --cert-dir: with no --tls-cert-file, the server
// writes <cert-dir>/apiserver.crt (the serving certificate followed by the
// CA that signed it) and apiserver.key, and reuses them on the next start.
//
// Upstream counterparts: k8s.io/client-go/util/cert (GenerateSelfSignedCertKey,
// CanReadCertAndKey, WriteCert) and k8s.io/client-go/util/keyutil (WriteKey).
// Left out: fixture directories for tests, CSR helpers, and key types other
// than RSA.
package cert
