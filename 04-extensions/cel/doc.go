// Package cel holds what every user of CEL in the API server shares: the
// limits (per-call and per-object cost budgets), the escaping of property
// names that are not CEL identifiers, and DeclType, the CEL type of a
// schema node, with the type provider that lets the checker resolve
// field selections on it.
//
// Stage 04 adds it for the CEL rules of CRD schemas
// (x-kubernetes-validations); its subpackages library (the Kubernetes CEL
// functions) and environment (the base environment, extended per use)
// are written so that stage 07's admission policies can reuse them with
// their own variables.
//
// Upstream: k8s.io/apiserver/pkg/cel (types.go, escaping.go, limits.go)
// and k8s.io/apiserver/pkg/apis/cel (config.go, the budgets).
//
// Left out: upstream's runtime object values (value.go, common/values*):
// a custom resource is handed to CEL as plain maps and lists, converted
// once per node with rules (see 04-extensions/apiserver/schema/cel), so
// type(self) is map rather than the object type, and + on lists of
// x-kubernetes-list-type set or map concatenates rather than merges.
package cel
