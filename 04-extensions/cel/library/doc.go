// Package library holds the Kubernetes CEL libraries: the functions a
// CRD rule (and, from stage 07, an admission policy) can call beyond
// standard CEL and cel-go's extensions: lists, regex, urls, quantity, ip,
// cidr, format and semver, and the cost estimator that tells the checker
// and the interpreter what each of them costs.
//
// Stage 04 adds it. Upstream: k8s.io/apiserver/pkg/cel/library.
//
// Stage 07 adds the authz library (Authz: the authorizer checks of
// admission policies), which only stage 07's admission compiler installs,
// and jsonpatch (JSONPatch: jsonpatch.escapeKey), which only its
// mutating admission policies' mutations get.
//
// jsonpatch (jsonpatch.escapeKey) is not in the base environment: stage
// 07's mutating admission policies add it for their mutations.
//
// Left out: the authz selectors library, the test library; the optimisation that
// precompiles constant regular expressions (each call compiles its
// pattern; the cost estimator charges it as upstream does).
package library
