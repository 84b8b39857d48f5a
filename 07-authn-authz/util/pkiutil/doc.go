// Package pkiutil makes the certificates a secure API server needs, the
// way kubeadm init does, so that `go run ./07-authn-authz` serves HTTPS
// with client-certificate authentication and a ready admin kubeconfig
// and nobody has to run openssl first.
//
// CreatePKIAssets fills a directory on first start and reuses it after:
//
//	ca.crt, ca.key                         the cluster CA (--client-ca-file)
//	apiserver.crt, apiserver.key           serving certificate, signed by ca, with the
//	                                       SANs clients use: 127.0.0.1, ::1, localhost,
//	                                       kubernetes[.default[.svc[.cluster.local]]]
//	                                       and the first service IP
//	admin.crt, admin.key                   client certificate CN=kubernetes-admin,
//	                                       O=system:masters, signed by ca
//	front-proxy-ca.crt, front-proxy-ca.key the requestheader CA
//	front-proxy-client.crt, .key           CN=front-proxy-client, signed by front-proxy-ca
//
// The helpers below it (NewCertificateAuthority, NewCertAndKey,
// WriteCertAndKey, TryLoadCertAndKeyFromDisk ...) are kubeadm's, and
// write PEM through 02-generic-server/cert.
//
// Stage 07 adds it.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil (the helpers)
// and k8s.io/kubernetes/cmd/kubeadm/app/phases/certs (CreatePKIAssets and
// the certificate list), which this package merges; AltNames is
// k8s.io/client-go/util/cert.AltNames.
// Left out: etcd's certificates (our etcd is embedded and listens on no
// port), the kubelet client certificate (no kubelets), the
// service-account key pair (no service-account tokens yet), ECDSA keys
// (RSA-2048 only, kubeadm's default), CSRs and renewal, external CAs.
// The admin certificate is in system:masters, as kubeadm's super-admin
// is: kubeadm's kubernetes-admin is in kubeadm:cluster-admins since
// v1.29, a group only a ClusterRoleBinding makes powerful, and there is
// no RBAC here yet.
package pkiutil
