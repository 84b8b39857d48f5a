// Package install registers the flowcontrol.apiserver.k8s.io group in a
// scheme, and, on import, in legacyscheme.Scheme: the master serves and
// stores it from there.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/install.
package install
