package strategicpatch

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode"
)

// Struct tags the patch metadata is read from. They sit next to the json
// tag on a field of an API type:
//
//	Containers []Container `json:"containers" patchStrategy:"merge" patchMergeKey:"name"`
const (
	patchStrategyTagKey = "patchStrategy"
	patchMergeKeyTagKey = "patchMergeKey"
)

// jsonField is one field encoding/json would read or write for a struct:
// its JSON name and the path of field indexes to it through embedded
// structs (metav1.ObjectMeta inlined into PodTemplateSpec, VolumeSource
// inlined into Volume).
type jsonField struct {
	name   string
	tagged bool  // the name came from a json tag
	index  []int // reflect.Type.FieldByIndex path
}

// fieldCache remembers the fields of each struct type: every key of every
// patch looks one up.
var fieldCache sync.Map // reflect.Type -> []jsonField

// lookupField finds the struct field encoding/json would decode the JSON
// key into: an exact name match first, else a case-insensitive one, as
// encoding/json does. It returns the field's type and its patch tags.
// Upstream: k8s.io/apimachinery/third_party/forked/golang/json.LookupPatchMetadataForStruct
// (a fork of encoding/json's field resolution; written here from the
// encoding/json rules instead).
func lookupField(t reflect.Type, key string) (reflect.Type, []string, string, error) {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, nil, "", fmt.Errorf("merging an object in json but data type is not struct, instead is: %s", t.Kind())
	}
	var found *jsonField
	for _, f := range cachedFields(t) {
		if f.name == key {
			found = &f
			break
		}
		if found == nil && strings.EqualFold(f.name, key) {
			found = &f
		}
	}
	if found == nil {
		return nil, nil, "", fmt.Errorf("unable to find api field in struct %s for the json field %q", t.Name(), key)
	}
	sf := t.FieldByIndex(found.index)
	var strategies []string
	if s := sf.Tag.Get(patchStrategyTagKey); s != "" {
		strategies = strings.Split(s, ",")
	}
	return sf.Type, strategies, sf.Tag.Get(patchMergeKeyTagKey), nil
}

func cachedFields(t reflect.Type) []jsonField {
	if f, ok := fieldCache.Load(t); ok {
		return f.([]jsonField)
	}
	f := typeFields(t)
	fieldCache.Store(t, f)
	return f
}

// typeFields lists the JSON fields of struct type t by the rules of
// encoding/json: walk embedded structs without a json name breadth first,
// one depth at a time; of several fields with one name, the shallowest
// wins, a tagged one beats untagged ones at that depth, and a tie hides
// them all.
func typeFields(t reflect.Type) []jsonField {
	type embedded struct {
		typ   reflect.Type
		index []int
	}
	var all []jsonField
	visited := map[reflect.Type]bool{}
	level := []embedded{{typ: t}}
	for len(level) > 0 {
		var next []embedded
		for _, e := range level {
			visited[e.typ] = true
		}
		for _, e := range level {
			for i := 0; i < e.typ.NumField(); i++ {
				sf := e.typ.Field(i)
				index := append(append([]int{}, e.index...), i)
				name, tagged, inline := jsonName(sf)
				if inline {
					ft := derefUnnamed(sf.Type)
					if !visited[ft] {
						next = append(next, embedded{typ: ft, index: index})
					}
					continue
				}
				if name != "" {
					all = append(all, jsonField{name: name, tagged: tagged, index: index})
				}
			}
		}
		level = next
	}
	return dominantFields(all)
}

// jsonName returns the JSON name of a struct field ("" when encoding/json
// skips it), whether the name came from a json tag, and inline=true for an
// embedded struct whose fields are promoted: one without a json name, which
// is how encoding/json reads upstream's `json:",inline"`.
func jsonName(sf reflect.StructField) (name string, tagged, inline bool) {
	tag := sf.Tag.Get("json")
	if tag == "-" {
		return "", false, false
	}
	name, _, _ = strings.Cut(tag, ",")
	if !validTagName(name) {
		name = ""
	}
	if name == "" && sf.Anonymous && derefUnnamed(sf.Type).Kind() == reflect.Struct {
		return "", false, true
	}
	if !sf.IsExported() {
		return "", false, false
	}
	if name == "" {
		return sf.Name, false, false
	}
	return name, true, false
}

func derefUnnamed(t reflect.Type) reflect.Type {
	if t.Name() == "" && t.Kind() == reflect.Pointer {
		return t.Elem()
	}
	return t
}

// validTagName reports whether encoding/json accepts s as a field name.
func validTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) {
			continue
		}
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// dominantFields keeps, for each name, the one field Go's embedding rules
// (modified by json tags) let through, in the order fields were found.
func dominantFields(all []jsonField) []jsonField {
	byName := map[string][]jsonField{}
	var order []string
	for _, f := range all {
		if _, seen := byName[f.name]; !seen {
			order = append(order, f.name)
		}
		byName[f.name] = append(byName[f.name], f)
	}
	var out []jsonField
	for _, name := range order {
		if f, ok := dominant(byName[name]); ok {
			out = append(out, f)
		}
	}
	return out
}

func dominant(fields []jsonField) (jsonField, bool) {
	depth := len(fields[0].index) // found breadth first: the first is shallowest
	var shallow []jsonField
	for _, f := range fields {
		if len(f.index) == depth {
			shallow = append(shallow, f)
		}
	}
	var tagged []jsonField
	for _, f := range shallow {
		if f.tagged {
			tagged = append(tagged, f)
		}
	}
	switch {
	case len(tagged) == 1:
		return tagged[0], true
	case len(tagged) == 0 && len(shallow) == 1:
		return shallow[0], true
	}
	return jsonField{}, false
}
