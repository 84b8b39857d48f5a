// Package apiextensions holds the internal types of the
// apiextensions.k8s.io group: CustomResourceDefinition and its parts, and
// the helpers that read and change a CRD's conditions, finalizers and
// per-version settings.
//
// The internal types have exactly the shape of apiextensions.k8s.io/v1,
// so conversion-gen writes every conversion function and none is written
// by hand. Upstream's internal version is wider:
// it still carries v1beta1's top-level spec.version, spec.validation,
// spec.subresources and spec.additionalPrinterColumns, and JSON is an
// interface{} rather than raw bytes.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.
// Left out: v1beta1, the top-level
// (per-CRD rather than per-version) schema, subresources and columns.
//
// +k8s:deepcopy-gen=package
package apiextensions

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
