package unstructured

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The metav1.Object accessors: each reads or writes one field under
// "metadata". Getters answer the zero value for a missing or malformed
// field, as upstream; setters given a zero value remove the field, so the
// JSON stays as small as a typed object's would be.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured/unstructured.go.

// GetNamespace returns metadata.namespace.
func (u *Unstructured) GetNamespace() string {
	return getNestedString(u.Object, "metadata", "namespace")
}

// SetNamespace sets metadata.namespace.
func (u *Unstructured) SetNamespace(namespace string) { u.setMetaString("namespace", namespace) }

// GetName returns metadata.name.
func (u *Unstructured) GetName() string { return getNestedString(u.Object, "metadata", "name") }

// SetName sets metadata.name.
func (u *Unstructured) SetName(name string) { u.setMetaString("name", name) }

// GetGenerateName returns metadata.generateName.
func (u *Unstructured) GetGenerateName() string {
	return getNestedString(u.Object, "metadata", "generateName")
}

// SetGenerateName sets metadata.generateName.
func (u *Unstructured) SetGenerateName(name string) { u.setMetaString("generateName", name) }

// GetUID returns metadata.uid.
func (u *Unstructured) GetUID() metav1.UID {
	return metav1.UID(getNestedString(u.Object, "metadata", "uid"))
}

// SetUID sets metadata.uid.
func (u *Unstructured) SetUID(uid metav1.UID) { u.setMetaString("uid", string(uid)) }

// GetResourceVersion returns metadata.resourceVersion.
func (u *Unstructured) GetResourceVersion() string {
	return getNestedString(u.Object, "metadata", "resourceVersion")
}

// SetResourceVersion sets metadata.resourceVersion.
func (u *Unstructured) SetResourceVersion(version string) {
	u.setMetaString("resourceVersion", version)
}

// GetGeneration returns metadata.generation.
func (u *Unstructured) GetGeneration() int64 {
	v, _, _ := NestedInt64(u.Object, "metadata", "generation")
	return v
}

// SetGeneration sets metadata.generation.
func (u *Unstructured) SetGeneration(generation int64) {
	if generation == 0 {
		RemoveNestedField(u.Object, "metadata", "generation")
		return
	}
	u.setNestedField(generation, "metadata", "generation")
}

// GetSelfLink returns metadata.selfLink.
func (u *Unstructured) GetSelfLink() string { return getNestedString(u.Object, "metadata", "selfLink") }

// SetSelfLink sets metadata.selfLink.
func (u *Unstructured) SetSelfLink(selfLink string) { u.setMetaString("selfLink", selfLink) }

// GetCreationTimestamp returns metadata.creationTimestamp.
func (u *Unstructured) GetCreationTimestamp() metav1.Time {
	var t metav1.Time
	u.getMeta("creationTimestamp", &t)
	return t
}

// SetCreationTimestamp sets metadata.creationTimestamp.
func (u *Unstructured) SetCreationTimestamp(timestamp metav1.Time) {
	if timestamp.IsZero() {
		RemoveNestedField(u.Object, "metadata", "creationTimestamp")
		return
	}
	u.setMeta("creationTimestamp", timestamp)
}

// GetDeletionTimestamp returns metadata.deletionTimestamp.
func (u *Unstructured) GetDeletionTimestamp() *metav1.Time {
	var t metav1.Time
	if !u.getMeta("deletionTimestamp", &t) || t.IsZero() {
		return nil
	}
	return &t
}

// SetDeletionTimestamp sets metadata.deletionTimestamp.
func (u *Unstructured) SetDeletionTimestamp(timestamp *metav1.Time) {
	if timestamp == nil {
		RemoveNestedField(u.Object, "metadata", "deletionTimestamp")
		return
	}
	u.setMeta("deletionTimestamp", timestamp)
}

// GetDeletionGracePeriodSeconds returns metadata.deletionGracePeriodSeconds.
func (u *Unstructured) GetDeletionGracePeriodSeconds() *int64 {
	v, found, err := NestedInt64(u.Object, "metadata", "deletionGracePeriodSeconds")
	if !found || err != nil {
		return nil
	}
	return &v
}

// SetDeletionGracePeriodSeconds sets metadata.deletionGracePeriodSeconds.
func (u *Unstructured) SetDeletionGracePeriodSeconds(seconds *int64) {
	if seconds == nil {
		RemoveNestedField(u.Object, "metadata", "deletionGracePeriodSeconds")
		return
	}
	u.setNestedField(*seconds, "metadata", "deletionGracePeriodSeconds")
}

// GetLabels returns metadata.labels.
func (u *Unstructured) GetLabels() map[string]string {
	m, _, _ := NestedStringMap(u.Object, "metadata", "labels")
	return m
}

// SetLabels sets metadata.labels.
func (u *Unstructured) SetLabels(labels map[string]string) { u.setMetaStringMap("labels", labels) }

// GetAnnotations returns metadata.annotations.
func (u *Unstructured) GetAnnotations() map[string]string {
	m, _, _ := NestedStringMap(u.Object, "metadata", "annotations")
	return m
}

// SetAnnotations sets metadata.annotations.
func (u *Unstructured) SetAnnotations(annotations map[string]string) {
	u.setMetaStringMap("annotations", annotations)
}

// GetFinalizers returns metadata.finalizers.
func (u *Unstructured) GetFinalizers() []string {
	s, _, _ := NestedStringSlice(u.Object, "metadata", "finalizers")
	return s
}

// SetFinalizers sets metadata.finalizers.
func (u *Unstructured) SetFinalizers(finalizers []string) {
	if finalizers == nil {
		RemoveNestedField(u.Object, "metadata", "finalizers")
		return
	}
	u.UnstructuredContent()
	_ = SetNestedStringSlice(u.Object, finalizers, "metadata", "finalizers")
}

// GetOwnerReferences returns metadata.ownerReferences.
func (u *Unstructured) GetOwnerReferences() []metav1.OwnerReference {
	var refs []metav1.OwnerReference
	u.getMeta("ownerReferences", &refs)
	return refs
}

// SetOwnerReferences sets metadata.ownerReferences.
func (u *Unstructured) SetOwnerReferences(references []metav1.OwnerReference) {
	if references == nil {
		RemoveNestedField(u.Object, "metadata", "ownerReferences")
		return
	}
	u.setMeta("ownerReferences", references)
}

// GetManagedFields returns metadata.managedFields.
func (u *Unstructured) GetManagedFields() []metav1.ManagedFieldsEntry {
	var entries []metav1.ManagedFieldsEntry
	u.getMeta("managedFields", &entries)
	return entries
}

// SetManagedFields sets metadata.managedFields.
func (u *Unstructured) SetManagedFields(managedFields []metav1.ManagedFieldsEntry) {
	if managedFields == nil {
		RemoveNestedField(u.Object, "metadata", "managedFields")
		return
	}
	u.setMeta("managedFields", managedFields)
}

// setMetaString sets a metadata string, removing it when empty.
func (u *Unstructured) setMetaString(field, value string) {
	if value == "" {
		RemoveNestedField(u.Object, "metadata", field)
		return
	}
	u.setNestedField(value, "metadata", field)
}

// setMetaStringMap sets a metadata string map, removing it when nil.
func (u *Unstructured) setMetaStringMap(field string, value map[string]string) {
	if value == nil {
		RemoveNestedField(u.Object, "metadata", field)
		return
	}
	u.UnstructuredContent()
	_ = SetNestedStringMap(u.Object, value, "metadata", field)
}

// getMeta decodes a structured metadata field (times, references) from its
// JSON form into out, reporting whether it was there and well formed.
func (u *Unstructured) getMeta(field string, out interface{}) bool {
	v, found, err := NestedFieldNoCopy(u.Object, "metadata", field)
	if !found || err != nil || v == nil {
		return false
	}
	return jsonRoundTrip(v, out) == nil
}

// setMeta stores a structured metadata field in its JSON form.
func (u *Unstructured) setMeta(field string, value interface{}) {
	var v interface{}
	if err := jsonRoundTrip(value, &v); err != nil {
		return
	}
	u.setNestedField(v, "metadata", field)
}
