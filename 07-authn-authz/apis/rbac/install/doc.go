// Package install registers the rbac.authorization.k8s.io group in a
// scheme, and, on import, in legacyscheme.Scheme: the master serves and
// stores it from there.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/rbac/install.
package install
