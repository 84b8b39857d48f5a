// Package app is stage 01's program: a guided tour of the Scheme that
// main.go and the tests both run. It registers every API group the way the
// real server does (blank imports of install packages, in
// import_known_versions.go), then walks one object through decoding,
// defaulting, conversion and encoding.
//
// Stage 01 adds it. Upstream: there is no tour upstream; the registration
// mirrors k8s.io/kubernetes/pkg/controlplane/import_known_versions.go and the
// command mirrors the cobra commands of k8s.io/kubernetes/cmd.
package app
