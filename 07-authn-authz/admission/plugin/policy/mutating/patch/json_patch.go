package patch

import (
	"context"
	gojson "encoding/json"
	"errors"
	"fmt"
	"reflect"

	evanphx "github.com/evanphx/json-patch/v5"
	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/util/jsonpatch"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation/dynamic"
)

// JSONPatchCondition is a JSONPatch mutation's expression, which must
// return a list of JSONPatch.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.JSONPatchCondition.
type JSONPatchCondition struct {
	Expression string
}

// GetExpression is the CEL source.
func (v *JSONPatchCondition) GetExpression() string { return v.Expression }

// ReturnTypes: list(JSONPatch).
func (v *JSONPatchCondition) ReturnTypes() []*cel.Type {
	return []*cel.Type{cel.ListType(jsonPatchType)}
}

var jsonPatchType = types.NewObjectType(mutation.JSONPatchTypeName)

// jsonPatchFromResult turns what a JSONPatch expression returned (a list
// of JSONPatch) into an RFC 6902 patch document: op, path, from when set,
// value when set, the value converted to JSON through protobuf's Value,
// which every CEL literal and Object converts to.
// Upstream: the second half of k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*jsonPatcher).evaluatePatchExpression.
func jsonPatchFromResult(refVal ref.Val) ([]byte, error) {
	iter, ok := refVal.(traits.Lister)
	if !ok {
		// The compiler checks the return type; this cannot happen.
		return nil, fmt.Errorf("type mismatch: JSONPatchType.expression should evaluate to array")
	}
	result := []map[string]any{}
	for it := iter.Iterator(); it.HasNext() == types.True; {
		v := it.Next()
		patchObj, err := v.ConvertToNative(reflect.TypeOf(&mutation.JSONPatchVal{}))
		if err != nil {
			return nil, fmt.Errorf("type mismatch: JSONPatchType.expression should evaluate to array of JSONPatch: %w", err)
		}
		op, ok := patchObj.(*mutation.JSONPatchVal)
		if !ok {
			return nil, fmt.Errorf("type mismatch: JSONPatchType.expression should evaluate to array of JSONPatch, got element of %T", patchObj)
		}
		resultOp := map[string]any{"op": op.Op, "path": op.Path}
		if len(op.From) > 0 {
			resultOp["from"] = op.From
		}
		if op.Val != nil {
			if objVal, ok := op.Val.(*dynamic.ObjectVal); ok {
				// Object constructors are checked only this far: each
				// type name must be its field path.
				if err := objVal.CheckTypeNamesMatchFieldPathNames(); err != nil {
					return nil, fmt.Errorf("type mismatch: %w", err)
				}
			}
			pv, err := op.Val.ConvertToNative(reflect.TypeOf(&structpb.Value{}))
			if err != nil {
				return nil, fmt.Errorf("JSONPath valueExpression evaluated to a type that could not marshal to JSON: %w", err)
			}
			b, err := gojson.Marshal(pv)
			if err != nil {
				return nil, fmt.Errorf("JSONPath valueExpression evaluated to a type that could not marshal to JSON: %w", err)
			}
			resultOp["value"] = gojson.RawMessage(b)
		}
		result = append(result, resultOp)
	}
	return gojson.Marshal(result)
}

// applyJSONPatch applies patch to obj, an object of kind (a Go type, or
// Unstructured for a custom resource) and returns a new object; obj is
// not changed. A failed "test" operation leaves the object as it was, as
// RFC 6902 has the whole patch fail; any other failure is an error
// "JSON Patch: ...". The result is decoded strictly: a patch that adds a
// field the kind does not have is an internal error, as upstream.
// Upstream: the application half of k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*jsonPatcher).Patch,
// which uses gopkg.in/evanphx/json-patch.v4; stage 02's jsonpatch uses v5.
func applyJSONPatch(creater runtime.ObjectCreater, typer runtime.ObjectTyper, kind schema.GroupVersionKind, obj runtime.Object, patch []byte) (runtime.Object, error) {
	serializer := json.NewSerializerWithOptions(json.DefaultMetaFactory, creater, typer, json.SerializerOptions{Strict: true})
	objJS, err := runtime.Encode(serializer, obj)
	if err != nil {
		return nil, fmt.Errorf("failed to create JSON patch: %w", err)
	}
	patchedJS, err := jsonpatch.ApplyJSONPatch(objJS, patch)
	if err != nil {
		if errors.Is(err, evanphx.ErrTestFailed) {
			return obj, nil
		}
		return nil, fmt.Errorf("JSON Patch: %w", err)
	}
	var fresh runtime.Object
	if _, ok := obj.(*unstructured.Unstructured); ok {
		fresh = &unstructured.Unstructured{}
	} else if fresh, err = creater.New(kind); err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	if fresh, _, err = serializer.Decode(patchedJS, nil, fresh); err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	return fresh, nil
}

// NewJSONPatcher returns the Patcher of a JSONPatch mutation, given its
// compiled expression (a JSONPatchCondition).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.NewJSONPatcher.
func NewJSONPatcher(patchEvaluator plugincel.ConditionEvaluator) Patcher {
	return &jsonPatcher{PatchEvaluator: patchEvaluator}
}

// jsonPatcher applies what its expression returns as a JSON patch.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.jsonPatcher.
type jsonPatcher struct {
	PatchEvaluator plugincel.ConditionEvaluator
}

// Patch evaluates the expression and applies the operations it returned.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*jsonPatcher).Patch.
func (e *jsonPatcher) Patch(ctx context.Context, r Request, runtimeCELCostBudget int64) (runtime.Object, error) {
	v, err := evaluate(ctx, e.PatchEvaluator, r, runtimeCELCostBudget)
	if err != nil {
		return nil, err
	}
	patch, err := jsonPatchFromResult(v)
	if err != nil {
		return nil, err
	}
	o := r.ObjectInterfaces
	return applyJSONPatch(o.GetObjectCreater(), o.GetObjectTyper(), r.VersionedAttributes.VersionedKind, r.VersionedAttributes.VersionedObject, patch)
}
