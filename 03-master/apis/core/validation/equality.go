package validation

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

var (
	quantityType  = reflect.TypeFor[resource.Quantity]()
	timeType      = reflect.TypeFor[metav1.Time]()
	microTimeType = reflect.TypeFor[metav1.MicroTime]()
)

// SemanticDeepEqual is reflect.DeepEqual as the API means it: a nil and
// an empty slice or map are equal (a JSON `[]` and a protobuf body that
// leaves the field out mean the same), quantities are equal when their
// values are ("1Gi" and "1024Mi"), and times when they are the same
// instant. Pod updates compare specs with it.
// Upstream: k8s.io/apimachinery/pkg/api/equality.Semantic.DeepEqual
// (which belongs in 01-scheme; it lives here until another package
// needs it).
func SemanticDeepEqual(a, b interface{}) bool {
	return semanticEqual(reflect.ValueOf(a), reflect.ValueOf(b))
}

// semanticEqual walks two values of the same type.
func semanticEqual(a, b reflect.Value) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() {
		return false
	}
	if equal, ok := specialEqual(a, b); ok {
		return equal
	}
	switch a.Kind() {
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false // nil and empty both have length 0
		}
		for i := 0; i < a.Len(); i++ {
			if !semanticEqual(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.Len() != b.Len() {
			return false
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() || !semanticEqual(a.MapIndex(k), bv) {
				return false
			}
		}
		return true
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return semanticEqual(a.Elem(), b.Elem())
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !semanticEqual(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	}
	return a.Equal(b)
}

// specialEqual compares the types whose equality is not their fields'.
func specialEqual(a, b reflect.Value) (equal, ok bool) {
	if !a.CanInterface() {
		return false, false
	}
	switch a.Type() {
	case quantityType:
		qa, qb := a.Interface().(resource.Quantity), b.Interface().(resource.Quantity)
		return qa.Cmp(qb) == 0, true
	case timeType:
		return a.Interface().(metav1.Time).Time.Equal(b.Interface().(metav1.Time).Time), true
	case microTimeType:
		return a.Interface().(metav1.MicroTime).Time.Equal(b.Interface().(metav1.MicroTime).Time), true
	}
	return false, false
}
