package runtime

import (
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// WithVersionEncoder sets an object's apiVersion/kind to its kind in
// Version and encodes it, without any conversion; the caller's object is
// left as it was. Upstream: k8s.io/apimachinery/pkg/runtime.WithVersionEncoder.
type WithVersionEncoder struct {
	Version GroupVersioner
	Encoder
	ObjectTyper
}

// Encode sets the kind, encodes, and restores the kind.
func (e WithVersionEncoder) Encode(obj Object, stream io.Writer) error {
	gvks, _, err := e.ObjectTyper.ObjectKinds(obj)
	if err != nil {
		if IsNotRegisteredError(err) {
			return e.Encoder.Encode(obj, stream)
		}
		return err
	}
	kind := obj.GetObjectKind()
	oldGVK := kind.GroupVersionKind()
	gvk := gvks[0]
	if e.Version != nil {
		if preferred, ok := e.Version.KindForGroupVersionKinds(gvks); ok {
			gvk = preferred
		}
	}
	kind.SetGroupVersionKind(gvk)
	err = e.Encoder.Encode(obj, stream)
	kind.SetGroupVersionKind(oldGVK)
	return err
}

// WithoutVersionDecoder decodes and then clears apiVersion/kind of the
// result, as an internal object carries none.
// Upstream: k8s.io/apimachinery/pkg/runtime.WithoutVersionDecoder.
type WithoutVersionDecoder struct {
	Decoder
}

// Decode decodes and clears the type information.
func (d WithoutVersionDecoder) Decode(data []byte, defaults *schema.GroupVersionKind, into Object) (Object, *schema.GroupVersionKind, error) {
	obj, gvk, err := d.Decoder.Decode(data, defaults, into)
	if obj != nil {
		kind := obj.GetObjectKind()
		kind.SetGroupVersionKind(schema.GroupVersionKind{})
	}
	return obj, gvk, err
}
