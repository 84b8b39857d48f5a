package handlers

import (
	"context"
	"fmt"

	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// applyApplyPatch merges a server-side apply configuration into the
// stored object by field ownership: the body (YAML, or JSON, which is
// YAML) becomes an Unstructured object and goes to the field manager,
// which answers the merged object (a conflict is its 409). With
// fieldValidation Strict or Warn, duplicate fields in the body are a 400
// or warnings; a field the schema does not know fails the merge whatever
// the directive, as upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*applyPatcher).applyPatchToCurrentObject.
func (p *patcher) applyApplyPatch(ctx context.Context, obj runtime.Object) (runtime.Object, error) {
	force := p.options.Force != nil && *p.options.Force
	patchObj, err := decodeApplyPatch(p.patchBytes)
	if err != nil {
		return nil, err
	}
	obj, err = p.scope.FieldManager.Apply(obj, patchObj, p.options.FieldManager, force)
	if err != nil {
		return obj, err
	}
	if p.validationDirective == metav1.FieldValidationStrict || p.validationDirective == metav1.FieldValidationWarn {
		if _, err := yaml.YAMLToJSONStrict(p.patchBytes); err != nil {
			err = fmt.Errorf("error converting YAML to JSON: %w", err)
			if p.validationDirective == metav1.FieldValidationStrict {
				return nil, errors.NewBadRequest(fmt.Sprintf("error strict decoding patch: %v", err))
			}
			addStrictDecodingWarnings(ctx, []error{err})
		}
	}
	return obj, nil
}

// createNewObject is what an apply merges into when nothing is stored: an
// empty object of the served version.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*applyPatcher).createNewObject.
func (p *patcher) createNewObject(ctx context.Context) (runtime.Object, error) {
	obj, err := p.scope.Creater.New(p.scope.Kind)
	if err != nil {
		return nil, fmt.Errorf("failed to create new object: %v", err)
	}
	return p.applyApplyPatch(ctx, obj)
}

// decodeApplyPatch reads an apply body as sigs.k8s.io/yaml.Unmarshal
// would, keeping integers as int64 (upstream's decoder keeps float64s,
// which its unstructured converter turns back into integers). A body that
// is not YAML, or not an object, is a 400 with upstream's wording.
// Upstream: the unmarshalFn call of (*applyPatcher).applyPatchToCurrentObject.
func decodeApplyPatch(patch []byte) (*unstructured.Unstructured, error) {
	patchObj := &unstructured.Unstructured{Object: map[string]interface{}{}}
	js, err := yaml.YAMLToJSON(patch)
	if err != nil {
		return nil, errors.NewBadRequest(fmt.Sprintf("error decoding patch: error converting YAML to JSON: %v", err))
	}
	if err := kjson.UnmarshalCaseSensitivePreserveInts(js, &patchObj.Object); err != nil {
		return nil, errors.NewBadRequest(fmt.Sprintf("error decoding patch: error unmarshaling JSON: while decoding JSON: %v", err))
	}
	if patchObj.Object == nil {
		patchObj.Object = map[string]interface{}{}
	}
	return patchObj, nil
}
