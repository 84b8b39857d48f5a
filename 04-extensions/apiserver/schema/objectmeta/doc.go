// Package objectmeta handles the metadata of custom resources, which the
// CRD's schema does not describe: it decodes and re-encodes ObjectMeta
// (dropping malformed fields when asked), coerces apiVersion, kind and
// metadata of the root and of x-kubernetes-embedded-resource objects, and
// validates the metadata of embedded resources.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.
//
// Left out: upstream's ObjectMetaOptions (ReturnUnknownFieldPaths for
// metadata) and the unknown-field paths of metadata fields; JSON round
// trips replace runtime.DefaultUnstructuredConverter.
package objectmeta
