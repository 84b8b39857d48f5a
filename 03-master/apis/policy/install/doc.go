// Package install registers the policy group in a scheme, and, on import,
// in legacyscheme.Scheme: the master serves and stores it from there.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/policy/install.
package install
