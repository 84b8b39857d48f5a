package conversion

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// NewConverter returns the converters of a CRD's group: safe copies its
// input, unsafe may return or change it (the handlers use unsafe on
// objects they own). delegate converts everything that is not a custom
// resource of group. Field selectors may name metadata.name,
// metadata.namespace (of a namespaced CRD) and selectableFields.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.(*CRConverterFactory).NewConverter.
func NewConverter(group string, clusterScoped bool, selectableFields []string, delegate runtime.ObjectConvertor) (safe, unsafe runtime.ObjectConvertor) {
	fields := map[string]bool{"metadata.name": true}
	if !clusterScoped {
		fields["metadata.namespace"] = true
	}
	for _, f := range selectableFields {
		fields[f] = true
	}
	unsafe = &nopConverter{group: group, delegate: delegate, fieldLabels: fields}
	return &safeConverter{unsafe: unsafe}, unsafe
}

// nopConverter converts custom resources of one group by setting their
// apiVersion: the None strategy.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.nopConverter
// inside crConverter.
type nopConverter struct {
	group       string
	delegate    runtime.ObjectConvertor
	fieldLabels map[string]bool
}

var _ runtime.ObjectConvertor = &nopConverter{}

// ConvertFieldLabel accepts the field labels a custom resource can be
// selected by, unchanged; any other is an error (a 400 for the client).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.(*crConverter).ConvertFieldLabel.
func (c *nopConverter) ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error) {
	if !c.fieldLabels[label] {
		return "", "", fmt.Errorf("field label not supported: %s", label)
	}
	return label, value, nil
}

// Convert copies in (a custom resource) into out, in the version context
// names, or lets the delegate convert anything else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.(*crConverter).Convert.
func (c *nopConverter) Convert(in, out, context interface{}) error {
	unstructIn, okIn := in.(*unstructured.Unstructured)
	unstructOut, okOut := out.(*unstructured.Unstructured)
	if !okIn || !okOut {
		return c.delegate.Convert(in, out, context)
	}
	outGVK := unstructIn.GroupVersionKind()
	if gv, ok := context.(runtime.GroupVersioner); ok {
		target, ok := gv.KindForGroupVersionKinds([]schema.GroupVersionKind{outGVK})
		if !ok {
			return fmt.Errorf("%v is unstructured and is not suitable for converting to %q", outGVK, gv.Identifier())
		}
		outGVK = target
	}
	converted, err := c.convert(unstructIn, outGVK.GroupVersion())
	if err != nil {
		return err
	}
	unstructOut.SetUnstructuredContent(converted.UnstructuredContent())
	return nil
}

// ConvertToVersion converts a custom resource or a list of them to the
// version target picks; other objects go to the delegate.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.(*crConverter).ConvertToVersion.
func (c *nopConverter) ConvertToVersion(in runtime.Object, target runtime.GroupVersioner) (runtime.Object, error) {
	if _, ok := in.(runtime.Unstructured); !ok {
		// A typed object on a custom resource's path (the WatchEvent
		// around each event, DeleteOptions) is a meta.k8s.io type, the
		// same in every version: exempt from conversion, as upstream.
		return in, nil
	}
	fromGVK := in.GetObjectKind().GroupVersionKind()
	toGVK, ok := target.KindForGroupVersionKinds([]schema.GroupVersionKind{fromGVK})
	if !ok {
		return nil, fmt.Errorf("%s is unstructured and is not suitable for converting to %q", fromGVK.String(), target.Identifier())
	}
	switch obj := in.(type) {
	case *unstructured.Unstructured:
		if fromGVK.Group != c.group {
			return nil, fmt.Errorf("request to convert CR from an invalid group/version: %s", fromGVK.GroupVersion().String())
		}
		return c.convert(obj, toGVK.GroupVersion())
	case *unstructured.UnstructuredList:
		for i := range obj.Items {
			converted, err := c.convert(&obj.Items[i], toGVK.GroupVersion())
			if err != nil {
				return nil, err
			}
			obj.Items[i] = *converted
		}
		obj.SetGroupVersionKind(toGVK)
		return obj, nil
	}
	return c.delegate.ConvertToVersion(in, target)
}

// convert sets the apiVersion of one custom resource; the caller owns in.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.(*nopConverter).Convert.
func (c *nopConverter) convert(in *unstructured.Unstructured, to schema.GroupVersion) (*unstructured.Unstructured, error) {
	from := in.GroupVersionKind()
	if from.Group != c.group {
		return nil, fmt.Errorf("request to convert CR from an invalid group/version: %s", from.GroupVersion().String())
	}
	if to.Group != c.group {
		return nil, fmt.Errorf("request to convert CR to an invalid group/version: %s", to.String())
	}
	in.SetAPIVersion(to.String())
	return in, nil
}

// safeConverter copies what it converts, so the caller's object is never
// changed.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion.safeConverterWrapper.
type safeConverter struct {
	unsafe runtime.ObjectConvertor
}

var _ runtime.ObjectConvertor = &safeConverter{}

// ConvertFieldLabel delegates.
func (c *safeConverter) ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error) {
	return c.unsafe.ConvertFieldLabel(gvk, label, value)
}

// Convert converts a copy of in.
func (c *safeConverter) Convert(in, out, context interface{}) error {
	if u, ok := in.(runtime.Unstructured); ok {
		in = u.DeepCopyObject()
	}
	return c.unsafe.Convert(in, out, context)
}

// ConvertToVersion converts a copy of in.
func (c *safeConverter) ConvertToVersion(in runtime.Object, target runtime.GroupVersioner) (runtime.Object, error) {
	if _, ok := in.(runtime.Unstructured); ok {
		in = in.DeepCopyObject()
	}
	return c.unsafe.ConvertToVersion(in, target)
}
