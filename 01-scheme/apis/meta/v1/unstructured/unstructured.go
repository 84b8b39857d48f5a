package unstructured

import (
	"bytes"
	"encoding/json"
	"errors"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// Unstructured is one object as a JSON map. It is a runtime.Object (its
// kind is its apiVersion and kind fields) and a metav1.Object (its metadata
// accessors read and write the "metadata" map; see unstructured_meta.go),
// so the generic registry, the handlers and the watch code treat it like
// any typed object.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured.
type Unstructured struct {
	// Object is the content: apiVersion, kind, metadata and the rest.
	Object map[string]interface{}
}

var (
	_ runtime.Unstructured = &Unstructured{}
	_ metav1.Object        = &Unstructured{}
	_ schema.ObjectKind    = &Unstructured{}
)

// GetObjectKind returns the object itself: apiVersion and kind live in its map.
func (u *Unstructured) GetObjectKind() schema.ObjectKind { return u }

// DeepCopyObject implements runtime.Object.
func (u *Unstructured) DeepCopyObject() runtime.Object { return u.DeepCopy() }

// DeepCopy returns an independent copy.
func (u *Unstructured) DeepCopy() *Unstructured {
	if u == nil {
		return nil
	}
	out := &Unstructured{}
	if u.Object != nil {
		out.Object = DeepCopyJSON(u.Object)
	}
	return out
}

// NewEmptyInstance returns an empty Unstructured of the same kind.
func (u *Unstructured) NewEmptyInstance() runtime.Unstructured {
	out := &Unstructured{}
	out.SetGroupVersionKind(u.GroupVersionKind())
	return out
}

// UnstructuredContent returns the map itself, creating it if needed.
func (u *Unstructured) UnstructuredContent() map[string]interface{} {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	return u.Object
}

// SetUnstructuredContent replaces the map.
func (u *Unstructured) SetUnstructuredContent(content map[string]interface{}) {
	u.Object = content
}

// IsList reports whether the content has an items array.
func (u *Unstructured) IsList() bool {
	_, ok := u.Object["items"].([]interface{})
	return ok
}

// EachListItem calls fn with each item of a list-shaped content.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.(*Unstructured).EachListItem.
func (u *Unstructured) EachListItem(fn func(runtime.Object) error) error {
	items, ok := u.Object["items"].([]interface{})
	if !ok {
		return errors.New("content is not a list")
	}
	for _, item := range items {
		child, ok := item.(map[string]interface{})
		if !ok {
			return errors.New("items member is not an object")
		}
		if err := fn(&Unstructured{Object: child}); err != nil {
			return err
		}
	}
	return nil
}

// GroupVersionKind parses apiVersion and kind.
func (u *Unstructured) GroupVersionKind() schema.GroupVersionKind {
	gv, err := schema.ParseGroupVersion(u.GetAPIVersion())
	if err != nil {
		return schema.GroupVersionKind{}
	}
	return gv.WithKind(u.GetKind())
}

// SetGroupVersionKind writes apiVersion and kind.
func (u *Unstructured) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	u.SetAPIVersion(gvk.GroupVersion().String())
	u.SetKind(gvk.Kind)
}

// GetAPIVersion returns the apiVersion field.
func (u *Unstructured) GetAPIVersion() string { return getNestedString(u.Object, "apiVersion") }

// SetAPIVersion sets the apiVersion field.
func (u *Unstructured) SetAPIVersion(version string) { u.setNestedField(version, "apiVersion") }

// GetKind returns the kind field.
func (u *Unstructured) GetKind() string { return getNestedString(u.Object, "kind") }

// SetKind sets the kind field.
func (u *Unstructured) SetKind(kind string) { u.setNestedField(kind, "kind") }

// MarshalJSON writes the map: an Unstructured is its JSON.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.(*Unstructured).MarshalJSON.
func (u *Unstructured) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	err := UnstructuredJSONScheme.Encode(u, &buf)
	return buf.Bytes(), err
}

// UnmarshalJSON reads a JSON object, keeping integers as int64.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.(*Unstructured).UnmarshalJSON.
func (u *Unstructured) UnmarshalJSON(b []byte) error {
	_, _, err := UnstructuredJSONScheme.Decode(b, nil, u)
	return err
}

// getNestedString returns the string at fields, "" if absent or not a string.
func getNestedString(obj map[string]interface{}, fields ...string) string {
	s, _, _ := NestedString(obj, fields...)
	return s
}

// setNestedField sets a value, creating the map if needed.
func (u *Unstructured) setNestedField(value interface{}, fields ...string) {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	_ = SetNestedField(u.Object, value, fields...)
}

// jsonRoundTrip converts between a typed value and its JSON-map form.
func jsonRoundTrip(in, out interface{}) error {
	data, err := json.Marshal(in)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}
