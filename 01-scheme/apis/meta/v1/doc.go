// Package v1 holds the types every API group shares, in group meta.k8s.io
// version v1: the TypeMeta, ObjectMeta and ListMeta that every object and
// list embeds, the Status that every error answers with, the options of
// each verb (ListOptions, GetOptions, CreateOptions, UpdateOptions,
// PatchOptions, DeleteOptions), the discovery documents (APIVersions,
// APIGroupList, APIGroup, APIResourceList), watch events, server-side
// Tables, label selectors in structured form, and the Time, MicroTime and
// Duration wrappers that give time values their wire forms.
//
// Readers import it as metav1. Stage 01 adds it.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1, at Kubernetes v1.37.
// JSON names and protobuf field numbers are upstream's, so real clients
// read and write these types unchanged.
//
// Deep copies are generated (zz_generated.deepcopy.go, by
// 01-scheme/code-generator, as upstream's deepcopy-gen writes them; TableRow
// copies itself by hand), and so is protobuf
// (zz_generated.protobuf.go, by the same generator; only Time and
// MicroTime write their own bodies).
//
// Left out: the url.Values conversions of the options (generated upstream;
// the ParameterCodec decodes query parameters) and the ParameterCodec
// variable itself, CBOR, OpenAPI helpers (unstructured objects are in the
// sub-package unstructured), the
// metav1.GroupVersion* wire types, the well-known label and annotation
// constants, and the API discovery v2 types (group apidiscovery.k8s.io).
// UID, which upstream keeps in k8s.io/apimachinery/pkg/types, is declared
// here until a types package exists; InternalEvent stands in for
// watch.Event until a watch package exists.
//
// +k8s:deepcopy-gen=package
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
