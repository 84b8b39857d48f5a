// Package model turns a structural schema into the CEL type of its
// values (04-extensions/cel.DeclType), with the bounds cost estimation
// needs: maxItems, maxProperties and maxLength where the schema gives
// them, else how many of the smallest possible element fit in the
// largest request.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model
// (over k8s.io/apiserver/pkg/cel/common.SchemaDeclType).
package model
