// Package environment builds the CEL environment every Kubernetes
// expression compiles in: standard CEL with cel-go's extensions (strings,
// sets, lists, optional types, two-variable comprehensions) and the
// Kubernetes libraries of package library, each introduced at the
// Kubernetes version upstream introduced it. An EnvSet holds two
// environments: one for new expressions (at the compatibility version, so
// that a server one version older still understands what this one
// accepts) and one for stored expressions (everything this version
// knows). Users extend it with their variables: CRD rules with self and
// oldSelf (package 04-extensions/apiserver/schema/cel), admission
// policies with object, oldObject, request and params (stage 07).
//
// Stage 04 adds it. Upstream: k8s.io/apiserver/pkg/cel/environment.
//
// Left out: the feature-gated options, the authz libraries (stage 07),
// and changing the compatibility version by flag: it is fixed at the
// v1.37 server's, 1.36.
package environment
