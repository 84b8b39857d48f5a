// Package install registers the apps group (internal types, v1 and
// v1beta1) into the global legacyscheme.Scheme when imported, and offers
// Install for any other scheme.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/apis/apps/install
// (which installs v1beta2 too, and no longer v1beta1).
package install
