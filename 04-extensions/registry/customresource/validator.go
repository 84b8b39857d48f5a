package customresource

import (
	"fmt"
	"math"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	apiservervalidation "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/validation"
)

// customResourceValidator checks what every custom resource of a kind
// must satisfy: its apiVersion and kind, its metadata, its schema, and
// the replicas and selector the scale subresource reads.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.
type customResourceValidator struct {
	namespaceScoped bool
	kind            schema.GroupVersionKind
	schemaValidator apiservervalidation.SchemaValidator
	// statusSchemaValidator validates status writes against the schema of
	// .status only; nil when the CRD has no status subresource.
	statusSchemaValidator apiservervalidation.SchemaValidator
}

// Validate checks a new custom resource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.Validate.
func (a customResourceValidator) Validate(obj *unstructured.Unstructured, scale *apiextensions.CustomResourceSubresourceScale) field.ErrorList {
	if errs := a.ValidateTypeMeta(obj); len(errs) > 0 {
		return errs
	}
	allErrs := validation.ValidateObjectMetaAccessor(obj, a.namespaceScoped, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	allErrs = append(allErrs, apiservervalidation.ValidateCustomResource(nil, obj.UnstructuredContent(), a.schemaValidator)...)
	allErrs = append(allErrs, a.ValidateScaleSpec(obj, scale)...)
	allErrs = append(allErrs, a.ValidateScaleStatus(obj, scale)...)
	return allErrs
}

// ValidateUpdate checks a changed custom resource against the old one.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.ValidateUpdate.
func (a customResourceValidator) ValidateUpdate(obj, old *unstructured.Unstructured, scale *apiextensions.CustomResourceSubresourceScale) field.ErrorList {
	if errs := a.ValidateTypeMeta(obj); len(errs) > 0 {
		return errs
	}
	allErrs := validation.ValidateObjectMetaAccessorUpdate(obj, old, field.NewPath("metadata"))
	allErrs = append(allErrs, apiservervalidation.ValidateCustomResourceUpdate(nil, obj.UnstructuredContent(), old.UnstructuredContent(), a.schemaValidator)...)
	allErrs = append(allErrs, a.ValidateScaleSpec(obj, scale)...)
	allErrs = append(allErrs, a.ValidateScaleStatus(obj, scale)...)
	return allErrs
}

// ValidateStatusUpdate checks a status write: the metadata rules and the
// schema of .status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.ValidateStatusUpdate.
func (a customResourceValidator) ValidateStatusUpdate(obj, old *unstructured.Unstructured, scale *apiextensions.CustomResourceSubresourceScale) field.ErrorList {
	if errs := a.ValidateTypeMeta(obj); len(errs) > 0 {
		return errs
	}
	allErrs := validation.ValidateObjectMetaAccessorUpdate(obj, old, field.NewPath("metadata"))
	if status, ok := obj.UnstructuredContent()["status"]; ok && a.statusSchemaValidator != nil {
		allErrs = append(allErrs, apiservervalidation.ValidateCustomResourceUpdate(field.NewPath("status"), status, old.UnstructuredContent()["status"], a.statusSchemaValidator)...)
	}
	allErrs = append(allErrs, a.ValidateScaleStatus(obj, scale)...)
	return allErrs
}

// ValidateTypeMeta checks that the body is of the URL's kind and version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.ValidateTypeMeta.
func (a customResourceValidator) ValidateTypeMeta(obj *unstructured.Unstructured) field.ErrorList {
	var allErrs field.ErrorList
	if obj.GetKind() != a.kind.Kind {
		allErrs = append(allErrs, field.Invalid(field.NewPath("kind"), obj.GetKind(), fmt.Sprintf("must be %v", a.kind.Kind)))
	}
	if want := a.kind.Group + "/" + a.kind.Version; obj.GetAPIVersion() != want {
		allErrs = append(allErrs, field.Invalid(field.NewPath("apiVersion"), obj.GetAPIVersion(), fmt.Sprintf("must be %v", want)))
	}
	return allErrs
}

// ValidateScaleSpec checks the value at specReplicasPath, if any.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.ValidateScaleSpec.
func (a customResourceValidator) ValidateScaleSpec(obj *unstructured.Unstructured, scale *apiextensions.CustomResourceSubresourceScale) field.ErrorList {
	if scale == nil {
		return nil
	}
	return validateReplicas(obj, scale.SpecReplicasPath)
}

// ValidateScaleStatus checks the values at statusReplicasPath and
// labelSelectorPath, if any.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceValidator.ValidateScaleStatus.
func (a customResourceValidator) ValidateScaleStatus(obj *unstructured.Unstructured, scale *apiextensions.CustomResourceSubresourceScale) field.ErrorList {
	if scale == nil {
		return nil
	}
	allErrs := validateReplicas(obj, scale.StatusReplicasPath)
	if scale.LabelSelectorPath != nil {
		fields := pathFields(*scale.LabelSelectorPath)
		if selector, _, err := unstructured.NestedString(obj.UnstructuredContent(), fields...); err != nil {
			allErrs = append(allErrs, field.Invalid(fieldPath(fields), selector, "must be a string"))
		}
	}
	return allErrs
}

// validateReplicas checks that path, when set, holds an int32 >= 0.
func validateReplicas(obj *unstructured.Unstructured, path string) field.ErrorList {
	fields := pathFields(path)
	replicas, _, err := unstructured.NestedInt64(obj.UnstructuredContent(), fields...)
	switch {
	case err != nil:
		return field.ErrorList{field.Invalid(fieldPath(fields), replicas, "must be an integer")}
	case replicas < 0:
		return field.ErrorList{field.Invalid(fieldPath(fields), replicas, "must be a non-negative integer")}
	case replicas > math.MaxInt32:
		return field.ErrorList{field.Invalid(fieldPath(fields), replicas, fmt.Sprintf("must be less than or equal to %v", math.MaxInt32))}
	}
	return nil
}

// pathFields splits a JSON path of the scale subresource (".spec.replicas")
// into its fields. CRD validation allows only this simple form.
func pathFields(path string) []string {
	return strings.Split(strings.TrimPrefix(path, "."), ".")
}

func fieldPath(fields []string) *field.Path {
	return field.NewPath(fields[0], fields[1:]...)
}
