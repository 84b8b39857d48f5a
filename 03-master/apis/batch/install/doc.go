// Package install registers the batch group (internal and v1) in
// legacyscheme.Scheme when it is imported; 03-master/controlplane imports
// it for its side effect, as every group.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/batch/install.
package install
