package runtime

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

// UseOrCreateObject returns into when its type is registered as gvk, else a
// new, empty object of kind gvk: how a decoder honours the caller's `into`
// only when it fits the data.
// Upstream: k8s.io/apimachinery/pkg/runtime.UseOrCreateObject.
func UseOrCreateObject(t ObjectTyper, c ObjectCreater, gvk schema.GroupVersionKind, obj Object) (Object, error) {
	if obj != nil {
		kinds, _, err := t.ObjectKinds(obj)
		if err != nil {
			return nil, err
		}
		for _, kind := range kinds {
			if gvk == kind {
				return obj, nil
			}
		}
	}
	return c.New(gvk)
}

// unsafeObjectConvertor is a Scheme whose ConvertToVersion is its
// UnsafeConvertToVersion.
type unsafeObjectConvertor struct{ *Scheme }

var _ ObjectConvertor = unsafeObjectConvertor{}

// ConvertToVersion converts in without copying it first: the result may
// share memory with in.
func (c unsafeObjectConvertor) ConvertToVersion(in Object, target GroupVersioner) (Object, error) {
	return c.Scheme.UnsafeConvertToVersion(in, target)
}

// UnsafeObjectConvertor returns scheme as an ObjectConvertor that converts
// without copying, for a caller that neither keeps nor changes the result
// nor changes the source while it uses the result: the versioning codec,
// which encodes the converted object and drops it, or converts an object it
// has just decoded.
// Upstream: k8s.io/apimachinery/pkg/runtime.UnsafeObjectConvertor.
func UnsafeObjectConvertor(scheme *Scheme) ObjectConvertor {
	return unsafeObjectConvertor{scheme}
}
