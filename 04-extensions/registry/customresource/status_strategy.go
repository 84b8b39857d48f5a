package customresource

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// statusStrategy is the update strategy of the status subresource: a
// write there changes .status and nothing else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.statusStrategy.
type statusStrategy struct {
	customResourceStrategy
}

// NewStatusStrategy returns the status strategy of strategy's CRD version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.NewStatusStrategy.
func NewStatusStrategy(strategy customResourceStrategy) statusStrategy {
	return statusStrategy{strategy}
}

// PrepareForUpdate takes everything from the stored object but the new
// status. The resourceVersion comes from the stored object too: the
// Store has already checked that the two agree.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.statusStrategy.PrepareForUpdate.
func (a statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj := obj.(*unstructured.Unstructured)
	status, hasStatus := newObj.UnstructuredContent()["status"]
	*newObj = *old.(*unstructured.Unstructured).DeepCopy()
	if hasStatus {
		newObj.UnstructuredContent()["status"] = status
	} else {
		delete(newObj.UnstructuredContent(), "status")
	}
}

// ValidateUpdate checks the metadata, the status against its schema,
// the scale's status paths, and the CEL rules of the whole object
// (ratcheting leaves the unchanged spec's errors out).
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.statusStrategy.ValidateUpdate.
func (a statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	u, oldU := obj.(*unstructured.Unstructured), old.(*unstructured.Unstructured)
	errs := a.validator.ValidateStatusUpdate(u, oldU, a.scale)
	errs = append(errs, a.validateStructure(u)...)
	return append(errs, a.validateRules(ctx, errs, u, oldU)...)
}

// GetResetFields is spec: a status write keeps the stored spec (and every
// other top-level field, which upstream does not list either).
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.statusStrategy.GetResetFields.
func (a statusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		fieldpath.APIVersion(a.customResourceStrategy.kind.GroupVersion().String()): fieldpath.NewSet(fieldpath.MakePathOrDie("spec")),
	}
}
