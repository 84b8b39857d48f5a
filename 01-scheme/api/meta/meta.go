package meta

import (
	"errors"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

var (
	errNotList   = errors.New("object does not implement the List interfaces")
	errNotCommon = errors.New("object does not implement the common interface for accessing the SelfLink")
	errNotObject = errors.New("object does not implement the Object interfaces")
)

// Accessor returns obj's metadata: obj itself if it is a metav1.Object
// (every type that embeds ObjectMeta is), or what GetObjectMeta returns.
// Upstream: k8s.io/apimachinery/pkg/api/meta.Accessor.
func Accessor(obj interface{}) (metav1.Object, error) {
	switch t := obj.(type) {
	case metav1.Object:
		return t, nil
	case metav1.ObjectMetaAccessor:
		if m := t.GetObjectMeta(); m != nil {
			return m, nil
		}
	}
	return nil, errNotObject
}

// ListAccessor returns a list's metadata: obj itself if it is a
// metav1.ListInterface (every type that embeds ListMeta is), or what
// GetListMeta returns. Upstream: k8s.io/apimachinery/pkg/api/meta.ListAccessor.
func ListAccessor(obj interface{}) (metav1.ListInterface, error) {
	switch t := obj.(type) {
	case metav1.ListInterface:
		return t, nil
	case metav1.ListMetaAccessor:
		if m := t.GetListMeta(); m != nil {
			return m, nil
		}
	}
	return nil, errNotList
}

// CommonAccessor returns the resourceVersion and selfLink accessors of an
// object or a list. Upstream: k8s.io/apimachinery/pkg/api/meta.CommonAccessor.
func CommonAccessor(obj interface{}) (metav1.Common, error) {
	switch t := obj.(type) {
	case metav1.Common:
		return t, nil
	case metav1.ObjectMetaAccessor:
		if m := t.GetObjectMeta(); m != nil {
			return m, nil
		}
	case metav1.ListMetaAccessor:
		if m := t.GetListMeta(); m != nil {
			return m, nil
		}
	}
	return nil, errNotCommon
}

// AsPartialObjectMetadata copies an object's metadata into a
// PartialObjectMetadata, as Table rows and `as=PartialObjectMetadata`
// responses carry it. Upstream: k8s.io/apimachinery/pkg/api/meta.AsPartialObjectMetadata.
func AsPartialObjectMetadata(m metav1.Object) *metav1.PartialObjectMetadata {
	switch t := m.(type) {
	case *metav1.ObjectMeta:
		return &metav1.PartialObjectMetadata{ObjectMeta: *t}
	default:
		return &metav1.PartialObjectMetadata{
			ObjectMeta: metav1.ObjectMeta{
				Name:                       m.GetName(),
				GenerateName:               m.GetGenerateName(),
				Namespace:                  m.GetNamespace(),
				SelfLink:                   m.GetSelfLink(),
				UID:                        m.GetUID(),
				ResourceVersion:            m.GetResourceVersion(),
				Generation:                 m.GetGeneration(),
				CreationTimestamp:          m.GetCreationTimestamp(),
				DeletionTimestamp:          m.GetDeletionTimestamp(),
				DeletionGracePeriodSeconds: m.GetDeletionGracePeriodSeconds(),
				Labels:                     m.GetLabels(),
				Annotations:                m.GetAnnotations(),
				OwnerReferences:            m.GetOwnerReferences(),
				Finalizers:                 m.GetFinalizers(),
				ManagedFields:              m.GetManagedFields(),
			},
		}
	}
}
