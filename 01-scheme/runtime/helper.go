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
