// Package meta reaches into any API object's metadata without knowing its
// Go type: Accessor for an object's metav1.Object, ListAccessor for a
// list's metav1.ListInterface, and the list helpers (ExtractList,
// SetList, EachListItem ...) that storage uses to fill and read the Items
// of any list type.
//
// Stage 01 adds it; stages 02 and 03 (handlers, storage) use it.
// Upstream: k8s.io/apimachinery/pkg/api/meta.
// Left out: the RESTMapper family (the server does not need it), the
// reflection-based MetadataAccessor (NewAccessor), TypeAccessor,
// conditions helpers, and unstructured list support (stage 04 adds
// unstructured objects).
package meta
