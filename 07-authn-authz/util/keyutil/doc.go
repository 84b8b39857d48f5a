// Package keyutil reads and writes the PEM key files of service account
// tokens: the private key the server signs with
// (--service-account-signing-key-file) and the public keys it verifies
// with (--service-account-key-file, which may hold several keys, or
// private keys whose public halves are used, or certificates).
// CreateServiceAccountKeyAndPublicKeyFiles makes sa.key and sa.pub on
// first start, as kubeadm init does, so that a stage can issue tokens
// without anyone running openssl.
//
// Stage 07 adds it. Upstream: k8s.io/client-go/util/keyutil, and
// k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.CreateServiceAccountKeyAndPublicKeyFiles.
// Left out: ECDSA keys (07's serviceaccount package signs and verifies
// RS256 only), MakeEllipticPrivateKeyPEM and LoadOrGenerateKeyFile.
package keyutil
