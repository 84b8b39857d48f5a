// Package install registers the apiregistration.k8s.io group in a scheme.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/install.
package install
