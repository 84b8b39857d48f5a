package rest

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// AdmissionToValidateObjectFunc turns validating admission into the
// createValidation callback a storage runs on the object it is about to
// create (after defaulting and the strategy's validation). The name is
// taken from the object when the request had none (a generated name).
// A nil or non-validating admit accepts everything.
// Upstream: k8s.io/apiserver/pkg/registry/rest.AdmissionToValidateObjectFunc (create.go).
func AdmissionToValidateObjectFunc(admit admission.Interface, staticAttributes admission.Attributes, o admission.ObjectInterfaces) ValidateObjectFunc {
	validatingAdmission, ok := admit.(admission.ValidationInterface)
	if !ok {
		return func(ctx context.Context, obj runtime.Object) error { return nil }
	}
	return func(ctx context.Context, obj runtime.Object) error {
		name := staticAttributes.GetName()
		if len(name) == 0 {
			if metadata, err := meta.Accessor(obj); err == nil {
				name = metadata.GetName()
			}
		}
		finalAttributes := withObjects(staticAttributes, obj, staticAttributes.GetOldObject(), name)
		if !validatingAdmission.Handles(finalAttributes.GetOperation()) {
			return nil
		}
		return validatingAdmission.Validate(ctx, finalAttributes, o)
	}
}

// AdmissionToValidateObjectUpdateFunc turns validating admission into the
// updateValidation callback a storage runs on the new object, given the
// stored one.
// Upstream: k8s.io/apiserver/pkg/registry/rest.AdmissionToValidateObjectUpdateFunc (update.go).
func AdmissionToValidateObjectUpdateFunc(admit admission.Interface, staticAttributes admission.Attributes, o admission.ObjectInterfaces) ValidateObjectUpdateFunc {
	validatingAdmission, ok := admit.(admission.ValidationInterface)
	if !ok {
		return func(ctx context.Context, obj, old runtime.Object) error { return nil }
	}
	return func(ctx context.Context, obj, old runtime.Object) error {
		finalAttributes := withObjects(staticAttributes, obj, old, staticAttributes.GetName())
		if !validatingAdmission.Handles(finalAttributes.GetOperation()) {
			return nil
		}
		return validatingAdmission.Validate(ctx, finalAttributes, o)
	}
}

// AdmissionToValidateObjectDeleteFunc turns admission into the
// deleteValidation callback a storage runs on the object it is about to
// delete: mutating admission first (it may only look: the object is not
// written back), then validating. The plugins see a copy of the object
// as the old object, and no new one.
// Upstream: k8s.io/apiserver/pkg/registry/rest.AdmissionToValidateObjectDeleteFunc (delete.go).
func AdmissionToValidateObjectDeleteFunc(admit admission.Interface, staticAttributes admission.Attributes, objInterfaces admission.ObjectInterfaces) ValidateObjectFunc {
	mutatingAdmission, isMutatingAdmission := admit.(admission.MutationInterface)
	validatingAdmission, isValidatingAdmission := admit.(admission.ValidationInterface)
	mutating := isMutatingAdmission && mutatingAdmission.Handles(staticAttributes.GetOperation())
	validating := isValidatingAdmission && validatingAdmission.Handles(staticAttributes.GetOperation())
	return func(ctx context.Context, old runtime.Object) error {
		if !mutating && !validating {
			return nil
		}
		finalAttributes := withObjects(staticAttributes, nil, old.DeepCopyObject(), staticAttributes.GetName())
		if mutating {
			if err := mutatingAdmission.Admit(ctx, finalAttributes, objInterfaces); err != nil {
				return err
			}
		}
		if validating {
			return validatingAdmission.Validate(ctx, finalAttributes, objInterfaces)
		}
		return nil
	}
}

// withObjects copies the request's attributes with the objects (and the
// name) the storage knows.
// Upstream: the NewAttributesRecord calls of the three functions above.
func withObjects(a admission.Attributes, obj, old runtime.Object, name string) admission.Attributes {
	return admission.NewAttributesRecord(obj, old, a.GetKind(), a.GetNamespace(), name, a.GetResource(),
		a.GetSubresource(), a.GetOperation(), a.GetOperationOptions(), a.IsDryRun(), a.GetUserInfo())
}
