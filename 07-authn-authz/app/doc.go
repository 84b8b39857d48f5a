// Package app is stage 07's kube-apiserver command, the complete server:
// stage 06's options and chain, secure by default.
//
//   - HTTPS only, on 127.0.0.1:6443; the plain --insecure-port of stages
//     02 to 06 is gone, as in kube-apiserver since v1.20. Upstream binds
//     0.0.0.0; a reader's laptop need not offer its API to the network
//     (--bind-address 0.0.0.0 does).
//   - At first start the server makes its PKI in --cert-dir (.data/pki):
//     a cluster CA, the serving certificate, an admin client certificate
//     (kubernetes-admin in system:masters) and the front-proxy pair, as
//     kubeadm init does, and writes .data/pki/admin.conf for the port it
//     serves on; later starts reuse them. The empty file flags default to
//     them: --tls-cert-file, --client-ca-file, --requestheader-*,
//     --proxy-client-cert-file.
//   - Authentication (in this order): front-proxy headers, client
//     certificates, bearer tokens from --token-auth-file (service-account
//     tokens plug in after them), everyone recognised joins
//     system:authenticated; then, with --anonymous-auth, system:anonymous.
//     A failed request is a 401 Status, audited.
//   - Impersonation, then authorization: system:masters may do anything,
//     then each --authorization-mode in order (AlwaysAllow, AlwaysDeny,
//     RBAC; RBAC by default, see 07-authn-authz/kubeapiserver/options).
//
// RBAC reads the master's rbac.authorization.k8s.io storage through
// informers (rbacGetters); the RBAC storage asks the same authorizer
// whether a user may escalate or bind. One seam is left, in config.go:
// serviceAccountTokenAuthenticators.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app
// (and kubeadm for the PKI and admin.conf).
// Left out: admission, the loopback client and its token, SNI
// certificates, reloading certificates and CA bundles, the
// extension-apiserver-authentication ConfigMap, the authentication and
// authorization APIs (TokenReview, SubjectAccessReview ...).
package app
