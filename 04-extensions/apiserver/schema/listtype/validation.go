package listtype

import (
	"encoding/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// ValidateListSetsAndMaps reports Duplicate errors for repeated items of
// set lists and for items of map lists whose keys repeat.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/listtype.ValidateListSetsAndMaps.
func ValidateListSetsAndMaps(fldPath *field.Path, s *structuralschema.Structural, obj map[string]interface{}) field.ErrorList {
	if s == nil {
		return nil
	}
	return validateListSetsAndMapsObject(fldPath, s, obj)
}

func validateListSetsAndMaps(fldPath *field.Path, s *structuralschema.Structural, obj interface{}) field.ErrorList {
	if s == nil || obj == nil {
		return nil
	}
	var errs field.ErrorList
	switch obj := obj.(type) {
	case []interface{}:
		if s.XListType != nil {
			switch *s.XListType {
			case "set":
				for _, i := range duplicates(obj, func(x interface{}) interface{} { return x }) {
					errs = append(errs, field.Duplicate(fldPath.Index(i), obj[i]))
				}
			case "map":
				for _, i := range duplicates(obj, func(x interface{}) interface{} { return mapKey(x, s.XListMapKeys) }) {
					errs = append(errs, field.Duplicate(fldPath.Index(i), keyFields(obj[i], s.XListMapKeys)))
				}
			}
		}
		for i, v := range obj {
			errs = append(errs, validateListSetsAndMaps(fldPath.Index(i), s.Items, v)...)
		}
	case map[string]interface{}:
		errs = append(errs, validateListSetsAndMapsObject(fldPath, s, obj)...)
	}
	return errs
}

func validateListSetsAndMapsObject(fldPath *field.Path, s *structuralschema.Structural, obj map[string]interface{}) field.ErrorList {
	var errs field.ErrorList
	for k, v := range obj {
		if prop, ok := s.Properties[k]; ok {
			errs = append(errs, validateListSetsAndMaps(fldPath.Child(k), &prop, v)...)
		} else if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
			errs = append(errs, validateListSetsAndMaps(fldPath.Key(k), s.AdditionalProperties.Structural, v)...)
		}
	}
	return errs
}

// mapKey is the list-map key of an item: the values of its key fields,
// a missing key being distinct from every value.
func mapKey(x interface{}, keys []string) interface{} {
	m, ok := x.(map[string]interface{})
	if !ok {
		return x
	}
	out := make([]interface{}, len(keys))
	for i, k := range keys {
		if v, found := m[k]; found {
			out[i] = v
		} else {
			out[i] = struct{ missing bool }{true}
		}
	}
	return out
}

// keyFields is the part of a map-list item an error shows: its keys.
func keyFields(x interface{}, keys []string) interface{} {
	m, ok := x.(map[string]interface{})
	if !ok {
		return x
	}
	out := map[string]interface{}{}
	for _, k := range keys {
		if v, found := m[k]; found {
			out[k] = v
		}
	}
	return out
}

// duplicates returns the indexes of the items whose key an earlier item
// already has. Keys are compared by their JSON form, with integers and
// integral floats equal (1 and 1.0 are one value in JSON).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/listtype.validateListSet / validateListMap.
func duplicates(list []interface{}, key func(interface{}) interface{}) []int {
	seen := map[string]bool{}
	var dups []int
	for i, x := range list {
		k := canonical(key(x))
		if seen[k] {
			dups = append(dups, i)
			continue
		}
		seen[k] = true
	}
	return dups
}

// canonical prints a JSON value with sorted keys (encoding/json sorts
// map keys); a float that is an integer prints as that integer.
func canonical(x interface{}) string {
	data, err := json.Marshal(normalize(x))
	if err != nil {
		return "<invalid>"
	}
	return string(data)
}

func normalize(x interface{}) interface{} {
	switch x := x.(type) {
	case float64:
		if x == float64(int64(x)) {
			return int64(x)
		}
		return x
	case map[string]interface{}:
		out := make(map[string]interface{}, len(x))
		for k, v := range x {
			out[k] = normalize(v)
		}
		return out
	case []interface{}:
		out := make([]interface{}, len(x))
		for i, v := range x {
			out[i] = normalize(v)
		}
		return out
	case struct{ missing bool }:
		return "\x00missing"
	}
	return x
}
