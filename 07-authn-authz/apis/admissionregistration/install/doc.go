// Package install registers admissionregistration.k8s.io (internal and
// v1) in legacyscheme.Scheme when imported, as upstream's install
// packages do: a blank import is all a server needs.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/install.
package install
