// Package install registers the storage.k8s.io group (internal types and v1)
// in legacyscheme.Scheme when imported: the blank imports of stage 03's
// group providers run it.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/storage/install.
package install
