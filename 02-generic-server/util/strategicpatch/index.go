package strategicpatch

import (
	"fmt"
	"reflect"
)

// valueIndex finds a value in a list in constant time. Upstream scans the
// list for every lookup, and sorts with a comparison that scans too, so a
// patch with a few thousand list elements keeps a CPU busy for minutes;
// the index gives the same answers (the first position of a value equal
// under reflect.DeepEqual) without the scans.
type valueIndex struct {
	first  map[interface{}]int // first position of each hashable value
	values []interface{}       // every value, for lookups of unhashable ones
}

func newValueIndex(values []interface{}) *valueIndex {
	x := &valueIndex{first: make(map[interface{}]int, len(values))}
	for _, v := range values {
		x.append(v)
	}
	return x
}

// append records v after the last value.
func (x *valueIndex) append(v interface{}) {
	if hashable(v) {
		if _, known := x.first[v]; !known {
			x.first[v] = len(x.values)
		}
	}
	x.values = append(x.values, v)
}

// find returns the first position of v, or -1.
func (x *valueIndex) find(v interface{}) int {
	if hashable(v) {
		if i, ok := x.first[v]; ok {
			return i
		}
		return -1
	}
	for i, e := range x.values {
		if reflect.DeepEqual(e, v) {
			return i
		}
	}
	return -1
}

// sameValue compares two JSON values, with == where it can (upstream
// always uses ==, which panics on objects and lists).
func sameValue(a, b interface{}) bool {
	if hashable(a) && hashable(b) {
		return a == b
	}
	return reflect.DeepEqual(a, b)
}

// hashable reports whether v can be a map key and compares equal exactly
// when reflect.DeepEqual says so: the scalars JSON decodes to.
func hashable(v interface{}) bool {
	if v == nil {
		return true
	}
	switch reflect.TypeOf(v).Kind() {
	case reflect.String, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

// positionKeys returns what list elements are compared by when ordering: the
// merge key value for objects (nil when missing), the element itself for
// scalars. Upstream: the getValFn of k8s.io/apimachinery/pkg/util/strategicpatch.index.
func positionKeys(list []interface{}, mergeKey string, kind reflect.Kind) []interface{} {
	keys := make([]interface{}, len(list))
	for i, v := range list {
		keys[i] = positionKey(v, mergeKey, kind)
	}
	return keys
}

func positionKey(v interface{}, mergeKey string, kind reflect.Kind) interface{} {
	if kind != reflect.Map {
		return v
	}
	m, _ := v.(map[string]interface{})
	return m[mergeKey]
}

// keyIndex finds objects in a list by the value of their merge key,
// answering as upstream's findMapInSliceBasedOnKeyValue does by scanning:
// objects without the key never match, and an element that is not an
// object, met before the match, is an error.
type keyIndex struct {
	keys   *valueIndex // the merge key value of each element, missingKey{} when none
	notMap int         // position of the first element that is not an object, or -1
}

// missingKey stands for an absent merge key; it equals no JSON value.
type missingKey struct{}

func newKeyIndex(list []interface{}, mergeKey string) *keyIndex {
	x := &keyIndex{keys: newValueIndex(nil), notMap: -1}
	for _, v := range list {
		x.append(v, mergeKey)
	}
	return x
}

// append records the element after the last one.
func (x *keyIndex) append(v interface{}, mergeKey string) {
	var key interface{} = missingKey{}
	if m, ok := v.(map[string]interface{}); !ok {
		if x.notMap < 0 {
			x.notMap = len(x.keys.values)
		}
	} else if value, ok := m[mergeKey]; ok {
		key = value
	}
	x.keys.append(key)
}

// find returns the position of the first object whose merge key equals
// value, or -1, or the error upstream's scan would meet first.
func (x *keyIndex) find(value interface{}) (int, error) {
	i := x.keys.find(value)
	if x.notMap >= 0 && (i < 0 || x.notMap < i) {
		return -1, fmt.Errorf("value for key %v is not a map", x.notMap)
	}
	return i, nil
}
