package managedfields

import (
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// The Scale every scale subresource speaks, and where its replicas are.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.scaleGroupVersion
// and replicasPathInScale.
var (
	scaleGroupVersion   = schema.GroupVersion{Group: "autoscaling", Version: "v1"}
	replicasPathInScale = fieldpath.MakePathOrDie("spec", "replicas")
)

// ResourcePathMappings maps a parent's apiVersion ("apps/v1") to the path
// of its replicas (spec.replicas); a nil path means the version has none.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.ResourcePathMappings.
type ResourcePathMappings map[string]fieldpath.Path

// ScaleHandler translates ownership of the replicas between a parent
// (a Deployment) and its scale subresource: whoever owns
// spec.replicas of the parent owns spec.replicas of its Scale, and a
// manager that writes the Scale comes to own the parent's replicas, so
// that `kubectl scale` and a later apply of another replica count
// conflict, as they do upstream.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.ScaleHandler.
type ScaleHandler struct {
	parentEntries []metav1.ManagedFieldsEntry
	groupVersion  schema.GroupVersion
	mappings      ResourcePathMappings
}

// NewScaleHandler returns the handler of a parent with these
// managedFields, served at groupVersion.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.NewScaleHandler.
func NewScaleHandler(parentEntries []metav1.ManagedFieldsEntry, groupVersion schema.GroupVersion, mappings ResourcePathMappings) *ScaleHandler {
	return &ScaleHandler{parentEntries: parentEntries, groupVersion: groupVersion, mappings: mappings}
}

// ToSubresource returns the Scale's managedFields: one entry per manager
// of the parent's replicas, owning the Scale's.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.(*ScaleHandler).ToSubresource.
func (h *ScaleHandler) ToSubresource() ([]metav1.ManagedFieldsEntry, error) {
	managed, err := DecodeManagedFields(h.parentEntries)
	if err != nil {
		return nil, err
	}
	f := fieldpath.ManagedFields{}
	t := map[string]*metav1.Time{}
	for manager, versionedSet := range managed.Fields() {
		path, ok := h.mappings[string(versionedSet.APIVersion())]
		if !ok || path == nil || !versionedSet.Set().Has(path) {
			continue
		}
		f[manager] = fieldpath.NewVersionedSet(fieldpath.NewSet(replicasPathInScale),
			fieldpath.APIVersion(scaleGroupVersion.String()), versionedSet.Applied())
		t[manager] = managed.Times()[manager]
	}
	return encodeManagedFields(NewManaged(f, t))
}

// ToParent returns the parent's managedFields after a write of its Scale
// whose managedFields are scaleEntries: a manager of the parent's replicas
// that no longer owns the Scale's loses them, a manager of the Scale's
// replicas owns the parent's, every other field keeps its owners.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.(*ScaleHandler).ToParent.
func (h *ScaleHandler) ToParent(scaleEntries []metav1.ManagedFieldsEntry) ([]metav1.ManagedFieldsEntry, error) {
	parent, err := DecodeManagedFields(h.parentEntries)
	if err != nil {
		return nil, err
	}
	scale, err := DecodeManagedFields(scaleEntries)
	if err != nil {
		return nil, err
	}
	scaleFields := scale.Fields()
	f := fieldpath.ManagedFields{}
	t := map[string]*metav1.Time{}
	for manager, versionedSet := range parent.Fields() {
		path, ok := h.mappings[string(versionedSet.APIVersion())]
		if !ok {
			continue // a version with no mapping loses its entry, as upstream's
		}
		switch _, inScale := scaleFields[manager]; {
		case path == nil || !versionedSet.Set().Has(path):
			f[manager], t[manager] = versionedSet, parent.Times()[manager]
		case !inScale:
			// it owned the replicas and the Scale's write took them
			if rest := versionedSet.Set().Difference(fieldpath.NewSet(path)); !rest.Empty() {
				f[manager] = fieldpath.NewVersionedSet(rest, versionedSet.APIVersion(), versionedSet.Applied())
				t[manager] = parent.Times()[manager]
			}
		default:
			f[manager], t[manager] = versionedSet, parent.Times()[manager]
			delete(scaleFields, manager)
		}
	}
	for manager, versionedSet := range scaleFields {
		if !versionedSet.Set().Has(replicasPathInScale) {
			continue
		}
		f[manager] = fieldpath.NewVersionedSet(fieldpath.NewSet(h.mappings[h.groupVersion.String()]),
			fieldpath.APIVersion(h.groupVersion.String()), versionedSet.Applied())
		t[manager] = scale.Times()[manager]
	}
	return encodeManagedFields(NewManaged(f, t))
}
