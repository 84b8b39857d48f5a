package strategicpatch

import (
	"errors"
	"fmt"
	"reflect"
)

// PatchMeta is the patch metadata of one field: its patch strategies
// ("merge", "retainKeys", "replace", or two of them joined by a comma in
// the tag) and, for a list of objects, the key that identifies an element.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMeta.
type PatchMeta struct {
	patchStrategies []string
	patchMergeKey   string
}

// GetPatchStrategies returns the field's patch strategies, empty when the
// field has none (it is then replaced, like in a JSON merge patch).
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMeta.GetPatchStrategies.
func (pm PatchMeta) GetPatchStrategies() []string {
	if pm.patchStrategies == nil {
		return []string{}
	}
	return pm.patchStrategies
}

// GetPatchMergeKey returns the field's merge key, "" when it has none.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMeta.GetPatchMergeKey.
func (pm PatchMeta) GetPatchMergeKey() string {
	return pm.patchMergeKey
}

// LookupPatchMeta answers, for the object at one level of a patch, how to
// merge each of its fields, and gives the LookupPatchMeta of the level
// below. Upstream has two implementations: one from Go struct tags (for
// built-in types, on the server) and one from OpenAPI extensions
// (x-kubernetes-patch-strategy, used by kubectl); this package has the first.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.LookupPatchMeta.
type LookupPatchMeta interface {
	// LookupPatchMetadataForStruct returns the metadata of the field named
	// key, for a field holding an object.
	LookupPatchMetadataForStruct(key string) (LookupPatchMeta, PatchMeta, error)
	// LookupPatchMetadataForSlice returns the metadata of the field named
	// key, for a field holding a list; the LookupPatchMeta returned is that
	// of the list's elements.
	LookupPatchMetadataForSlice(key string) (LookupPatchMeta, PatchMeta, error)
	// Name names the type, for error messages.
	Name() string
}

// PatchMetaFromStruct is a LookupPatchMeta reading the patchStrategy and
// patchMergeKey tags of a Go type by reflection, following json tag names
// and inlined embedded structs as encoding/json does.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMetaFromStruct.
type PatchMetaFromStruct struct {
	T reflect.Type
}

var _ LookupPatchMeta = PatchMetaFromStruct{}

// NewPatchMetaFromStruct returns the LookupPatchMeta of dataStruct, a struct
// or a pointer to one, such as &appsv1.Deployment{}.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.NewPatchMetaFromStruct.
func NewPatchMetaFromStruct(dataStruct interface{}) (PatchMetaFromStruct, error) {
	t, err := tagStructType(dataStruct)
	return PatchMetaFromStruct{T: t}, err
}

// tagStructType returns the struct type of dataStruct.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.getTagStructType.
func tagStructType(dataStruct interface{}) (reflect.Type, error) {
	if dataStruct == nil {
		return nil, errBadArgKind(struct{}{}, nil)
	}
	t := reflect.TypeOf(dataStruct)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, errBadArgKind(struct{}{}, dataStruct)
	}
	return t, nil
}

// LookupPatchMetadataForStruct implements LookupPatchMeta. A key the type
// has no field for is an error: "unable to find api field in struct
// Deployment for the json field \"x\"".
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMetaFromStruct.LookupPatchMetadataForStruct.
func (s PatchMetaFromStruct) LookupPatchMetadataForStruct(key string) (LookupPatchMeta, PatchMeta, error) {
	fieldType, strategies, mergeKey, err := lookupField(s.T, key)
	if err != nil {
		return nil, PatchMeta{}, err
	}
	return PatchMetaFromStruct{T: fieldType}, PatchMeta{patchStrategies: strategies, patchMergeKey: mergeKey}, nil
}

// LookupPatchMetadataForSlice implements LookupPatchMeta: the metadata is
// the list field's, the LookupPatchMeta returned is its element type's.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMetaFromStruct.LookupPatchMetadataForSlice.
func (s PatchMetaFromStruct) LookupPatchMetadataForSlice(key string) (LookupPatchMeta, PatchMeta, error) {
	fieldType, strategies, mergeKey, err := lookupField(s.T, key)
	if err != nil {
		return nil, PatchMeta{}, err
	}
	elem, err := sliceElem(fieldType)
	if err != nil {
		return nil, PatchMeta{}, err
	}
	return PatchMetaFromStruct{T: elem}, PatchMeta{patchStrategies: strategies, patchMergeKey: mergeKey}, nil
}

// sliceElem returns the element type of a slice, an array, or a pointer
// to either; lists of lists have no patch semantics.
func sliceElem(t reflect.Type) (reflect.Type, error) {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
		if t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
			return t, nil // upstream treats a pointer to a non-list as its own element
		}
	}
	if t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
		return nil, fmt.Errorf("expected slice or array type, but got: %s", t.Kind())
	}
	elem := t.Elem()
	if elem.Kind() == reflect.Slice || elem.Kind() == reflect.Array {
		return nil, errors.New("unexpected slice of slice")
	}
	return elem, nil
}

// Name implements LookupPatchMeta: the kind of the type ("struct").
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.PatchMetaFromStruct.Name.
func (s PatchMetaFromStruct) Name() string {
	return s.T.Kind().String()
}

// retainKeysAndStrategy splits a field's strategies into whether it has
// retainKeys and its other strategy ("merge", "replace" or "").
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.extractRetainKeysPatchStrategy.
func retainKeysAndStrategy(strategies []string) (bool, string, error) {
	switch len(strategies) {
	case 0:
		return false, "", nil
	case 1:
		if strategies[0] == retainKeysStrategy {
			return true, "", nil
		}
		return false, strategies[0], nil
	case 2:
		switch retainKeysStrategy {
		case strategies[0]:
			return true, strategies[1], nil
		case strategies[1]:
			return true, strategies[0], nil
		}
	}
	return false, "", fmt.Errorf("unexpected patch strategy: %v", strategies)
}
