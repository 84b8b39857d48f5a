// Package install registers the apiextensions.k8s.io group (internal
// types and v1) into a scheme. Unlike 01's install packages it has no
// init(): the apiextensions server owns its own scheme and calls Install
// explicitly.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/install
// (which installs v1beta1 too).
package install
