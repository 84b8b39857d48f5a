// Package install registers the authentication.k8s.io group in a scheme,
// and, on import, in legacyscheme.Scheme: the master serves it from there.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authentication/install.
package install
