// Package pruning drops the fields of a custom resource that its
// structural schema does not specify, as the server does on every
// create, update and read from storage, and reports their paths (the
// "unknown field" warnings and the errors of fieldValidation=Strict).
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.
//
// Left out: the ReturnUnknownFieldPaths variants of upstream's options
// struct beyond UnknownFieldPathOptions, and upstream's recursion into
// embedded resources' metadata (objectmeta.Coerce drops the unknown
// fields of ObjectMeta there).
package pruning
