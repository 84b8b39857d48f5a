// Package objectmeta handles the metadata of custom resources, which the
// CRD's schema does not describe: it decodes and re-encodes ObjectMeta
// (dropping malformed fields when asked), coerces apiVersion, kind and
// metadata of the root and of x-kubernetes-embedded-resource objects, and
// validates the metadata of embedded resources.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.
//
// Left out: upstream's ObjectMetaOptions (ReturnUnknownFieldPaths for
// metadata) and the unknown-field paths of metadata fields.
//
// Different from upstream: there is no runtime.DefaultUnstructuredConverter
// to lean on. GetObjectMeta and SetObjectMeta convert between the map and
// ObjectMeta directly, field by field (convert.go), and fall back to a round
// trip through JSON (what upstream's GetObjectMeta does for everything) for
// a value the direct way cannot be sure of; the tests hold both ways to the
// same result. Every custom resource decoded, from a request or from etcd,
// goes through both (issue 34: a third of the garbage of decoding one).
package objectmeta
