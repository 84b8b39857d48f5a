// Package install registers the authorization.k8s.io group in a scheme,
// and, on import, in legacyscheme.Scheme: the master serves it from there.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authorization/install.
package install
