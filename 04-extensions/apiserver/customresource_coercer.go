package apiserver

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	structuraldefaulting "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/defaulting"
	schemaobjectmeta "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/objectmeta"
	structuralpruning "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/pruning"
)

// unstructuredSchemaCoercer does to a decoded custom resource what
// decoding into a Go struct does to a built-in object for free: unknown
// fields dropped (pruning, by the structural schema), metadata checked
// and coerced into an ObjectMeta's shape, nulls removed where the schema
// does not allow them.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredSchemaCoercer.
type unstructuredSchemaCoercer struct {
	// dropInvalidMetadata drops malformed metadata fields rather than
	// failing: for objects read from etcd, written before the rules.
	dropInvalidMetadata bool
	// repairGeneration sets a missing metadata.generation to 1.
	repairGeneration bool

	structuralSchemas     map[string]*structuralschema.Structural // by version
	structuralSchemaGK    schema.GroupKind
	preserveUnknownFields bool
	// returnUnknownFieldPaths makes apply return the paths it pruned.
	returnUnknownFieldPaths bool
}

// apply coerces u in place and returns the pruned paths when asked to.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*unstructuredSchemaCoercer).apply.
func (v *unstructuredSchemaCoercer) apply(u *unstructured.Unstructured) (unknownFieldPaths []string, err error) {
	// apiVersion, kind and metadata are not in the schema: keep them aside
	kind, foundKind, err := unstructured.NestedString(u.UnstructuredContent(), "kind")
	if err != nil {
		return nil, err
	}
	apiVersion, foundAPIVersion, err := unstructured.NestedString(u.UnstructuredContent(), "apiVersion")
	if err != nil {
		return nil, err
	}
	objectMeta, foundObjectMeta, err := schemaobjectmeta.GetObjectMeta(u.Object, v.dropInvalidMetadata)
	if err != nil {
		return nil, err
	}
	// options and other kinds pass through here too: only the CRD's own
	// kind is coerced
	gv, err := schema.ParseGroupVersion(apiVersion)
	if err != nil {
		return nil, err
	}
	if gv.Group == v.structuralSchemaGK.Group && kind == v.structuralSchemaGK.Kind {
		s := v.structuralSchemas[gv.Version]
		if !v.preserveUnknownFields {
			unknownFieldPaths = structuralpruning.PruneWithOptions(u.Object, s, true, structuralschema.UnknownFieldPathOptions{TrackUnknownFieldPaths: v.returnUnknownFieldPaths})
			structuraldefaulting.PruneNonNullableNullsWithoutDefaults(u.Object, s)
		}
		if err := schemaobjectmeta.Coerce(nil, u.Object, s, false, v.dropInvalidMetadata); err != nil {
			return nil, err
		}
		if v.repairGeneration && objectMeta.Generation == 0 {
			objectMeta.Generation = 1
		}
	}
	// put them back, starting clean
	if foundKind {
		u.SetKind(kind)
	}
	if foundAPIVersion {
		u.SetAPIVersion(apiVersion)
	}
	if foundObjectMeta {
		if err := schemaobjectmeta.SetObjectMeta(u.Object, objectMeta); err != nil {
			return nil, err
		}
	}
	return unknownFieldPaths, nil
}
