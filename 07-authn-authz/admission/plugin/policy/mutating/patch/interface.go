package patch

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

// Patcher is one compiled mutation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.Patcher.
type Patcher interface {
	// Patch returns a mutated copy of the request's versioned object; the
	// object in the request must not be changed.
	Patch(ctx context.Context, request Request, runtimeCELCostBudget int64) (runtime.Object, error)
}

// Request is what a Patcher works on.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.Request.
type Request struct {
	// MatchedResource is the resource the policy matched, which may be
	// an equivalent of the request's (apps/v1beta1 for apps/v1).
	MatchedResource     schema.GroupVersionResource
	VersionedAttributes *generic.VersionedAttributes
	ObjectInterfaces    admission.ObjectInterfaces
	OptionalVariables   plugincel.OptionalVariableBindings
	// Namespace is the request's namespace object, nil for a
	// cluster-scoped one.
	Namespace runtime.Object
	// TypeConverter gives the versioned kind its schema, for the merge
	// of an apply configuration.
	TypeConverter managedfields.TypeConverter
}

// evaluate runs a mutation's one expression for r: its value, or its
// compilation error, its evaluation error, or the budget's running out.
// The compiler here has no MutatingEvaluator: a mutation is a
// ConditionEvaluator of exactly one expression.
// Upstream: the first half of (*jsonPatcher).Patch and
// (*applyConfigPatcher).Patch, around plugincel.MutatingEvaluator.ForInput.
func evaluate(ctx context.Context, evaluator plugincel.ConditionEvaluator, r Request, runtimeCELCostBudget int64) (ref.Val, error) {
	if errs := evaluator.CompilationErrors(); len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	kind := r.VersionedAttributes.VersionedKind
	admissionRequest := plugincel.CreateAdmissionRequest(r.VersionedAttributes.Attributes,
		admissionv1.GroupVersionResource{Group: r.MatchedResource.Group, Version: r.MatchedResource.Version, Resource: r.MatchedResource.Resource},
		admissionv1.GroupVersionKind{Group: kind.Group, Version: kind.Version, Kind: kind.Kind})
	results, _, err := evaluator.ForInput(ctx, r.VersionedAttributes, admissionRequest, r.OptionalVariables, r.Namespace, runtimeCELCostBudget)
	if err != nil {
		return nil, err
	}
	if len(results) != 1 {
		return nil, fmt.Errorf("expected 1 evaluation result for a mutation, got %d", len(results))
	}
	if results[0].Error != nil {
		return nil, results[0].Error
	}
	return results[0].EvalResult, nil
}
