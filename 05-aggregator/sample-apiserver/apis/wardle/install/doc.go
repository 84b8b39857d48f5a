// Package install registers the wardle group in a scheme: the internal
// types, v1alpha1 and v1beta1, v1beta1 preferred.
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/install.
// Unlike stage 01's install packages it has no init(): the sample server
// has its own scheme (package apiserver), not legacyscheme, and installs
// into it explicitly, as upstream's apiserver package does.
package install
