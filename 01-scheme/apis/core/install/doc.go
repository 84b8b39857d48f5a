// Package install registers the core API group (internal types and v1)
// into the global legacyscheme.Scheme when imported, and offers Install
// to do the same for any other scheme.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/apis/core/install.
// Importing it for its side effect (import _ ".../apis/core/install") is
// the upstream pattern; legacyscheme's documentation says what it costs.
package install
