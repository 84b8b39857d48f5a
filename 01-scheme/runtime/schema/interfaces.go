package schema

// ObjectKind is how a serializer reads and writes an object's apiVersion and
// kind without knowing its Go type. Every API type gets it by embedding
// metav1.TypeMeta. Upstream: k8s.io/apimachinery/pkg/runtime/schema.ObjectKind.
type ObjectKind interface {
	SetGroupVersionKind(kind GroupVersionKind)
	GroupVersionKind() GroupVersionKind
}

// EmptyObjectKind is the ObjectKind of objects that carry no type
// information; setting it does nothing.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.EmptyObjectKind.
var EmptyObjectKind = emptyObjectKind{}

type emptyObjectKind struct{}

func (emptyObjectKind) SetGroupVersionKind(GroupVersionKind) {}
func (emptyObjectKind) GroupVersionKind() GroupVersionKind   { return GroupVersionKind{} }
