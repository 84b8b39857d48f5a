// Package headerrequest authenticates requests that a front proxy has
// already authenticated: the proxy (the aggregator, when it forwards to
// an extension API server, or an authenticating proxy in front of
// kube-apiserver) names the user in headers, by default
//
//	X-Remote-User: alice
//	X-Remote-Uid: 1000
//	X-Remote-Group: dev
//	X-Remote-Extra-Scopes: read
//
// Anyone can send such headers, so they are believed only from a client
// whose certificate verifies against the requestheader CA
// (--requestheader-client-ca-file) and whose CN is allowed
// (--requestheader-allowed-names): NewSecure and
// NewDynamicVerifyOptionsSecure wrap the header authenticator in an
// x509.Verifier. The headers are removed once read, so no handler
// further in (a proxy to yet another server) passes them on.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest
// (requestheader.go).
// Left out: RequestHeaderAuthRequestController, which reads the header
// names and CA from the extension-apiserver-authentication ConfigMap in
// kube-system and follows its changes; StringSliceProvider and
// StaticStringSlice are x509's (upstream declares identical copies).
// NewSecure is the static constructor upstream had before v1.17 and
// replaced with the dynamic one; it is kept for the common static case.
package headerrequest
