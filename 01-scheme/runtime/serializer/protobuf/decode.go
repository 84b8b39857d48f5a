package protobuf

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// The decoding steps both serializers share.

// copyKindDefaults fills the parts of dst that are empty from src: the kind,
// and group and version together (a version without its group would name
// another API). Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.copyKindDefaults.
func copyKindDefaults(dst, src *schema.GroupVersionKind) {
	if src == nil {
		return
	}
	if len(dst.Kind) == 0 {
		dst.Kind = src.Kind
	}
	if len(dst.Version) == 0 && len(src.Version) > 0 {
		dst.Group = src.Group
		dst.Version = src.Version
	}
}

// kindFromInto completes actual from the kind into is registered as. An
// into the typer does not know is a plain Go struct (plain is true): it is
// decoded as it is, with no kind to check.
func kindFromInto(typer runtime.ObjectTyper, actual *schema.GroupVersionKind, into runtime.Object) (plain bool, err error) {
	types, _, err := typer.ObjectKinds(into)
	switch {
	case runtime.IsNotRegisteredError(err):
		return true, nil
	case err != nil:
		return false, err
	}
	copyKindDefaults(actual, &types[0])
	// With no version from anywhere, at least take into's group, so the
	// error about the missing version names the right group.
	if len(actual.Version) == 0 && len(actual.Group) == 0 {
		actual.Group = types[0].Group
	}
	return false, nil
}

// decodePlain decodes data into an object the scheme does not know.
func decodePlain(data []byte, into runtime.Object, actual *schema.GroupVersionKind) (runtime.Object, *schema.GroupVersionKind, error) {
	if err := unmarshal(data, into); err != nil {
		return nil, actual, err
	}
	return into, actual, nil
}

// unmarshalToObject decodes data into into, when into is of kind actual, or
// else into a new object of kind actual, and stamps actual on the result
// (protobuf messages do not carry apiVersion and kind themselves).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.unmarshalToObject.
func unmarshalToObject(typer runtime.ObjectTyper, creater runtime.ObjectCreater, actual *schema.GroupVersionKind, into runtime.Object, data []byte) (runtime.Object, *schema.GroupVersionKind, error) {
	obj, err := runtime.UseOrCreateObject(typer, creater, *actual, into)
	if err != nil {
		return nil, actual, err
	}
	if err := unmarshal(data, obj); err != nil {
		return nil, actual, err
	}
	obj.GetObjectKind().SetGroupVersionKind(*actual)
	return obj, actual, nil
}
