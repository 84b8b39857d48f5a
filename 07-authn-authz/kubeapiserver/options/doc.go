// Package options holds kube-apiserver's authentication and
// authorization flags and turns them into the configs of
// 07-authn-authz/kubeapiserver/authenticator and .../authorizer:
//
//	--anonymous-auth                   (default true)
//	--client-ca-file, --token-auth-file, --api-audiences
//	--requestheader-client-ca-file, --requestheader-allowed-names,
//	--requestheader-username-headers, -uid-headers, -group-headers,
//	--requestheader-extra-headers-prefix
//	--authorization-mode               (default RBAC)
//
// The default mode is a departure: kube-apiserver's flag defaults to
// AlwaysAllow, but every real cluster (kubeadm, kind, minikube, the cloud
// providers) runs with Node,RBAC, and a server that is "secure by
// default" must not let every authenticated user do everything. Node is
// left out (there are no kubelets), so the default is RBAC.
//
// Stage 07 adds it.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options (authentication.go,
// authorization.go) and, for the request-header and client-certificate
// flags, k8s.io/apiserver/pkg/server/options (authentication.go).
// Left out: service-account, bootstrap-token, OIDC, webhook and
// structured (--authentication-config) authentication flags,
// --authorization-config, --authorization-policy-file and the webhook
// authorization flags, reading the request-header settings back from
// the extension-apiserver-authentication ConfigMap.
package options
