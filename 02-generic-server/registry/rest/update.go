package rest

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// RESTUpdateStrategy is what a resource adds to the generic update: its
// scope, whether a PUT may create, what a client may not change
// (PrepareForUpdate copies it back from the old object, and bumps
// metadata.generation when the spec changed), how it validates an update,
// and whether an update without a resourceVersion is allowed.
// Upstream: k8s.io/apiserver/pkg/registry/rest.RESTUpdateStrategy.
type RESTUpdateStrategy interface {
	// ObjectTyper finds the kind of an object, for error messages.
	runtime.ObjectTyper
	// NamespaceScoped reports whether objects live in namespaces.
	NamespaceScoped() bool
	// AllowCreateOnUpdate lets a PUT of a missing object create it.
	AllowCreateOnUpdate() bool
	// PrepareForUpdate keeps what the client may not change (status on
	// the main resource, spec on the status subresource) and bumps the
	// generation when the spec changed.
	PrepareForUpdate(ctx context.Context, obj, old runtime.Object)
	// ValidateUpdate returns the field errors of the new object given the
	// old (metadata is checked generically as well).
	ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList
	// WarningsOnUpdate returns warnings for the client.
	WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string
	// Canonicalize puts a valid object in its normal form.
	Canonicalize(obj runtime.Object)
	// AllowUnconditionalUpdate lets a PUT without a resourceVersion
	// overwrite whatever is stored (last writer wins); false makes it a
	// 422 "must be specified for an update".
	AllowUnconditionalUpdate() bool
}

// BeforeUpdate runs the generic steps of an update, in upstream's order:
// the namespace must match the request's; the generation, uid (when the
// client sent none), creationTimestamp and deletion fields are taken from
// the old object; then PrepareForUpdate, the generic metadata validation
// (create rules and update rules: name, namespace, uid ... immutable),
// ValidateUpdate, and Canonicalize. Errors are a 422 Invalid.
// Upstream: k8s.io/apiserver/pkg/registry/rest.BeforeUpdate.
func BeforeUpdate(ctx context.Context, strategy RESTUpdateStrategy, obj, old runtime.Object) error {
	objectMeta, kind, err := objectMetaAndKind(strategy, obj)
	if err != nil {
		return err
	}
	requestNamespace, ok := request.NamespaceFrom(ctx)
	if !ok {
		return errors.NewInternalError(fmt.Errorf("no namespace information found in request context"))
	}
	if err := EnsureObjectNamespaceMatchesRequestNamespace(ExpectedNamespaceForScope(requestNamespace, strategy.NamespaceScoped()), objectMeta); err != nil {
		return err
	}
	oldMeta, err := meta.Accessor(old)
	if err != nil {
		return errors.NewInternalError(err)
	}
	// requests cannot update the generation: the strategy bumps it
	objectMeta.SetGeneration(oldMeta.GetGeneration())
	strategy.PrepareForUpdate(ctx, obj, old)
	keepSystemFields(objectMeta, oldMeta)

	errs := validateCommonFields(objectMeta, oldMeta, strategy)
	errs = append(errs, strategy.ValidateUpdate(ctx, obj, old)...)
	if len(errs) > 0 {
		return errors.NewInvalid(kind.GroupKind(), objectMeta.GetName(), errs)
	}
	for _, w := range strategy.WarningsOnUpdate(ctx, obj, old) {
		warning.AddWarning(ctx, w)
	}
	strategy.Canonicalize(obj)
	return nil
}

// keepSystemFields copies onto the new metadata what the server owns: the
// uid when the client sent none, the creationTimestamp, and the deletion
// timestamp and grace period, which an update can never remove.
// Upstream: the middle of k8s.io/apiserver/pkg/registry/rest.BeforeUpdate.
func keepSystemFields(objectMeta, oldMeta metav1.Object) {
	if len(objectMeta.GetUID()) == 0 {
		objectMeta.SetUID(oldMeta.GetUID())
	}
	if oldCreation := oldMeta.GetCreationTimestamp(); !oldCreation.IsZero() {
		objectMeta.SetCreationTimestamp(oldCreation)
	}
	if !oldMeta.GetDeletionTimestamp().IsZero() {
		objectMeta.SetDeletionTimestamp(oldMeta.GetDeletionTimestamp())
	}
	if oldMeta.GetDeletionGracePeriodSeconds() != nil && objectMeta.GetDeletionGracePeriodSeconds() == nil {
		objectMeta.SetDeletionGracePeriodSeconds(oldMeta.GetDeletionGracePeriodSeconds())
	}
}

// validateCommonFields runs the generic metadata checks of a create and
// of an update on the new object.
// Upstream: k8s.io/apiserver/pkg/registry/rest.validateCommonFields.
func validateCommonFields(objectMeta, oldMeta metav1.Object, strategy RESTUpdateStrategy) field.ErrorList {
	fldPath := field.NewPath("metadata")
	errs := genericvalidation.ValidateObjectMetaAccessor(objectMeta, strategy.NamespaceScoped(), genericvalidation.ValidatePathSegmentName, fldPath)
	return append(errs, genericvalidation.ValidateObjectMetaAccessorUpdate(objectMeta, oldMeta, fldPath)...)
}

// ResetFieldsStrategy is implemented by a strategy (and the storage built
// on it) that resets fields a client may not set through this endpoint:
// the main resource of a kind with a status subresource resets status,
// its /status resets everything but status. The field manager must know,
// or an apply would own fields the write never changed. GetResetFields
// lists them per version, as field paths.
// Upstream: k8s.io/apiserver/pkg/registry/rest.ResetFieldsStrategy.
type ResetFieldsStrategy interface {
	GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set
}
