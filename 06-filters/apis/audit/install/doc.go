// Package install registers the audit.k8s.io group in a scheme.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/apis/audit/install.
package install
