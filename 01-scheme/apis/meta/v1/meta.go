package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

// Object is the metadata of any API object, whatever its Go type: what
// generic code (storage, admission, the garbage collector) reads and
// writes. *ObjectMeta implements it, so every type that embeds ObjectMeta
// does. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Object.
type Object interface {
	GetNamespace() string
	SetNamespace(namespace string)
	GetName() string
	SetName(name string)
	GetGenerateName() string
	SetGenerateName(name string)
	GetUID() UID
	SetUID(uid UID)
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetGeneration() int64
	SetGeneration(generation int64)
	GetSelfLink() string
	SetSelfLink(selfLink string)
	GetCreationTimestamp() Time
	SetCreationTimestamp(timestamp Time)
	GetDeletionTimestamp() *Time
	SetDeletionTimestamp(timestamp *Time)
	GetDeletionGracePeriodSeconds() *int64
	SetDeletionGracePeriodSeconds(*int64)
	GetLabels() map[string]string
	SetLabels(labels map[string]string)
	GetAnnotations() map[string]string
	SetAnnotations(annotations map[string]string)
	GetFinalizers() []string
	SetFinalizers(finalizers []string)
	GetOwnerReferences() []OwnerReference
	SetOwnerReferences([]OwnerReference)
	GetManagedFields() []ManagedFieldsEntry
	SetManagedFields(managedFields []ManagedFieldsEntry)
}

// ObjectMetaAccessor is implemented by objects that hand out their
// metadata. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMetaAccessor.
type ObjectMetaAccessor interface {
	GetObjectMeta() Object
}

// Common is the metadata lists and objects share.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Common.
type Common interface {
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetSelfLink() string
	SetSelfLink(selfLink string)
}

// ListInterface is the metadata of any list; *ListMeta implements it.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ListInterface.
type ListInterface interface {
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetSelfLink() string
	SetSelfLink(selfLink string)
	GetContinue() string
	SetContinue(c string)
	GetRemainingItemCount() *int64
	SetRemainingItemCount(c *int64)
}

// ListMetaAccessor is implemented by lists that hand out their metadata.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ListMetaAccessor.
type ListMetaAccessor interface {
	GetListMeta() ListInterface
}

var (
	_ Object             = &ObjectMeta{}
	_ ObjectMetaAccessor = &ObjectMeta{}
	_ ListInterface      = &ListMeta{}
	_ ListMetaAccessor   = &ListMeta{}
	_ schema.ObjectKind  = &TypeMeta{}
)

// GetObjectKind makes TypeMeta's embedders runtime.Objects' first half.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*TypeMeta).GetObjectKind.
func (obj *TypeMeta) GetObjectKind() schema.ObjectKind { return obj }

// SetGroupVersionKind writes apiVersion and kind.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*TypeMeta).SetGroupVersionKind.
func (obj *TypeMeta) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	obj.APIVersion, obj.Kind = gvk.ToAPIVersionAndKind()
}

// GroupVersionKind reads apiVersion and kind.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*TypeMeta).GroupVersionKind.
func (obj *TypeMeta) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(obj.APIVersion, obj.Kind)
}

// GetListMeta returns meta itself.
func (meta *ListMeta) GetListMeta() ListInterface { return meta }

// The ListInterface accessors.
func (meta *ListMeta) GetResourceVersion() string        { return meta.ResourceVersion }
func (meta *ListMeta) SetResourceVersion(version string) { meta.ResourceVersion = version }
func (meta *ListMeta) GetSelfLink() string               { return meta.SelfLink }
func (meta *ListMeta) SetSelfLink(selfLink string)       { meta.SelfLink = selfLink }
func (meta *ListMeta) GetContinue() string               { return meta.Continue }
func (meta *ListMeta) SetContinue(c string)              { meta.Continue = c }
func (meta *ListMeta) GetRemainingItemCount() *int64     { return meta.RemainingItemCount }
func (meta *ListMeta) SetRemainingItemCount(c *int64)    { meta.RemainingItemCount = c }

// GetObjectMeta returns meta itself.
func (meta *ObjectMeta) GetObjectMeta() Object { return meta }

// The Object accessors.
func (meta *ObjectMeta) GetNamespace() string                { return meta.Namespace }
func (meta *ObjectMeta) SetNamespace(namespace string)       { meta.Namespace = namespace }
func (meta *ObjectMeta) GetName() string                     { return meta.Name }
func (meta *ObjectMeta) SetName(name string)                 { meta.Name = name }
func (meta *ObjectMeta) GetGenerateName() string             { return meta.GenerateName }
func (meta *ObjectMeta) SetGenerateName(generateName string) { meta.GenerateName = generateName }
func (meta *ObjectMeta) GetUID() UID                         { return meta.UID }
func (meta *ObjectMeta) SetUID(uid UID)                      { meta.UID = uid }
func (meta *ObjectMeta) GetResourceVersion() string          { return meta.ResourceVersion }
func (meta *ObjectMeta) SetResourceVersion(version string)   { meta.ResourceVersion = version }
func (meta *ObjectMeta) GetGeneration() int64                { return meta.Generation }
func (meta *ObjectMeta) SetGeneration(generation int64)      { meta.Generation = generation }
func (meta *ObjectMeta) GetSelfLink() string                 { return meta.SelfLink }
func (meta *ObjectMeta) SetSelfLink(selfLink string)         { meta.SelfLink = selfLink }
func (meta *ObjectMeta) GetCreationTimestamp() Time          { return meta.CreationTimestamp }
func (meta *ObjectMeta) SetCreationTimestamp(t Time)         { meta.CreationTimestamp = t }
func (meta *ObjectMeta) GetDeletionTimestamp() *Time         { return meta.DeletionTimestamp }
func (meta *ObjectMeta) SetDeletionTimestamp(t *Time)        { meta.DeletionTimestamp = t }
func (meta *ObjectMeta) GetDeletionGracePeriodSeconds() *int64 {
	return meta.DeletionGracePeriodSeconds
}
func (meta *ObjectMeta) SetDeletionGracePeriodSeconds(s *int64) {
	meta.DeletionGracePeriodSeconds = s
}
func (meta *ObjectMeta) GetLabels() map[string]string            { return meta.Labels }
func (meta *ObjectMeta) SetLabels(labels map[string]string)      { meta.Labels = labels }
func (meta *ObjectMeta) GetAnnotations() map[string]string       { return meta.Annotations }
func (meta *ObjectMeta) SetAnnotations(a map[string]string)      { meta.Annotations = a }
func (meta *ObjectMeta) GetFinalizers() []string                 { return meta.Finalizers }
func (meta *ObjectMeta) SetFinalizers(finalizers []string)       { meta.Finalizers = finalizers }
func (meta *ObjectMeta) GetOwnerReferences() []OwnerReference    { return meta.OwnerReferences }
func (meta *ObjectMeta) SetOwnerReferences(r []OwnerReference)   { meta.OwnerReferences = r }
func (meta *ObjectMeta) GetManagedFields() []ManagedFieldsEntry  { return meta.ManagedFields }
func (meta *ObjectMeta) SetManagedFields(m []ManagedFieldsEntry) { meta.ManagedFields = m }
