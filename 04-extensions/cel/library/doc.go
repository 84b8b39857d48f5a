// Package library holds the Kubernetes CEL libraries: the functions a
// CRD rule (and, from stage 07, an admission policy) can call beyond
// standard CEL and cel-go's extensions: lists, regex, urls, quantity, ip,
// cidr, format and semver, and the cost estimator that tells the checker
// and the interpreter what each of them costs.
//
// Stage 04 adds it. Upstream: k8s.io/apiserver/pkg/cel/library.
//
// jsonpatch (jsonpatch.escapeKey) is not in the base environment: stage
// 07's mutating admission policies add it for their mutations.
//
// Left out: the authz library (authorizer checks, stage 07's admission
// policies need it), the test library; the optimisation that
// precompiles constant regular expressions (each call compiles its
// pattern; the cost estimator charges it as upstream does).
package library
