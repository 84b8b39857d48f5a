// Package cel compiles and evaluates the CEL validation rules of a CRD
// schema (x-kubernetes-validations). Compile turns the rules of one
// schema node into programs, with self typed from the node's structural
// schema and oldSelf for transition rules, and estimates each rule's
// worst-case cost; the CRD's validation refuses rules that do not compile
// or exceed the budgets. NewValidator compiles every node's rules once
// per CRD version; (*Validator).Validate walks a custom resource (and the
// old object on update) and runs each node's rules on each value there,
// list items and map values one by one, within the runtime cost budget,
// with ratcheting: an error on an unchanged part of an updated object is
// not reported, only sent back as a warning.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel
// (compilation.go, validation.go).
//
// Left out: rules under allOf/anyOf/oneOf (refused, as upstream does for
// CRDs), metrics, and the correlation of x-kubernetes-list-type=set items
// (only map lists correlate here, as upstream does for transition rules).
package cel
