package generic

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
)

// ObjectMetaFieldsSet returns the fields of metadata every resource
// supports in field selectors: metadata.name and, for namespaced
// resources, metadata.namespace.
// Upstream: k8s.io/apiserver/pkg/registry/generic.ObjectMetaFieldsSet.
func ObjectMetaFieldsSet(objectMeta *metav1.ObjectMeta, hasNamespaceField bool) fields.Set {
	if !hasNamespaceField {
		return fields.Set{"metadata.name": objectMeta.Name}
	}
	return fields.Set{
		"metadata.name":      objectMeta.Name,
		"metadata.namespace": objectMeta.Namespace,
	}
}

// AddObjectMetaFieldsSet adds the metadata fields to source (a resource's
// own fields, such as spec.nodeName for pods) and returns it.
// Upstream: k8s.io/apiserver/pkg/registry/generic.AddObjectMetaFieldsSet.
func AddObjectMetaFieldsSet(source fields.Set, objectMeta *metav1.ObjectMeta, hasNamespaceField bool) fields.Set {
	source["metadata.name"] = objectMeta.Name
	if hasNamespaceField {
		source["metadata.namespace"] = objectMeta.Namespace
	}
	return source
}

// MergeFieldsSets adds fragment's fields to source and returns it.
// Upstream: k8s.io/apiserver/pkg/registry/generic.MergeFieldsSets.
func MergeFieldsSets(source fields.Set, fragment fields.Set) fields.Set {
	for k, value := range fragment {
		source[k] = value
	}
	return source
}
