package patch

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	smdschema "sigs.k8s.io/structured-merge-diff/v6/schema"
	"sigs.k8s.io/structured-merge-diff/v6/typed"
	"sigs.k8s.io/structured-merge-diff/v6/value"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation/dynamic"
)

// ApplyConfigurationCondition is an ApplyConfiguration mutation's
// expression, which must return an Object.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.ApplyConfigurationCondition.
type ApplyConfigurationCondition struct {
	Expression string
}

// GetExpression is the CEL source.
func (v *ApplyConfigurationCondition) GetExpression() string { return v.Expression }

// ReturnTypes: Object.
func (v *ApplyConfigurationCondition) ReturnTypes() []*cel.Type {
	return []*cel.Type{applyConfigObjectType}
}

var applyConfigObjectType = types.NewObjectType(mutation.ObjectTypeName)

// applyConfigurationFromResult turns what an ApplyConfiguration
// expression returned (an Object) into an Unstructured patch of kind gvk,
// after checking that every nested Object is named after its field path.
// Upstream: the middle of k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*applyConfigPatcher).Patch.
func applyConfigurationFromResult(v ref.Val, gvk schema.GroupVersionKind) (*unstructured.Unstructured, error) {
	objVal, ok := v.(*dynamic.ObjectVal)
	if !ok {
		// The compiler checks the return type; this cannot happen.
		return nil, fmt.Errorf("unsupported return type from ApplyConfiguration expression: %v", v.Type())
	}
	if err := objVal.CheckTypeNamesMatchFieldPathNames(); err != nil {
		return nil, fmt.Errorf("type mismatch: %w", err)
	}
	content, ok := objVal.Value().(map[string]any)
	if !ok {
		return nil, fmt.Errorf("invalid return type: %T", v)
	}
	patchObject := &unstructured.Unstructured{Object: content}
	patchObject.SetGroupVersionKind(gvk)
	return patchObject, nil
}

// ApplyStructuredMergeDiff merges patch into a copy of originalObject as
// server-side apply merges an applied configuration: maps field by field,
// associative lists element by element by their keys, atomic values
// replaced. No one's ownership is recorded: a policy's changes stay only
// as long as the policy keeps making them. A patch that sets an atomic
// list, map or struct is refused, since it would silently drop what the
// object had there. The result is Unstructured.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.ApplyStructuredMergeDiff.
func ApplyStructuredMergeDiff(typeConverter managedfields.TypeConverter, originalObject runtime.Object, patch *unstructured.Unstructured) (runtime.Object, error) {
	if patch.GroupVersionKind() != originalObject.GetObjectKind().GroupVersionKind() {
		return nil, fmt.Errorf("patch (%v) and original object (%v) are not of the same gvk", patch.GroupVersionKind().String(), originalObject.GetObjectKind().GroupVersionKind().String())
	} else if typeConverter == nil {
		return nil, fmt.Errorf("type converter must not be nil")
	}
	patchObjTyped, err := typeConverter.ObjectToTyped(patch)
	if err != nil {
		return nil, fmt.Errorf("failed to convert patch object to typed object: %w", err)
	}
	if err := validatePatch(patchObjTyped); err != nil {
		return nil, fmt.Errorf("invalid ApplyConfiguration: %w", err)
	}
	liveObjTyped, err := typeConverter.ObjectToTyped(originalObject, typed.AllowDuplicates)
	if err != nil {
		return nil, fmt.Errorf("failed to convert original object to typed object: %w", err)
	}
	newObjTyped, err := liveObjTyped.Merge(patchObjTyped)
	if err != nil {
		return nil, fmt.Errorf("failed to merge patch: %w", err)
	}
	newObj, err := typeConverter.TypedToObject(newObjTyped)
	if err != nil {
		return nil, fmt.Errorf("failed to convert typed object to object: %w", err)
	}
	return newObj, nil
}

// validatePatch refuses an apply configuration that sets an atomic list,
// map or struct: the merge would replace it whole, removing whatever the
// author did not repeat.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.validatePatch.
func validatePatch(v *typed.TypedValue) error {
	atomics := findAtomics(nil, v.Schema(), v.TypeRef(), v.AsValue())
	if len(atomics) > 0 {
		return fmt.Errorf("may not mutate atomic arrays, maps or structs: %v", strings.Join(atomics, ", "))
	}
	return nil
}

// findAtomics returns the paths of the atomic lists, maps and structs in
// v, walking it along its schema.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.findAtomics.
func findAtomics(path []fieldpath.PathElement, s *smdschema.Schema, tr smdschema.TypeRef, v value.Value) (atomics []string) {
	a, ok := s.Resolve(tr)
	if !ok {
		return nil
	}
	if v.IsMap() && a.Map != nil {
		if a.Map.ElementRelationship == smdschema.Atomic {
			atomics = append(atomics, pathString(path))
		}
		v.AsMap().Iterate(func(key string, val value.Value) bool {
			pe := fieldpath.PathElement{FieldName: &key}
			if sf, ok := a.Map.FindField(key); ok {
				atomics = append(atomics, findAtomics(appendPath(path, pe), s, sf.Type, val)...)
			}
			return true
		})
	}
	if v.IsList() && a.List != nil {
		if a.List.ElementRelationship == smdschema.Atomic {
			atomics = append(atomics, pathString(path))
		}
		list := v.AsList()
		for i := 0; i < list.Length(); i++ {
			pe := fieldpath.PathElement{Index: &i}
			atomics = append(atomics, findAtomics(appendPath(path, pe), s, a.List.ElementType, list.At(i))...)
		}
	}
	return atomics
}

// appendPath copies before appending, so sibling paths never share memory.
func appendPath(path []fieldpath.PathElement, pe fieldpath.PathElement) []fieldpath.PathElement {
	return append(path[:len(path):len(path)], pe)
}

// pathString writes a path as structured-merge-diff's path elements,
// ".spec.selector".
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.pathString.
func pathString(path []fieldpath.PathElement) string {
	sb := strings.Builder{}
	for _, p := range path {
		sb.WriteString(p.String())
	}
	return sb.String()
}

// NewApplyConfigurationPatcher returns the Patcher of an
// ApplyConfiguration mutation, given its compiled expression (an
// ApplyConfigurationCondition).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.NewApplyConfigurationPatcher.
func NewApplyConfigurationPatcher(expressionEvaluator plugincel.ConditionEvaluator) Patcher {
	return &applyConfigPatcher{expressionEvaluator: expressionEvaluator}
}

// applyConfigPatcher merges what its expression returns.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.applyConfigPatcher.
type applyConfigPatcher struct {
	expressionEvaluator plugincel.ConditionEvaluator
}

// Patch evaluates the expression and merges the Object it returned.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*applyConfigPatcher).Patch.
func (e *applyConfigPatcher) Patch(ctx context.Context, r Request, runtimeCELCostBudget int64) (runtime.Object, error) {
	v, err := evaluate(ctx, e.expressionEvaluator, r, runtimeCELCostBudget)
	if err != nil {
		return nil, err
	}
	original := r.VersionedAttributes.VersionedObject
	patchObject, err := applyConfigurationFromResult(v, original.GetObjectKind().GroupVersionKind())
	if err != nil {
		return nil, err
	}
	patched, err := ApplyStructuredMergeDiff(r.TypeConverter, original, patchObject)
	if err != nil {
		return nil, fmt.Errorf("error applying patch: %w", err)
	}
	return patched, nil
}
