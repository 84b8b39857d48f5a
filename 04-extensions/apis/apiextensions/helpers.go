package apiextensions

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CustomResourceCleanupFinalizer is the finalizer a CRD carries from its
// first delete request until the finalizing controller has deleted every
// custom resource of it.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceCleanupFinalizer.
const CustomResourceCleanupFinalizer = "customresourcecleanup.apiextensions.k8s.io"

// SetCRDCondition sets a condition, overwriting one of the same type. The
// last transition time moves only when the status changes (or was unset).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.SetCRDCondition.
func SetCRDCondition(crd *CustomResourceDefinition, newCondition CustomResourceDefinitionCondition) {
	newCondition.LastTransitionTime = metav1.Now()
	existing := FindCRDCondition(crd, newCondition.Type)
	if existing == nil {
		crd.Status.Conditions = append(crd.Status.Conditions, newCondition)
		return
	}
	if existing.Status != newCondition.Status || existing.LastTransitionTime.IsZero() {
		existing.LastTransitionTime = newCondition.LastTransitionTime
	}
	existing.Status = newCondition.Status
	existing.Reason = newCondition.Reason
	existing.Message = newCondition.Message
}

// RemoveCRDCondition removes the condition of the given type.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.RemoveCRDCondition.
func RemoveCRDCondition(crd *CustomResourceDefinition, conditionType CustomResourceDefinitionConditionType) {
	newConditions := []CustomResourceDefinitionCondition{}
	for _, condition := range crd.Status.Conditions {
		if condition.Type != conditionType {
			newConditions = append(newConditions, condition)
		}
	}
	crd.Status.Conditions = newConditions
}

// FindCRDCondition returns the condition of the given type, or nil; the
// pointer points into crd, so changing it changes crd.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.FindCRDCondition.
func FindCRDCondition(crd *CustomResourceDefinition, conditionType CustomResourceDefinitionConditionType) *CustomResourceDefinitionCondition {
	for i := range crd.Status.Conditions {
		if crd.Status.Conditions[i].Type == conditionType {
			return &crd.Status.Conditions[i]
		}
	}
	return nil
}

// IsCRDConditionTrue reports whether the condition is present and True.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.IsCRDConditionTrue.
func IsCRDConditionTrue(crd *CustomResourceDefinition, conditionType CustomResourceDefinitionConditionType) bool {
	return IsCRDConditionPresentAndEqual(crd, conditionType, ConditionTrue)
}

// IsCRDConditionFalse reports whether the condition is present and False.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.IsCRDConditionFalse.
func IsCRDConditionFalse(crd *CustomResourceDefinition, conditionType CustomResourceDefinitionConditionType) bool {
	return IsCRDConditionPresentAndEqual(crd, conditionType, ConditionFalse)
}

// IsCRDConditionPresentAndEqual reports whether the condition is present
// with the given status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.IsCRDConditionPresentAndEqual.
func IsCRDConditionPresentAndEqual(crd *CustomResourceDefinition, conditionType CustomResourceDefinitionConditionType, status ConditionStatus) bool {
	c := FindCRDCondition(crd, conditionType)
	return c != nil && c.Status == status
}

// IsCRDConditionEquivalent reports whether two conditions agree in
// everything but the transition time.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.IsCRDConditionEquivalent.
func IsCRDConditionEquivalent(lhs, rhs *CustomResourceDefinitionCondition) bool {
	if lhs == nil && rhs == nil {
		return true
	}
	if lhs == nil || rhs == nil {
		return false
	}
	return lhs.Message == rhs.Message && lhs.Reason == rhs.Reason && lhs.Status == rhs.Status && lhs.Type == rhs.Type
}

// CRDHasFinalizer reports whether the CRD carries the finalizer.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CRDHasFinalizer.
func CRDHasFinalizer(crd *CustomResourceDefinition, needle string) bool {
	for _, finalizer := range crd.Finalizers {
		if finalizer == needle {
			return true
		}
	}
	return false
}

// CRDRemoveFinalizer removes every occurrence of the finalizer.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CRDRemoveFinalizer.
func CRDRemoveFinalizer(crd *CustomResourceDefinition, needle string) {
	newFinalizers := []string{}
	for _, finalizer := range crd.Finalizers {
		if finalizer != needle {
			newFinalizers = append(newFinalizers, finalizer)
		}
	}
	crd.Finalizers = newFinalizers
}

// HasServedCRDVersion reports whether the version exists and is served.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.HasServedCRDVersion.
func HasServedCRDVersion(crd *CustomResourceDefinition, version string) bool {
	for _, v := range crd.Spec.Versions {
		if v.Name == version {
			return v.Served
		}
	}
	return false
}

// GetCRDStorageVersion returns the name of the storage version; a valid
// CRD has exactly one.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GetCRDStorageVersion.
func GetCRDStorageVersion(crd *CustomResourceDefinition) (string, error) {
	for _, v := range crd.Spec.Versions {
		if v.Storage {
			return v.Name, nil
		}
	}
	// This should not happen if crd is valid.
	return "", fmt.Errorf("invalid CustomResourceDefinition, no storage version")
}

// IsStoredVersion reports whether status.storedVersions lists the version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.IsStoredVersion.
func IsStoredVersion(crd *CustomResourceDefinition, version string) bool {
	for _, v := range crd.Status.StoredVersions {
		if version == v {
			return true
		}
	}
	return false
}

// getVersion returns the named version of the CRD, or an error.
func getVersion(crd *CustomResourceDefinition, version string) (*CustomResourceDefinitionVersion, error) {
	for i := range crd.Spec.Versions {
		if crd.Spec.Versions[i].Name == version {
			return &crd.Spec.Versions[i], nil
		}
	}
	return nil, fmt.Errorf("version %s not found in CustomResourceDefinition: %v", version, crd.Name)
}

// GetSchemaForVersion returns the schema of the version (nil if it has
// none). Upstream also reads the top-level spec.validation, which only
// v1beta1 has. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GetSchemaForVersion.
func GetSchemaForVersion(crd *CustomResourceDefinition, version string) (*CustomResourceValidation, error) {
	v, err := getVersion(crd, version)
	if err != nil {
		return nil, err
	}
	return v.Schema, nil
}

// GetSubresourcesForVersion returns the subresources of the version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GetSubresourcesForVersion.
func GetSubresourcesForVersion(crd *CustomResourceDefinition, version string) (*CustomResourceSubresources, error) {
	v, err := getVersion(crd, version)
	if err != nil {
		return nil, err
	}
	return v.Subresources, nil
}

// GetColumnsForVersion returns the additional printer columns of the
// version. Upstream falls back to the top-level columns, then to an Age
// column (v1beta1's defaulting); v1 has neither.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GetColumnsForVersion.
func GetColumnsForVersion(crd *CustomResourceDefinition, version string) ([]CustomResourceColumnDefinition, error) {
	v, err := getVersion(crd, version)
	if err != nil {
		return nil, err
	}
	return v.AdditionalPrinterColumns, nil
}

// GetSelectableFieldsForVersion returns the selectable fields of the version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GetSelectableFieldsForVersion.
func GetSelectableFieldsForVersion(crd *CustomResourceDefinition, version string) ([]SelectableField, error) {
	v, err := getVersion(crd, version)
	if err != nil {
		return nil, err
	}
	return v.SelectableFields, nil
}

// HasPerVersionSchema reports whether any version has a schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.HasPerVersionSchema.
func HasPerVersionSchema(versions []CustomResourceDefinitionVersion) bool {
	for _, v := range versions {
		if v.Schema != nil {
			return true
		}
	}
	return false
}

// HasPerVersionSubresources reports whether any version has subresources.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.HasPerVersionSubresources.
func HasPerVersionSubresources(versions []CustomResourceDefinitionVersion) bool {
	for _, v := range versions {
		if v.Subresources != nil {
			return true
		}
	}
	return false
}

// HasPerVersionColumns reports whether any version has printer columns.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.HasPerVersionColumns.
func HasPerVersionColumns(versions []CustomResourceDefinitionVersion) bool {
	for _, v := range versions {
		if len(v.AdditionalPrinterColumns) > 0 {
			return true
		}
	}
	return false
}
