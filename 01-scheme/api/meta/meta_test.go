package meta

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func TestAccessor(t *testing.T) {
	obj := &metav1.PartialObjectMetadata{ObjectMeta: metav1.ObjectMeta{Name: "a"}}
	m, err := Accessor(obj)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNamespace("ns")
	if obj.Namespace != "ns" || m.GetName() != "a" {
		t.Errorf("Accessor does not reach the object's metadata: %+v", obj)
	}
	if _, err := Accessor(&metav1.Status{}); err == nil || err.Error() != "object does not implement the Object interfaces" {
		t.Errorf("Accessor(Status) error = %v; want errNotObject", err)
	}
}

func TestListAccessor(t *testing.T) {
	list := &metav1.PartialObjectMetadataList{}
	l, err := ListAccessor(list)
	if err != nil {
		t.Fatal(err)
	}
	l.SetResourceVersion("12")
	if list.ResourceVersion != "12" {
		t.Errorf("ListAccessor does not reach the list's metadata")
	}
	if _, err := ListAccessor(&metav1.ObjectMeta{}); err == nil {
		t.Errorf("ListAccessor(ObjectMeta) error = nil; want errNotList")
	}
	for _, obj := range []interface{}{list, &metav1.PartialObjectMetadata{}} {
		if _, err := CommonAccessor(obj); err != nil {
			t.Errorf("CommonAccessor(%T): %v", obj, err)
		}
	}
}

func TestAsPartialObjectMetadata(t *testing.T) {
	m := &metav1.ObjectMeta{Name: "a", Labels: map[string]string{"x": "y"}}
	if got := AsPartialObjectMetadata(m); got.Name != "a" || got.Labels["x"] != "y" {
		t.Errorf("AsPartialObjectMetadata = %+v", got)
	}
}

func TestListHelpers(t *testing.T) {
	list := &metav1.PartialObjectMetadataList{Items: []metav1.PartialObjectMetadata{
		{ObjectMeta: metav1.ObjectMeta{Name: "a"}},
		{ObjectMeta: metav1.ObjectMeta{Name: "b"}},
	}}
	if !IsListType(list) || IsListType(&metav1.Status{}) {
		t.Errorf("IsListType is wrong")
	}
	if got := LenList(list); got != 2 {
		t.Errorf("LenList = %d; want 2", got)
	}
	items, err := ExtractList(list)
	if err != nil {
		t.Fatal(err)
	}
	items[0].(*metav1.PartialObjectMetadata).Name = "changed"
	if list.Items[0].Name != "changed" {
		t.Errorf("ExtractList items do not point into the list")
	}
	err = SetList(list, []runtime.Object{&metav1.PartialObjectMetadata{ObjectMeta: metav1.ObjectMeta{Name: "c"}}})
	if err != nil || len(list.Items) != 1 || list.Items[0].Name != "c" {
		t.Errorf("SetList = %v, %+v; want one item c", err, list.Items)
	}
	err = SetList(list, []runtime.Object{&metav1.Status{}})
	if want := "item[0]: can't assign or convert v1.Status into v1.PartialObjectMetadata"; err == nil || err.Error() != want {
		t.Errorf("SetList(Status) error = %v; want %s", err, want)
	}
	if _, err := GetItemsPtr(&metav1.Status{}); err == nil || err.Error() != "*v1.Status is not a list: no Items field in this object" {
		t.Errorf("GetItemsPtr(Status) error = %v", err)
	}
}

func TestRawExtensionList(t *testing.T) {
	status := &metav1.Status{Message: "m"}
	list := &metav1.List{Items: []runtime.RawExtension{{Object: status}, {Raw: []byte(`{}`)}}}
	items, err := ExtractList(list)
	if err != nil {
		t.Fatal(err)
	}
	if items[0] != status {
		t.Errorf("item 0 = %v; want the embedded object", items[0])
	}
	if u, ok := items[1].(*runtime.Unknown); !ok || string(u.Raw) != "{}" {
		t.Errorf("item 1 = %#v; want a runtime.Unknown holding {}", items[1])
	}
	if err := SetList(list, []runtime.Object{status}); err != nil || list.Items[0].Object != status {
		t.Errorf("SetList into RawExtensions = %v, %+v", err, list.Items)
	}
}
