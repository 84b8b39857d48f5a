package validation

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// FieldImmutableErrorMsg is the message of a change to an immutable field.
// Upstream: k8s.io/apimachinery/pkg/api/validation.FieldImmutableErrorMsg.
const FieldImmutableErrorMsg string = `field is immutable`

// TotalAnnotationSizeLimitB is the most bytes all annotations of an
// object may take, keys and values together: 256 KiB.
// Upstream: k8s.io/apimachinery/pkg/api/validation.TotalAnnotationSizeLimitB.
const TotalAnnotationSizeLimitB int = 256 * (1 << 10)

// BannedOwners are kinds that may not own other objects (events come and
// go too fast to be anyone's owner).
// Upstream: k8s.io/apimachinery/pkg/api/validation.BannedOwners.
var BannedOwners = map[schema.GroupVersionKind]struct{}{
	{Group: "", Version: "v1", Kind: "Event"}: {},
}

// ValidateObjectMeta checks the metadata of an object being created; see
// ValidateObjectMetaAccessor.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMeta.
func ValidateObjectMeta(objMeta *metav1.ObjectMeta, requiresNamespace bool, nameFn ValidateNameFunc, fldPath *field.Path) field.ErrorList {
	metadata, err := meta.Accessor(objMeta)
	if err != nil {
		return field.ErrorList{field.Invalid(fldPath, objMeta, err.Error())}
	}
	return ValidateObjectMetaAccessor(metadata, requiresNamespace, nameFn, fldPath)
}

// ValidateObjectMetaAccessor checks the metadata of an object being
// created: generateName and name by nameFn, the namespace (required, and a
// DNS label, for a namespaced resource; forbidden otherwise), generation,
// labels, annotations, owner references and finalizers.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMetaAccessor.
func ValidateObjectMetaAccessor(m metav1.Object, requiresNamespace bool, nameFn ValidateNameFunc, fldPath *field.Path) field.ErrorList {
	allErrs := validateNames(m, nameFn, fldPath)
	allErrs = append(allErrs, validateNamespace(m.GetNamespace(), requiresNamespace, fldPath.Child("namespace"))...)
	allErrs = append(allErrs, ValidateNonnegativeField(m.GetGeneration(), fldPath.Child("generation"))...)
	allErrs = append(allErrs, ValidateLabels(m.GetLabels(), fldPath.Child("labels"))...)
	allErrs = append(allErrs, ValidateAnnotations(m.GetAnnotations(), fldPath.Child("annotations"))...)
	allErrs = append(allErrs, ValidateOwnerReferences(m.GetOwnerReferences(), fldPath.Child("ownerReferences"))...)
	allErrs = append(allErrs, ValidateFinalizers(m.GetFinalizers(), fldPath.Child("finalizers"))...)
	return allErrs
}

// validateNames checks generateName (as a prefix) and name. The Store has
// turned a generateName into a name by now, so a missing name means the
// client sent neither.
// Upstream: the first half of ValidateObjectMetaAccessor.
func validateNames(m metav1.Object, nameFn ValidateNameFunc, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(m.GetGenerateName()) != 0 {
		for _, msg := range nameFn(m.GetGenerateName(), true) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("generateName"), m.GetGenerateName(), msg))
		}
	}
	if len(m.GetName()) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), "name or generateName is required"))
	} else {
		for _, msg := range nameFn(m.GetName(), false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), m.GetName(), msg))
		}
	}
	return allErrs
}

// validateNamespace requires a valid namespace on a namespaced object and
// forbids one on a cluster-scoped object.
// Upstream: the namespace half of ValidateObjectMetaAccessor.
func validateNamespace(ns string, requiresNamespace bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch {
	case requiresNamespace && ns == "":
		allErrs = append(allErrs, field.Required(fldPath, ""))
	case requiresNamespace:
		for _, msg := range ValidateNamespaceName(ns, false) {
			allErrs = append(allErrs, field.Invalid(fldPath, ns, msg))
		}
	case ns != "":
		allErrs = append(allErrs, field.Forbidden(fldPath, "not allowed on this type"))
	}
	return allErrs
}

// ValidateObjectMetaUpdate checks the metadata of an update against the
// stored object's; see ValidateObjectMetaAccessorUpdate.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMetaUpdate.
func ValidateObjectMetaUpdate(newMeta, oldMeta *metav1.ObjectMeta, fldPath *field.Path) field.ErrorList {
	return ValidateObjectMetaAccessorUpdate(newMeta, oldMeta, fldPath)
}

// ValidateObjectMetaAccessorUpdate checks an update's metadata: no new
// finalizers on an object being deleted, a resourceVersion, a generation
// that does not go down, the immutable fields unchanged, and valid
// labels, annotations and owner references.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMetaAccessorUpdate.
func ValidateObjectMetaAccessorUpdate(newMeta, oldMeta metav1.Object, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if oldMeta.GetDeletionTimestamp() != nil {
		allErrs = append(allErrs, ValidateNoNewFinalizers(newMeta.GetFinalizers(), oldMeta.GetFinalizers(), fldPath.Child("finalizers"))...)
	}
	if len(newMeta.GetResourceVersion()) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("resourceVersion"), newMeta.GetResourceVersion(), "must be specified for an update"))
	}
	if newMeta.GetGeneration() < oldMeta.GetGeneration() {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("generation"), newMeta.GetGeneration(), "must not be decremented"))
	}
	allErrs = append(allErrs, validateImmutableMeta(newMeta, oldMeta, fldPath)...)
	allErrs = append(allErrs, ValidateLabels(newMeta.GetLabels(), fldPath.Child("labels"))...)
	allErrs = append(allErrs, ValidateAnnotations(newMeta.GetAnnotations(), fldPath.Child("annotations"))...)
	allErrs = append(allErrs, ValidateOwnerReferences(newMeta.GetOwnerReferences(), fldPath.Child("ownerReferences"))...)
	return allErrs
}

// validateImmutableMeta rejects a change to name, namespace, uid,
// creationTimestamp or the deletion fields.
// Upstream: the ValidateImmutableField calls of ValidateObjectMetaAccessorUpdate.
func validateImmutableMeta(newMeta, oldMeta metav1.Object, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetName(), oldMeta.GetName(), fldPath.Child("name"))...)
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetNamespace(), oldMeta.GetNamespace(), fldPath.Child("namespace"))...)
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetUID(), oldMeta.GetUID(), fldPath.Child("uid"))...)
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetCreationTimestamp(), oldMeta.GetCreationTimestamp(), fldPath.Child("creationTimestamp"))...)
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetDeletionTimestamp(), oldMeta.GetDeletionTimestamp(), fldPath.Child("deletionTimestamp"))...)
	allErrs = append(allErrs, ValidateImmutableField(newMeta.GetDeletionGracePeriodSeconds(), oldMeta.GetDeletionGracePeriodSeconds(), fldPath.Child("deletionGracePeriodSeconds"))...)
	return allErrs
}

// ValidateImmutableField reports newVal as immutable if it differs from
// oldVal. Times compare by instant, not by representation.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateImmutableField
// (which compares with apiequality.Semantic.DeepEqual).
func ValidateImmutableField(newVal, oldVal interface{}, fldPath *field.Path) field.ErrorList {
	if semanticEqual(newVal, oldVal) {
		return nil
	}
	return field.ErrorList{field.Invalid(fldPath, newVal, FieldImmutableErrorMsg)}
}

// semanticEqual is reflect.DeepEqual, except that two metav1.Times are
// equal when they are the same instant (a time read back from storage has
// lost its monotonic clock and location).
// Upstream: k8s.io/apimachinery/pkg/api/equality.Semantic (its Time rule).
func semanticEqual(a, b interface{}) bool {
	switch at := a.(type) {
	case metav1.Time:
		if bt, ok := b.(metav1.Time); ok {
			return at.Time.Equal(bt.Time)
		}
	case *metav1.Time:
		if bt, ok := b.(*metav1.Time); ok {
			if at == nil || bt == nil {
				return at == nil && bt == nil
			}
			return at.Time.Equal(bt.Time)
		}
	}
	return reflect.DeepEqual(a, b)
}

// ValidateLabelName checks a label key: a qualified name.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelName.
func ValidateLabelName(labelName string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsQualifiedName(labelName) {
		allErrs = append(allErrs, field.Invalid(fldPath, labelName, msg))
	}
	return allErrs
}

// ValidateLabels checks every label key and value. The keys are visited
// in order, so the errors come out the same on every run (upstream
// ranges over the map).
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabels.
func ValidateLabels(labels map[string]string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, k := range sortedKeys(labels) {
		allErrs = append(allErrs, ValidateLabelName(k, fldPath)...)
		for _, msg := range validation.IsValidLabelValue(labels[k]) {
			allErrs = append(allErrs, field.Invalid(fldPath, labels[k], msg))
		}
	}
	return allErrs
}

// ValidateAnnotations checks every annotation key (a qualified name, case
// ignored) and the total size of keys and values.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateAnnotations.
func ValidateAnnotations(annotations map[string]string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, k := range sortedKeys(annotations) {
		for _, msg := range validation.IsQualifiedName(strings.ToLower(k)) {
			allErrs = append(allErrs, field.Invalid(fldPath, k, msg))
		}
	}
	if err := ValidateAnnotationsSize(annotations); err != nil {
		allErrs = append(allErrs, field.TooLong(fldPath, "", TotalAnnotationSizeLimitB))
	}
	return allErrs
}

// ValidateAnnotationsSize fails when keys and values together exceed
// TotalAnnotationSizeLimitB.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateAnnotationsSize.
func ValidateAnnotationsSize(annotations map[string]string) error {
	var totalSize int64
	for k, v := range annotations {
		totalSize += int64(len(k)) + int64(len(v))
	}
	if totalSize > int64(TotalAnnotationSizeLimitB) {
		return fmt.Errorf("annotations size %d is larger than limit %d", totalSize, TotalAnnotationSizeLimitB)
	}
	return nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
