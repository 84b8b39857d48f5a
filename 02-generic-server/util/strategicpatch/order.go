package strategicpatch

import (
	"reflect"
	"sort"
)

// sortByOrder sorts items by their position in order (by merge key for
// objects), keeping elements that carry "$patch": "delete" at the end.
// The comparison is upstream's, so results match it element for element:
// two items are compared by position when both are in order, and an item
// missing from order sorts before the other (only malformed patches have
// such items). Positions are looked up once, before sorting.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.normalizeSliceOrder.
func sortByOrder(items, order []interface{}, mergeKey string, kind reflect.Kind) ([]interface{}, error) {
	var toDelete []interface{}
	if kind == reflect.Map {
		if err := requireMergeKeys(mergeKey, items, order); err != nil {
			return nil, err
		}
		var err error
		if items, toDelete, err = splitDeleteElements(items); err != nil {
			return nil, err
		}
	}
	type ranked struct {
		item interface{}
		pos  int
	}
	positions := newValueIndex(positionKeys(order, mergeKey, kind))
	r := make([]ranked, len(items))
	for i, item := range items {
		r[i] = ranked{item, positions.find(positionKey(item, mergeKey, kind))}
	}
	sort.SliceStable(r, func(i, j int) bool {
		if r[i].pos >= 0 && r[j].pos >= 0 {
			return r[i].pos < r[j].pos
		}
		return true
	})
	sorted := make([]interface{}, 0, len(items)+len(toDelete))
	for _, e := range r {
		sorted = append(sorted, e.item)
	}
	return append(sorted, toDelete...), nil
}

// interleave merges two sorted lists into one, keeping the order within
// each. A left item goes before a right item only if both are in
// serverOrder and the left one came first there; so patch items lead
// unless the live list put a server-only item ahead of them.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeSortedSlice.
func interleave(left, right, serverOrder []interface{}, mergeKey string, kind reflect.Kind) []interface{} {
	positions := newValueIndex(positionKeys(serverOrder, mergeKey, kind))
	pos := func(v interface{}) int { return positions.find(positionKey(v, mergeKey, kind)) }
	out := make([]interface{}, 0, len(left)+len(right))
	i, j := 0, 0
	for i < len(left) || j < len(right) {
		switch {
		case i == len(left):
			out, j = append(out, right[j]), j+1
		case j == len(right):
			out, i = append(out, left[i]), i+1
		default:
			li, ri := pos(left[i]), pos(right[j])
			if li >= 0 && ri >= 0 && li < ri {
				out, i = append(out, left[i]), i+1
			} else {
				out, j = append(out, right[j]), j+1
			}
		}
	}
	return out
}

// requireMergeKeys checks that every element of the lists is an object
// holding the merge key.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.validateMergeKeyInLists.
func requireMergeKeys(mergeKey string, lists ...[]interface{}) error {
	for _, list := range lists {
		for _, v := range list {
			m, ok := v.(map[string]interface{})
			if !ok {
				return errBadArgType(m, v)
			}
			if _, ok := m[mergeKey]; !ok {
				return errNoMergeKey(m, mergeKey)
			}
		}
	}
	return nil
}

// splitDeleteElements splits a list of objects into those to keep and
// those carrying "$patch": "delete".
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.extractToDeleteItems.
func splitDeleteElements(list []interface{}) (keep, del []interface{}, err error) {
	for _, v := range list {
		m, ok := v.(map[string]interface{})
		if !ok {
			return nil, nil, errBadArgType(m, v)
		}
		if d, ok := m[directiveMarker]; ok && d == deleteDirective {
			del = append(del, v)
		} else {
			keep = append(keep, v)
		}
	}
	return keep, del, nil
}
