package strategicpatch

import (
	"encoding/json"
	"reflect"
	"sort"
	"strings"
)

// The directives a strategic merge patch may carry; doc.go says what each
// is for. Upstream: the constants of k8s.io/apimachinery/pkg/util/strategicpatch/patch.go.
const (
	directiveMarker  = "$patch"
	deleteDirective  = "delete"
	replaceDirective = "replace"
	mergeDirective   = "merge"

	retainKeysStrategy = "retainKeys"

	deleteFromPrimitiveListDirectivePrefix = "$deleteFromPrimitiveList"
	retainKeysDirective                    = "$" + retainKeysStrategy
	setElementOrderDirectivePrefix         = "$setElementOrder"
)

// JSONMap is a JSON object decoded into Go values: maps, []interface{},
// strings, bools, nil, and numbers as int64 (whole) or float64.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.JSONMap.
type JSONMap map[string]interface{}

// StrategicMergePatch applies the strategic merge patch patch to the JSON
// document original and returns the merged document. dataStruct is a value
// of the document's Go type (&appsv1.Deployment{}): its struct tags say how
// each list merges. The keys of the result are sorted, as encoding/json
// writes maps.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.StrategicMergePatch.
func StrategicMergePatch(original, patch []byte, dataStruct interface{}) ([]byte, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	return StrategicMergePatchUsingLookupPatchMeta(original, patch, schema)
}

// StrategicMergePatchUsingLookupPatchMeta is StrategicMergePatch with the
// patch metadata given directly.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.StrategicMergePatchUsingLookupPatchMeta.
func StrategicMergePatchUsingLookupPatchMeta(original, patch []byte, schema LookupPatchMeta) ([]byte, error) {
	originalMap, err := unmarshalMap(original)
	if err != nil {
		return nil, err
	}
	patchMap, err := unmarshalMap(patch)
	if err != nil {
		return nil, err
	}
	result, err := mergeMap(originalMap, patchMap, schema)
	if err != nil {
		return nil, err
	}
	return json.Marshal(result)
}

// StrategicMergeMapPatch is StrategicMergePatch on decoded documents.
// Unlike upstream, which warns that it mutates both maps, it works on
// copies: a handler that retries the patch after a conflict may pass the
// same patch map again. Numbers must be decoded as JSONMap says, or merge
// keys such as containerPort will not match.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.StrategicMergeMapPatch.
func StrategicMergeMapPatch(original, patch JSONMap, dataStruct interface{}) (JSONMap, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	return StrategicMergeMapPatchUsingLookupPatchMeta(original, patch, schema)
}

// StrategicMergeMapPatchUsingLookupPatchMeta is StrategicMergeMapPatch with
// the patch metadata given directly.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.StrategicMergeMapPatchUsingLookupPatchMeta.
func StrategicMergeMapPatchUsingLookupPatchMeta(original, patch JSONMap, schema LookupPatchMeta) (JSONMap, error) {
	o := deepCopyJSON(map[string]interface{}(original)).(map[string]interface{})
	p := deepCopyJSON(map[string]interface{}(patch)).(map[string]interface{})
	return mergeMap(o, p, schema)
}

// mergeMap merges the patch object into the original object, which it
// changes and returns. The order matters and is upstream's: a $patch
// directive decides for the whole object; else $retainKeys clears fields,
// $setElementOrder lists are merged and ordered, and the remaining fields
// are merged one by one (in sorted order, where upstream walks a Go map).
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeMap.
func mergeMap(original, patch map[string]interface{}, schema LookupPatchMeta) (map[string]interface{}, error) {
	if directive, ok := patch[directiveMarker]; ok {
		return mapDirective(directive, patch)
	}
	if original == nil {
		original = map[string]interface{}{}
	}
	if err := applyRetainKeys(original, patch); err != nil {
		return nil, err
	}
	if err := applySetElementOrders(original, patch, schema); err != nil {
		return nil, err
	}
	for _, key := range sortedKeys(patch) {
		if err := mergeField(original, key, patch[key], schema); err != nil {
			return nil, err
		}
	}
	return original, nil
}

// mapDirective applies "$patch" in an object: replace keeps only the
// patch's fields, delete leaves an empty object. "merge", the default,
// is an error here, as upstream.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.handleDirectiveInMergeMap.
func mapDirective(directive interface{}, patch map[string]interface{}) (map[string]interface{}, error) {
	switch directive {
	case replaceDirective:
		delete(patch, directiveMarker)
		return patch, nil
	case deleteDirective:
		return map[string]interface{}{}, nil
	}
	return nil, errBadPatchType(directive, patch)
}

// mergeField merges one member of a patch object into original: null
// deletes, a value the original lacks (or holds with another JSON type) is
// taken as is, objects and lists are merged by the field's patch strategy,
// and scalars are replaced. A $deleteFromPrimitiveList/<field> key merges
// into <field> as a deletion list.
func mergeField(original map[string]interface{}, key string, patchV interface{}, schema LookupPatchMeta) error {
	field, isDeleteList, err := deleteListField(key)
	if err != nil {
		return err
	}
	if patchV == nil {
		delete(original, field)
		return nil
	}
	originalV, ok := original[field]
	if !ok || reflect.TypeOf(originalV) != reflect.TypeOf(patchV) {
		if !isDeleteList {
			discardNulls(patchV)
			takePatchValue(original, field, patchV)
		}
		return nil
	}
	merged := patchV
	switch originalV := originalV.(type) {
	case map[string]interface{}:
		merged, err = mergeObjectField(originalV, patchV.(map[string]interface{}), field, schema)
	case []interface{}:
		merged, err = mergeListField(originalV, patchV.([]interface{}), field, isDeleteList, schema)
	}
	if err != nil {
		return err
	}
	original[field] = merged
	return nil
}

// takePatchValue stores a patch value where the original has nothing to
// merge it with, without the $patch directives inside it: an object
// carrying one is dropped (a list element) or not stored (the value itself).
// Upstream: the removeDirectives calls of k8s.io/apimachinery/pkg/util/strategicpatch.mergeMap.
func takePatchValue(original map[string]interface{}, field string, patchV interface{}) {
	if v, keep := removeDirectives(patchV); keep {
		original[field] = v
	} else {
		delete(original, field)
	}
}

// removeDirectives returns v without the objects carrying "$patch" it
// holds, and keep=false if v is itself such an object. Other directives
// ($setElementOrder, $retainKeys, ...) stay, as upstream.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.removeDirectives.
func removeDirectives(v interface{}) (interface{}, bool) {
	switch t := v.(type) {
	case map[string]interface{}:
		if _, ok := t[directiveMarker]; ok {
			return nil, false
		}
		for k, e := range t {
			if e, keep := removeDirectives(e); keep {
				t[k] = e
			} else {
				delete(t, k)
			}
		}
	case []interface{}:
		out := []interface{}{}
		for _, e := range t {
			if e, keep := removeDirectives(e); keep {
				out = append(out, e)
			}
		}
		return out, true
	}
	return v, true
}

// mergeObjectField merges an object-valued field: recursively, unless its
// patchStrategy is replace.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeMapHandler.
func mergeObjectField(original, patch map[string]interface{}, field string, schema LookupPatchMeta) (interface{}, error) {
	subschema, meta, err := schema.LookupPatchMetadataForStruct(field)
	if err != nil {
		return nil, err
	}
	_, strategy, err := retainKeysAndStrategy(meta.GetPatchStrategies())
	if err != nil {
		return nil, err
	}
	if strategy == replaceDirective {
		return patch, nil
	}
	return mergeMap(original, patch, subschema)
}

// mergeListField merges a list-valued field by its patch strategy.
func mergeListField(original, patch []interface{}, field string, isDeleteList bool, schema LookupPatchMeta) (interface{}, error) {
	subschema, meta, err := schema.LookupPatchMetadataForSlice(field)
	if err != nil {
		return nil, err
	}
	_, strategy, err := retainKeysAndStrategy(meta.GetPatchStrategies())
	if err != nil {
		return nil, err
	}
	return mergeListByStrategy(original, patch, subschema, strategy, meta.GetPatchMergeKey(), isDeleteList)
}

// mergeListByStrategy merges two lists if the field's strategy is merge
// (or the patch list is a $deleteFromPrimitiveList list), and otherwise
// lets the patch's list replace the original's, as JSON merge patch always
// does. Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.mergeSliceHandler.
func mergeListByStrategy(original, patch []interface{}, schema LookupPatchMeta, strategy, mergeKey string, isDeleteList bool) ([]interface{}, error) {
	if strategy != mergeDirective && !isDeleteList {
		return patch, nil
	}
	return mergeSlice(original, patch, schema, mergeKey, isDeleteList)
}

func sortedKeys(m map[string]interface{}) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// extractKey returns the field a parallel-list directive key names:
// "containers" for "$setElementOrder/containers".
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.extractKey.
func extractKey(key, prefix string, formatErr error) (string, error) {
	directive, field, ok := strings.Cut(key, "/")
	if !ok || directive != prefix {
		return "", formatErr
	}
	return field, nil
}

// deleteListField maps "$deleteFromPrimitiveList/finalizers" to
// ("finalizers", true) and any other key to itself.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.preprocessDeletionListForMerging.
func deleteListField(key string) (string, bool, error) {
	if !strings.HasPrefix(key, deleteFromPrimitiveListDirectivePrefix) {
		return key, false, nil
	}
	field, err := extractKey(key, deleteFromPrimitiveListDirectivePrefix, ErrBadPatchFormatForPrimitiveList)
	return field, true, err
}
