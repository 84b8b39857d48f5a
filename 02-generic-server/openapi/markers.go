package openapi

// Extensions that say how server-side apply merges a list, a map or a
// struct: atomic (replaced whole, one owner), set or map (merged by value
// or by the key fields, each element owned on its own), granular (each
// key owned on its own). Upstream: k8s.io/kube-openapi/pkg/generators
// (extension.go), from the +listType, +listMapKey, +mapType and
// +structType comment markers of k8s.io/api.
const (
	ExtensionListType    = "x-kubernetes-list-type"
	ExtensionListMapKeys = "x-kubernetes-list-map-keys"
	ExtensionMapType     = "x-kubernetes-map-type"
)

// Markers are the comment markers of one type or field that become
// schema extensions. markers_generated.go holds those of our API types,
// by description key (see DescriptionKey), written by ./gen from the
// source as the descriptions are.
// Upstream: the markers openapi-gen reads (k8s.io/gengo/v2 types.ExtractCommentTags).
type Markers struct {
	ListType    string   // +listType: atomic, set or map
	ListMapKeys []string // +listMapKey, one per key field of a map list
	MapType     string   // +mapType: atomic or granular
	StructType  string   // +structType (on a type): atomic or granular
	// Default is a field's +default, as JSON ("TCP" quoted; a ref(Constant)
	// resolved by ./gen): its schema's default in v3 and in the
	// definitions server-side apply reads (a list-map key's default fills
	// a key an applied object leaves out).
	Default string
}

// MarkersOf returns the markers of a type or field key ("" fields if none).
func MarkersOf(key string) Markers {
	return schemaMarkers[key]
}

// fieldMarkers are the first markers found under the owners, as
// fieldDescription does for descriptions.
func fieldMarkers(owners []string, field string) Markers {
	for _, owner := range owners {
		if m, ok := schemaMarkers[DescriptionKey(owner, field)]; ok {
			return m
		}
	}
	return Markers{}
}

// addFieldExtensions adds the extensions of a field's markers.
// Upstream: k8s.io/kube-openapi/pkg/generators.(openAPITypeWriter).generateProperty
// (its emitExtensions).
func (m Markers) addFieldExtensions(ext *Extensions) {
	if m.ListType != "" {
		ext.Add(ExtensionListType, m.ListType)
	}
	if len(m.ListMapKeys) > 0 {
		ext.Add(ExtensionListMapKeys, m.ListMapKeys)
	}
	if m.MapType != "" {
		ext.Add(ExtensionMapType, m.MapType)
	}
}

// addTypeExtensions adds the extension of a struct type's marker: a
// struct marked +structType=atomic is x-kubernetes-map-type: atomic.
// Upstream: k8s.io/kube-openapi/pkg/generators.(openAPITypeWriter).generate.
func (m Markers) addTypeExtensions(ext *Extensions) {
	if m.StructType != "" {
		ext.Add(ExtensionMapType, m.StructType)
	}
}
