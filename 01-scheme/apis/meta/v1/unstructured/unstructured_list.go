package unstructured

import (
	"bytes"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// UnstructuredList is a list of Unstructured: Object holds the list's own
// fields (apiVersion, kind, metadata), Items the objects. Because Items is a
// slice field, the reflective list helpers of api/meta (ExtractList,
// SetList, the storage's list decoding) work on it unchanged.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.UnstructuredList.
type UnstructuredList struct {
	Object map[string]interface{}
	Items  []Unstructured
}

var (
	_ runtime.Unstructured = &UnstructuredList{}
	_ metav1.ListInterface = &UnstructuredList{}
)

// GetObjectKind returns the list itself.
func (u *UnstructuredList) GetObjectKind() schema.ObjectKind { return u }

// DeepCopyObject implements runtime.Object.
func (u *UnstructuredList) DeepCopyObject() runtime.Object { return u.DeepCopy() }

// DeepCopy returns an independent copy.
func (u *UnstructuredList) DeepCopy() *UnstructuredList {
	if u == nil {
		return nil
	}
	out := &UnstructuredList{}
	if u.Object != nil {
		out.Object = DeepCopyJSON(u.Object)
	}
	if u.Items != nil {
		out.Items = make([]Unstructured, len(u.Items))
		for i := range u.Items {
			out.Items[i] = *u.Items[i].DeepCopy()
		}
	}
	return out
}

// NewEmptyInstance returns an empty list of the same kind.
func (u *UnstructuredList) NewEmptyInstance() runtime.Unstructured {
	out := &UnstructuredList{}
	out.SetGroupVersionKind(u.GroupVersionKind())
	return out
}

// UnstructuredContent returns the list's fields with the items folded in
// as "items" (a new map; the items are not copied).
func (u *UnstructuredList) UnstructuredContent() map[string]interface{} {
	out := make(map[string]interface{}, len(u.Object)+1)
	for k, v := range u.Object {
		out[k] = v
	}
	items := make([]interface{}, len(u.Items))
	for i, item := range u.Items {
		items[i] = item.UnstructuredContent()
	}
	out["items"] = items
	return out
}

// SetUnstructuredContent splits content into the list's fields and items;
// items that are not objects are dropped.
func (u *UnstructuredList) SetUnstructuredContent(content map[string]interface{}) {
	u.Object = make(map[string]interface{}, len(content))
	for k, v := range content {
		if k != "items" {
			u.Object[k] = v
		}
	}
	u.Items = nil
	items, _ := content["items"].([]interface{})
	for _, item := range items {
		if m, ok := item.(map[string]interface{}); ok {
			u.Items = append(u.Items, Unstructured{Object: m})
		}
	}
}

// IsList is always true.
func (u *UnstructuredList) IsList() bool { return true }

// EachListItem calls fn with a pointer to each item.
func (u *UnstructuredList) EachListItem(fn func(runtime.Object) error) error {
	for i := range u.Items {
		if err := fn(&u.Items[i]); err != nil {
			return err
		}
	}
	return nil
}

// GroupVersionKind parses apiVersion and kind.
func (u *UnstructuredList) GroupVersionKind() schema.GroupVersionKind {
	gv, err := schema.ParseGroupVersion(getNestedString(u.Object, "apiVersion"))
	if err != nil {
		return schema.GroupVersionKind{}
	}
	return gv.WithKind(getNestedString(u.Object, "kind"))
}

// SetGroupVersionKind writes apiVersion and kind.
func (u *UnstructuredList) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	u.setNestedField(gvk.GroupVersion().String(), "apiVersion")
	u.setNestedField(gvk.Kind, "kind")
}

// GetResourceVersion returns metadata.resourceVersion.
func (u *UnstructuredList) GetResourceVersion() string {
	return getNestedString(u.Object, "metadata", "resourceVersion")
}

// SetResourceVersion sets metadata.resourceVersion.
func (u *UnstructuredList) SetResourceVersion(version string) {
	u.setMetaString("resourceVersion", version)
}

// GetSelfLink returns metadata.selfLink.
func (u *UnstructuredList) GetSelfLink() string {
	return getNestedString(u.Object, "metadata", "selfLink")
}

// SetSelfLink sets metadata.selfLink.
func (u *UnstructuredList) SetSelfLink(selfLink string) { u.setMetaString("selfLink", selfLink) }

// GetContinue returns metadata.continue.
func (u *UnstructuredList) GetContinue() string {
	return getNestedString(u.Object, "metadata", "continue")
}

// SetContinue sets metadata.continue.
func (u *UnstructuredList) SetContinue(c string) { u.setMetaString("continue", c) }

// GetRemainingItemCount returns metadata.remainingItemCount.
func (u *UnstructuredList) GetRemainingItemCount() *int64 {
	v, found, err := NestedInt64(u.Object, "metadata", "remainingItemCount")
	if !found || err != nil {
		return nil
	}
	return &v
}

// SetRemainingItemCount sets metadata.remainingItemCount.
func (u *UnstructuredList) SetRemainingItemCount(c *int64) {
	if c == nil {
		RemoveNestedField(u.Object, "metadata", "remainingItemCount")
		return
	}
	u.setNestedField(*c, "metadata", "remainingItemCount")
}

// MarshalJSON writes the list with its items.
func (u *UnstructuredList) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	err := UnstructuredJSONScheme.Encode(u, &buf)
	return buf.Bytes(), err
}

// UnmarshalJSON reads a list.
func (u *UnstructuredList) UnmarshalJSON(b []byte) error {
	_, _, err := UnstructuredJSONScheme.Decode(b, nil, u)
	return err
}

func (u *UnstructuredList) setNestedField(value interface{}, fields ...string) {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	_ = SetNestedField(u.Object, value, fields...)
}

func (u *UnstructuredList) setMetaString(field, value string) {
	if value == "" {
		RemoveNestedField(u.Object, "metadata", field)
		return
	}
	u.setNestedField(value, "metadata", field)
}
