package meta

import (
	"errors"
	"fmt"
	"reflect"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

var (
	errExpectFieldItems = errors.New("no Items field in this object")
	errExpectSliceItems = errors.New("Items field must be a slice of objects")

	objectSliceType  = reflect.TypeFor[[]runtime.Object]()
	rawExtensionType = reflect.TypeFor[runtime.RawExtension]()
	objectType       = reflect.TypeFor[runtime.Object]()

	// isListCache remembers IsListType's answer per Go type.
	isListCache sync.Map // reflect.Type -> bool
)

// IsListType reports whether obj is a list: a struct with an Items slice.
// Upstream: k8s.io/apimachinery/pkg/api/meta.IsListType.
func IsListType(obj runtime.Object) bool {
	t := reflect.TypeOf(obj)
	if ok, found := isListCache.Load(t); found {
		return ok.(bool)
	}
	_, err := getItemsPtr(obj)
	isListCache.Store(t, err == nil)
	return err == nil
}

// GetItemsPtr returns a pointer to list's Items slice.
// Upstream: k8s.io/apimachinery/pkg/api/meta.GetItemsPtr.
func GetItemsPtr(list runtime.Object) (interface{}, error) {
	obj, err := getItemsPtr(list)
	if err != nil {
		return nil, fmt.Errorf("%T is not a list: %w", list, err)
	}
	return obj, nil
}

func getItemsPtr(list runtime.Object) (interface{}, error) {
	v, err := enforcePtr(list)
	if err != nil {
		return nil, err
	}
	if v.Kind() != reflect.Struct {
		return nil, errExpectFieldItems
	}
	items := v.FieldByName("Items")
	if !items.IsValid() {
		return nil, errExpectFieldItems
	}
	if items.Kind() != reflect.Slice {
		return nil, errExpectSliceItems
	}
	return items.Addr().Interface(), nil
}

// enforcePtr returns the struct (or other value) a non-nil pointer points at.
// Upstream: k8s.io/apimachinery/pkg/conversion.EnforcePtr.
func enforcePtr(obj interface{}) (reflect.Value, error) {
	v := reflect.ValueOf(obj)
	if v.Kind() != reflect.Pointer {
		if v.Kind() == reflect.Invalid {
			return reflect.Value{}, errors.New("expected pointer, but got invalid kind")
		}
		return reflect.Value{}, fmt.Errorf("expected pointer, but got %v type", v.Type())
	}
	if v.IsNil() {
		return reflect.Value{}, errors.New("expected pointer, but got nil")
	}
	return v.Elem(), nil
}

// LenList returns the number of items of a list, 0 if it is not one.
// Upstream: k8s.io/apimachinery/pkg/api/meta.LenList.
func LenList(list runtime.Object) int {
	itemsPtr, err := GetItemsPtr(list)
	if err != nil {
		return 0
	}
	return reflect.ValueOf(itemsPtr).Elem().Len()
}

// ExtractList returns a list's items as objects: pointers into the Items
// of struct lists (so changes show in the list), the embedded or still
// encoded (*runtime.Unknown) objects of RawExtension lists.
// Upstream: k8s.io/apimachinery/pkg/api/meta.ExtractList.
//
// Items of a struct type whose pointer is an object (ConfigMap in a
// ConfigMapList) are told apart once for the whole list, not item by item:
// asking each item's type would copy it into an interface first, one
// allocation per item of a list of 100,000 that the streaming encoders
// walk.
func ExtractList(obj runtime.Object) ([]runtime.Object, error) {
	itemsPtr, err := GetItemsPtr(obj)
	if err != nil {
		return nil, err
	}
	items := reflect.ValueOf(itemsPtr).Elem()
	list := make([]runtime.Object, 0, items.Len())
	if elem := items.Type().Elem(); elem.Kind() == reflect.Struct && elem != rawExtensionType &&
		!elem.Implements(objectType) && reflect.PointerTo(elem).Implements(objectType) {
		for i := range items.Len() {
			list = append(list, items.Index(i).Addr().Interface().(runtime.Object))
		}
		return list, nil
	}
	err = EachListItem(obj, func(o runtime.Object) error {
		list = append(list, o)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return list, nil
}

// EachListItem calls fn with every item of a list, as ExtractList returns
// them, stopping at the first error.
// Upstream: k8s.io/apimachinery/pkg/api/meta.EachListItem.
func EachListItem(obj runtime.Object, fn func(runtime.Object) error) error {
	itemsPtr, err := GetItemsPtr(obj)
	if err != nil {
		return err
	}
	items := reflect.ValueOf(itemsPtr).Elem()
	for i := range items.Len() {
		item, err := listItem(obj, items.Index(i), i)
		if err != nil {
			return err
		}
		if err := fn(item); err != nil {
			return err
		}
	}
	return nil
}

// listItem turns one element of Items into a runtime.Object.
func listItem(list runtime.Object, raw reflect.Value, i int) (runtime.Object, error) {
	switch item := raw.Interface().(type) {
	case runtime.RawExtension:
		switch {
		case item.Object != nil:
			return item.Object, nil
		case item.Raw != nil:
			return &runtime.Unknown{Raw: item.Raw}, nil
		default:
			return nil, nil
		}
	case runtime.Object:
		return item, nil
	}
	if o, ok := raw.Addr().Interface().(runtime.Object); ok {
		return o, nil
	}
	return nil, fmt.Errorf("%T: item[%v]: expected object, got %#v(%s)", list, i, raw.Interface(), raw.Kind())
}

// SetList replaces a list's Items with objects, which must be pointers to
// the item type (or anything assignable to it).
// Upstream: k8s.io/apimachinery/pkg/api/meta.SetList.
func SetList(list runtime.Object, objects []runtime.Object) error {
	itemsPtr, err := GetItemsPtr(list)
	if err != nil {
		return err
	}
	items := reflect.ValueOf(itemsPtr).Elem()
	if items.Type() == objectSliceType {
		items.Set(reflect.ValueOf(objects))
		return nil
	}
	slice := reflect.MakeSlice(items.Type(), len(objects), len(objects))
	for i := range objects {
		if err := setItem(slice.Index(i), objects[i], i); err != nil {
			return err
		}
	}
	items.Set(slice)
	return nil
}

// setItem stores obj into one element of a new Items slice.
func setItem(dest reflect.Value, obj runtime.Object, i int) error {
	if dest.Type() == rawExtensionType {
		dest = dest.FieldByName("Object")
	}
	if reflect.TypeOf(obj).AssignableTo(dest.Type()) {
		dest.Set(reflect.ValueOf(obj))
		return nil
	}
	src, err := enforcePtr(obj)
	if err != nil {
		return err
	}
	switch {
	case src.Type().AssignableTo(dest.Type()):
		dest.Set(src)
	case src.Type().ConvertibleTo(dest.Type()):
		dest.Set(src.Convert(dest.Type()))
	default:
		return fmt.Errorf("item[%d]: can't assign or convert %v into %v", i, src.Type(), dest.Type())
	}
	return nil
}
