package strategicpatch

import (
	"fmt"
	"reflect"
	"strings"
)

// applyRetainKeys applies a "$retainKeys" list, which kubectl sends for
// fields with patchStrategy retainKeys (a union such as DeploymentStrategy
// or a Volume's source): every field of the original object not in the list
// is cleared before the patch is merged, and every non-null field of the
// patch must be in the list. Elements that are not strings are rejected;
// upstream accepts numbers (which can never name a field) and panics on
// objects.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.applyRetainKeysDirective.
func applyRetainKeys(original, patch map[string]interface{}) error {
	v, ok := patch[retainKeysDirective]
	if !ok {
		return nil
	}
	delete(patch, retainKeysDirective)
	list, ok := v.([]interface{})
	if !ok {
		return ErrBadPatchFormatForRetainKeys
	}
	retain := map[string]bool{}
	for _, k := range list {
		s, ok := k.(string)
		if !ok {
			return ErrBadPatchFormatForRetainKeys
		}
		retain[s] = true
	}
	for k, v := range patch {
		if v == nil || strings.HasPrefix(k, deleteFromPrimitiveListDirectivePrefix) || strings.HasPrefix(k, setElementOrderDirectivePrefix) {
			continue
		}
		if !retain[k] {
			return ErrBadPatchFormatForRetainKeys
		}
	}
	for k := range original {
		if !retain[k] {
			delete(original, k)
		}
	}
	return nil
}

// applySetElementOrders handles every "$setElementOrder/<field>" key of a
// patch object: the list it names is merged now, together with the patch's
// own <field> list, and put in the order the directive gives.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergePatchIntoOriginal.
func applySetElementOrders(original, patch map[string]interface{}, schema LookupPatchMeta) error {
	for _, key := range sortedKeys(patch) {
		if !strings.HasPrefix(key, setElementOrderDirectivePrefix) {
			continue
		}
		order := patch[key]
		delete(patch, key)
		if err := setElementOrder(original, patch, key, order, schema); err != nil {
			return err
		}
	}
	return nil
}

// setElementOrder merges the list a $setElementOrder directive names and
// orders it: elements listed in the directive follow it, elements only the
// server has keep their place relative to them. The patch's list is then
// removed from the patch, so it is not merged twice.
// Upstream: the loop body of k8s.io/apimachinery/pkg/util/strategicpatch.mergePatchIntoOriginal.
func setElementOrder(original, patch map[string]interface{}, key string, orderV interface{}, schema LookupPatchMeta) error {
	order, ok := orderV.([]interface{})
	if !ok {
		return errBadArgType(order, orderV)
	}
	field, err := extractKey(key, setElementOrderDirectivePrefix, ErrBadPatchFormatForSetElementOrderList)
	if err != nil {
		return err
	}
	originalList, foundOriginal, err := listAt(original, field)
	if err != nil {
		return err
	}
	patchList, foundPatch, err := listAt(patch, field)
	if err != nil {
		return err
	}
	subschema, meta, err := schema.LookupPatchMetadataForSlice(field)
	if err != nil {
		return err
	}
	_, strategy, err := retainKeysAndStrategy(meta.GetPatchStrategies())
	if err != nil {
		return err
	}
	mergeKey := meta.GetPatchMergeKey()
	if err := validateSetElementOrder(patchList, order, mergeKey); err != nil {
		return err
	}
	merged := originalList
	switch {
	case !foundOriginal && !foundPatch:
		return nil
	case !foundOriginal:
		v, _ := removeDirectives(patchList) // a list is always kept
		merged = v.([]interface{})
	case foundPatch:
		if merged, err = mergeListByStrategy(originalList, patchList, subschema, strategy, mergeKey, false); err != nil {
			return err
		}
	}
	return storeOrdered(original, patch, field, merged, order, originalList, patchList, mergeKey)
}

// storeOrdered orders merged by the $setElementOrder list and stores it.
// The positions of server-only elements come from originalList, the live
// list as the caller held it before merging: its backing array is the one
// the merge's deletions shifted and its appends refilled, so it may now
// list new elements after the survivors. Upstream reads the same array,
// and this is what keeps a webhook-injected sidecar ahead of a container
// kubectl apply puts in place of another (see TestSetElementOrder).
func storeOrdered(original, patch map[string]interface{}, field string, merged, order, originalList, patchList []interface{}, mergeKey string) error {
	kind, err := elementKind(originalList, patchList)
	if err != nil {
		return err
	}
	ordered, err := orderMerged(merged, order, originalList, mergeKey, kind)
	if err != nil {
		return err
	}
	original[field] = ordered
	delete(patch, field)
	return nil
}

// listAt returns m[field] as a list, and whether it is there.
func listAt(m map[string]interface{}, field string) ([]interface{}, bool, error) {
	v, found := m[field]
	if !found {
		return nil, false, nil
	}
	list, ok := v.([]interface{})
	if !ok {
		return nil, true, errBadArgType(list, v)
	}
	return list, true, nil
}

// validateSetElementOrder checks that the patch's list (without its
// deletions) lists its elements in the order of the $setElementOrder list
// and names none the directive lacks.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.validatePatchWithSetOrderList.
func validateSetElementOrder(patchList, order []interface{}, mergeKey string) error {
	if len(order) == 0 || len(patchList) == 0 {
		return nil
	}
	items := patchList
	if mergeKey != "" {
		var err error
		if items, _, err = splitDeleteElements(patchList); err != nil {
			return err
		}
	}
	p, o := 0, 0
	for p < len(items) && o < len(order) {
		if hasDirectiveMarker(items[p]) {
			p++
			continue
		}
		equal, err := mergeKeyValueEqual(items[p], order[o], mergeKey)
		if err != nil {
			return err
		}
		if equal {
			p++
		}
		o++
	}
	if p < len(items) {
		return fmt.Errorf("the order in patch list %v doesn't match %s list %v", patchList, setElementOrderDirectivePrefix, order)
	}
	return nil
}

func hasDirectiveMarker(v interface{}) bool {
	m, ok := v.(map[string]interface{})
	if !ok {
		return false
	}
	_, found := m[directiveMarker]
	return found
}

// mergeKeyValueEqual compares two list elements: whole for scalars, by the
// merge key for objects.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeKeyValueEqual.
func mergeKeyValueEqual(left, right interface{}, mergeKey string) (bool, error) {
	if mergeKey == "" {
		return reflect.DeepEqual(left, right), nil
	}
	l, ok := left.(map[string]interface{})
	if !ok {
		return false, errBadArgType(l, left)
	}
	r, ok := right.(map[string]interface{})
	if !ok {
		return false, errBadArgType(r, right)
	}
	lv, ok := l[mergeKey]
	if !ok {
		return false, errNoMergeKey(l, mergeKey)
	}
	rv, ok := r[mergeKey]
	if !ok {
		return false, errNoMergeKey(r, mergeKey)
	}
	return reflect.DeepEqual(lv, rv), nil
}
