// Package wardle holds the internal types of the wardle.example.com group,
// the group of upstream's sample aggregated API server: Flunder (namespaced;
// its spec refers to another flunder or to a fischer) and Fischer
// (cluster-scoped; a list of flunder names it disallows).
//
// The internal FlunderSpec names the reference twice, FlunderReference and
// FischerReference, with ReferenceType saying which one is meant.
// v1beta1 has that shape, so conversion-gen writes its conversions; v1alpha1 has one Reference field and needs the
// hand-written functions of package v1alpha1.
//
// Stage 05 adds it, as the API of a second, independent server built on
// stages 01–03 only (05-aggregator/sample-apiserver).
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.
// Left out: protobuf, and the generated clients, listers and informers
// (the server needs none of them without the BanFlunder admission plugin).
//
// +k8s:deepcopy-gen=package
package wardle

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
