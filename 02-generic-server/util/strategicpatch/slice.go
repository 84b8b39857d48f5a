package strategicpatch

import (
	"errors"
	"fmt"
	"reflect"
)

// mergeSlice merges the patch list into the original list of a field with
// patchStrategy merge. Lists of scalars are unioned (or, for a
// $deleteFromPrimitiveList list, subtracted); lists of objects are merged
// element by element, elements matched by the merge key. The merged list
// is then ordered: the patch's elements in the patch's order, the others
// where they were.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeSlice.
func mergeSlice(original, patch []interface{}, schema LookupPatchMeta, mergeKey string, isDeleteList bool) ([]interface{}, error) {
	if len(original) == 0 && len(patch) == 0 {
		return original, nil
	}
	kind, err := elementKind(original, patch)
	if err != nil {
		return nil, err
	}
	var merged []interface{}
	if kind != reflect.Map {
		if isDeleteList {
			return deleteFromSlice(original, patch), nil
		}
		merged = unionScalars(original, patch)
	} else {
		if mergeKey == "" {
			return nil, fmt.Errorf("cannot merge lists without merge key for %s", schema.Name())
		}
		if original, patch, err = applyElementDirectives(original, patch, mergeKey); err != nil {
			return nil, err
		}
		if merged, err = mergeByKey(original, patch, mergeKey, schema); err != nil {
			return nil, err
		}
	}
	return orderMerged(merged, patch, original, mergeKey, kind)
}

// applyElementDirectives handles list elements carrying "$patch": delete
// removes the original elements with that merge key, replace makes the
// patch's other elements the whole list. It returns the original and the
// patch to merge next, the patch without its directive elements.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeSliceWithSpecialElements.
func applyElementDirectives(original, patch []interface{}, mergeKey string) ([]interface{}, []interface{}, error) {
	rest := []interface{}{}
	replace := false
	for _, v := range patch {
		m := v.(map[string]interface{}) // elementKind checked every element is an object
		directive, ok := m[directiveMarker]
		if !ok {
			rest = append(rest, v)
			continue
		}
		switch directive {
		case deleteDirective:
			value, ok := m[mergeKey]
			if !ok {
				return nil, nil, errNoMergeKey(m, mergeKey)
			}
			original = deleteByKey(original, mergeKey, value)
		case replaceDirective:
			replace = true // keep going: later directive elements are dropped too
		case mergeDirective:
			return nil, nil, errors.New("merging lists cannot yet be specified in the patch")
		default:
			return nil, nil, errBadPatchType(directive, m)
		}
	}
	if replace {
		return rest, nil, nil
	}
	return original, rest, nil
}

// deleteByKey removes every object whose merge key has the given value,
// one at a time and in place, shifting the rest left as upstream does. The
// caller of a $setElementOrder merge still holds the list at its old
// length and reads positions from it (see setElementOrder), so the way the
// backing array changes is part of the result.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.deleteMatchingEntries.
func deleteByKey(original []interface{}, mergeKey string, value interface{}) []interface{} {
	for i := 0; i < len(original); {
		if v, ok := original[i].(map[string]interface{})[mergeKey]; ok && sameValue(v, value) {
			original = append(original[:i], original[i+1:]...)
			continue
		}
		i++
	}
	return original
}

// mergeByKey merges each patch element into the original element with the
// same merge key value, or appends it when there is none.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeSliceWithoutSpecialElements.
func mergeByKey(original, patch []interface{}, mergeKey string, schema LookupPatchMeta) ([]interface{}, error) {
	index := newKeyIndex(original, mergeKey)
	for _, v := range patch {
		m := v.(map[string]interface{})
		value, ok := m[mergeKey]
		if !ok {
			return nil, errNoMergeKey(m, mergeKey)
		}
		i, err := index.find(value)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			original = append(original, v)
			index.append(v, mergeKey)
			continue
		}
		merged, err := mergeMap(original[i].(map[string]interface{}), m, schema)
		if err != nil {
			return nil, err
		}
		original[i] = merged
		if after, ok := merged[mergeKey]; !ok || !reflect.DeepEqual(after, value) {
			index = newKeyIndex(original, mergeKey) // a null merge key deleted itself
		}
	}
	return original, nil
}

// unionScalars appends to original the patch's scalars it lacks, and drops
// duplicates. Upstream (k8s.io/apimachinery/pkg/util/strategicpatch.deduplicateScalars)
// deduplicates in place in the original's backing array, so when the live
// list itself holds duplicates its result order depends on that array's
// spare capacity; here the first occurrence is kept and the order is
// always the one the patch list and the live list give.
func unionScalars(original, patch []interface{}) []interface{} {
	seen := newValueIndex(nil)
	for _, list := range [][]interface{}{original, patch} {
		for _, v := range list {
			if seen.find(v) < 0 {
				seen.append(v)
			}
		}
	}
	return seen.values
}

// deleteFromSlice removes from current every scalar listed in toDelete.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.deleteFromSlice.
func deleteFromSlice(current, toDelete []interface{}) []interface{} {
	deleted := newValueIndex(toDelete)
	out := make([]interface{}, 0, len(current))
	for _, v := range current {
		if deleted.find(v) < 0 {
			out = append(out, v)
		}
	}
	return out
}

// elementKind returns the kind shared by the elements of the lists: Map
// for objects, or a scalar kind. Mixed element types, null elements and
// lists of lists are errors.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.sliceElementType.
func elementKind(lists ...[]interface{}) (reflect.Kind, error) {
	var typ reflect.Type
	for _, list := range lists {
		for _, v := range list {
			t := reflect.TypeOf(v)
			switch {
			case t == nil || typ != nil && t != typ:
				return reflect.Invalid, fmt.Errorf("list element types are not identical: %v", lists)
			case t.Kind() == reflect.Slice:
				return reflect.Invalid, ErrNoListOfLists
			}
			typ = t
		}
	}
	if typ == nil {
		return reflect.Invalid, errors.New("no elements in any of the given slices")
	}
	return typ.Kind(), nil
}

// orderMerged orders a merged list: the elements listed in patchOrder (the
// patch's list, or a $setElementOrder list) follow that order, the others
// (server-only elements) follow serverOrder, and the two are interleaved
// keeping server-only elements before patch elements they preceded in the
// live list. Upstream: the partition and normalizeElementOrder steps of
// k8s.io/apimachinery/pkg/util/strategicpatch.mergeSlice.
func orderMerged(merged, patchOrder, serverOrder []interface{}, mergeKey string, kind reflect.Kind) ([]interface{}, error) {
	patchItems, serverOnly, err := partition(merged, patchOrder, mergeKey)
	if err != nil {
		return nil, err
	}
	if patchItems, err = sortByOrder(patchItems, patchOrder, mergeKey, kind); err != nil {
		return nil, err
	}
	if serverOnly, err = sortByOrder(serverOnly, serverOrder, mergeKey, kind); err != nil {
		return nil, err
	}
	return interleave(serverOnly, patchItems, serverOrder, mergeKey, kind), nil
}

// partition splits merged into the elements present in by (compared by
// merge key, or whole for scalars) and the others.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.partitionMapsByPresentInList
// and partitionPrimitivesByPresentInList.
func partition(merged, by []interface{}, mergeKey string) (in, out []interface{}, err error) {
	in = make([]interface{}, 0, len(merged))
	out = make([]interface{}, 0, len(merged))
	var present func(interface{}) (bool, error)
	if mergeKey != "" {
		present = presentByKey(newKeyIndex(by, mergeKey), mergeKey)
	} else {
		byValue := newValueIndex(by)
		present = func(v interface{}) (bool, error) { return byValue.find(v) >= 0, nil }
	}
	for _, v := range merged {
		found, err := present(v)
		if err != nil {
			return nil, nil, err
		}
		if found {
			in = append(in, v)
		} else {
			out = append(out, v)
		}
	}
	return in, out, nil
}

// presentByKey returns a test for objects whose merge key value is in index.
func presentByKey(index *keyIndex, mergeKey string) func(interface{}) (bool, error) {
	return func(v interface{}) (bool, error) {
		m, ok := v.(map[string]interface{})
		if !ok {
			return false, errBadArgType(m, v)
		}
		value, ok := m[mergeKey]
		if !ok {
			return false, errNoMergeKey(m, mergeKey)
		}
		i, err := index.find(value)
		return i >= 0, err
	}
}
