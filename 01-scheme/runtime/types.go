package runtime

import (
	"encoding/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// TypeMeta is runtime's own apiVersion/kind pair, used inside Unknown (the
// protobuf envelope). API types embed metav1.TypeMeta instead, which has
// the same JSON form. Upstream: k8s.io/apimachinery/pkg/runtime.TypeMeta.
type TypeMeta struct {
	// The envelope of every stored object carries one of a few pairs
	// ("v1", "ConfigMap"): interned, decoding it allocates neither string.

	// +k8s:protobuf-gen:intern
	APIVersion string `json:"apiVersion,omitempty" yaml:"apiVersion,omitempty" protobuf:"bytes,1,opt,name=apiVersion"`
	// +k8s:protobuf-gen:intern
	Kind string `json:"kind,omitempty" yaml:"kind,omitempty" protobuf:"bytes,2,opt,name=kind"`
}

// GetObjectKind makes TypeMeta a schema.ObjectKind.
func (obj *TypeMeta) GetObjectKind() schema.ObjectKind { return obj }

// SetGroupVersionKind writes apiVersion and kind.
func (obj *TypeMeta) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	obj.APIVersion, obj.Kind = gvk.ToAPIVersionAndKind()
}

// GroupVersionKind reads apiVersion and kind.
func (obj *TypeMeta) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(obj.APIVersion, obj.Kind)
}

// Unknown holds an object's type and its still-encoded bytes. It is the
// protobuf envelope: every protobuf body on the wire is the magic prefix
// "k8s\x00" followed by an Unknown whose Raw is the object's own message.
// Upstream: k8s.io/apimachinery/pkg/runtime.Unknown.
//
// +k8s:deepcopy-gen=true
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Unknown struct {
	TypeMeta `json:",inline" protobuf:"bytes,1,opt,name=typeMeta"`
	// Raw is the object, encoded as ContentType says.
	Raw []byte `json:"-" protobuf:"bytes,2,opt,name=raw"`
	// ContentEncoding is how Raw is compressed, if at all ("" = not).
	ContentEncoding string `protobuf:"bytes,3,opt,name=contentEncoding"`
	// ContentType is Raw's media type ("" = protobuf).
	ContentType string `protobuf:"bytes,4,opt,name=contentType"`
}

// RawExtension holds an embedded object inside another one, such as the
// object of a WatchEvent: as bytes (Raw) when it was decoded from the wire,
// as an Object when the server is about to encode it.
// Upstream: k8s.io/apimachinery/pkg/runtime.RawExtension.
//
// +k8s:deepcopy-gen=true
type RawExtension struct {
	// Raw is the serialized object.
	Raw []byte `json:"-" protobuf:"bytes,1,opt,name=raw"`
	// Object is the object itself; serializers encode it into Raw.
	Object Object `json:"-"`
}

// MarshalJSON writes Raw as it is (it already is JSON); with no Raw, the
// Object as plain JSON (its apiVersion and kind as they are set), or null.
// Upstream: k8s.io/apimachinery/pkg/runtime.(RawExtension).MarshalJSON.
func (re RawExtension) MarshalJSON() ([]byte, error) {
	if re.Raw == nil {
		if re.Object != nil {
			return json.Marshal(re.Object)
		}
		return []byte("null"), nil
	}
	return re.Raw, nil
}

// UnmarshalJSON keeps the bytes for later decoding; null becomes nil.
func (re *RawExtension) UnmarshalJSON(in []byte) error {
	if re == nil {
		return nil
	}
	if string(in) != "null" {
		re.Raw = append(re.Raw[0:0], in...)
	}
	return nil
}
