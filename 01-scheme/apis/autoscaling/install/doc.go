// Package install registers the autoscaling group (internal Scale and
// autoscaling/v1) into the global legacyscheme.Scheme when imported, and
// offers Install for any other scheme.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/install
// (which also installs v2, v2beta1 and v2beta2).
package install
