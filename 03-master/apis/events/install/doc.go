// Package install registers the events.k8s.io group in a scheme, and, on
// import, in legacyscheme.Scheme: the master serves and stores it from
// there.
//
// Stage 03 (the master) adds it. Upstream: k8s.io/kubernetes/pkg/apis/events/install.
package install
