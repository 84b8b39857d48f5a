package v1

import (
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_CustomResourceDefinition defaults the spec and, when no
// version has been stored yet, records the storage version in
// status.storedVersions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.SetDefaults_CustomResourceDefinition.
func SetDefaults_CustomResourceDefinition(obj *CustomResourceDefinition) {
	SetDefaults_CustomResourceDefinitionSpec(&obj.Spec)
	if len(obj.Status.StoredVersions) == 0 {
		for _, v := range obj.Spec.Versions {
			if v.Storage {
				obj.Status.StoredVersions = append(obj.Status.StoredVersions, v.Name)
				break
			}
		}
	}
}

// SetDefaults_CustomResourceDefinitionSpec defaults the singular name to
// the lowercased kind, the list kind to <kind>List and the conversion
// strategy to None.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.SetDefaults_CustomResourceDefinitionSpec.
func SetDefaults_CustomResourceDefinitionSpec(obj *CustomResourceDefinitionSpec) {
	if len(obj.Names.Singular) == 0 {
		obj.Names.Singular = strings.ToLower(obj.Names.Kind)
	}
	if len(obj.Names.ListKind) == 0 && len(obj.Names.Kind) > 0 {
		obj.Names.ListKind = obj.Names.Kind + "List"
	}
	if obj.Conversion == nil {
		obj.Conversion = &CustomResourceConversion{Strategy: NoneConverter}
	}
}

// SetDefaults_ServiceReference defaults a webhook service's port to 443.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.SetDefaults_ServiceReference.
func SetDefaults_ServiceReference(obj *ServiceReference) {
	if obj.Port == nil {
		port := int32(443)
		obj.Port = &port
	}
}
