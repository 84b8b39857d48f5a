package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// envVarNameMsg is the message of an environment variable name (or an
// envFrom prefix) with "=" or a non-printable character.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsRelaxedEnvVarName.
const envVarNameMsg = "a valid environment variable name must consist only of printable ASCII characters other than '='"

// validEnvDownwardAPIFieldPaths are the pod fields an environment
// variable may hold, sorted as upstream lists them in its message.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validEnvDownwardAPIFieldPathExpressions.
var validEnvDownwardAPIFieldPaths = []string{"metadata.name", "metadata.namespace", "metadata.uid",
	"spec.nodeName", "spec.serviceAccountName", "status.hostIP", "status.hostIPs", "status.podIP", "status.podIPs"}

// isRelaxedEnvVarName returns the problems of an environment variable
// name: any printable ASCII but "=" (RelaxedEnvironmentVariableValidation,
// GA since 1.34).
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsRelaxedEnvVarName.
func isRelaxedEnvVarName(value string) []string {
	var errs []string
	if len(value) == 0 {
		errs = append(errs, "environment variable name "+validation.EmptyError())
	}
	for _, r := range value {
		if r > 126 || r < 32 || r == '=' { // printable ASCII is 32 (space) to 126
			return append(errs, envVarNameMsg)
		}
	}
	return errs
}

// validateEnv requires a valid name on each variable and checks where
// its value comes from.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEnv.
func validateEnv(vars []core.EnvVar, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ev := range vars {
		idxPath := fldPath.Index(i)
		if len(ev.Name) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		} else {
			for _, msg := range isRelaxedEnvVarName(ev.Name) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("name"), ev.Name, msg))
			}
		}
		allErrs = append(allErrs, validateEnvVarValueFrom(ev, idxPath.Child("valueFrom"))...)
	}
	return allErrs
}

// validateEnvVarValueFrom requires exactly one source, and none beside a
// literal value; then checks the source.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateEnvVarValueFrom
// (resourceFieldRef and fileKeyRef are not carried by our types; the
// message lists them as upstream's does with EnvFiles on, its default).
func validateEnvVarValueFrom(ev core.EnvVar, fldPath *field.Path) field.ErrorList {
	from := ev.ValueFrom
	if from == nil {
		return nil
	}
	var allErrs field.ErrorList
	sources := 0
	if from.FieldRef != nil {
		sources++
		allErrs = append(allErrs, validateObjectFieldSelector(from.FieldRef, validEnvDownwardAPIFieldPaths, fldPath.Child("fieldRef"))...)
	}
	if from.ConfigMapKeyRef != nil {
		sources++
		allErrs = append(allErrs, validateKeySelector(from.ConfigMapKeyRef.Name, from.ConfigMapKeyRef.Key, fldPath.Child("configMapKeyRef"))...)
	}
	if from.SecretKeyRef != nil {
		sources++
		allErrs = append(allErrs, validateKeySelector(from.SecretKeyRef.Name, from.SecretKeyRef.Key, fldPath.Child("secretKeyRef"))...)
	}
	switch {
	case sources == 0:
		allErrs = append(allErrs, field.Invalid(fldPath, "", "must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef`, `secretKeyRef` or `fileKeyRef`"))
	case len(ev.Value) != 0:
		allErrs = append(allErrs, field.Invalid(fldPath, "", "may not be specified when `value` is not empty"))
	case sources > 1:
		allErrs = append(allErrs, field.Invalid(fldPath, "", "may not have more than one field specified at a time"))
	}
	return allErrs
}

// validateKeySelector requires the config map's or secret's name and a
// config key.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateConfigMapKeySelector
// and validateSecretKeySelector.
func validateKeySelector(name, key string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range ValidateSecretName(name, false) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), name, msg))
	}
	if len(key) == 0 {
		return append(allErrs, field.Required(fldPath.Child("key"), ""))
	}
	for _, msg := range validation.IsConfigMapKey(key) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("key"), key, msg))
	}
	return allErrs
}

// validateEnvFrom checks each source: a valid prefix, exactly one of
// configMapRef and secretRef, and its name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEnvFrom.
func validateEnvFrom(vars []core.EnvFromSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ev := range vars {
		idxPath := fldPath.Index(i)
		if len(ev.Prefix) > 0 {
			for _, msg := range isRelaxedEnvVarName(ev.Prefix) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("prefix"), ev.Prefix, msg))
			}
		}
		sources := 0
		if ev.ConfigMapRef != nil {
			sources++
			allErrs = append(allErrs, validateEnvSourceName(ev.ConfigMapRef.Name, ValidateConfigMapName, idxPath.Child("configMapRef"))...)
		}
		if ev.SecretRef != nil {
			sources++
			allErrs = append(allErrs, validateEnvSourceName(ev.SecretRef.Name, ValidateSecretName, idxPath.Child("secretRef"))...)
		}
		if sources == 0 {
			allErrs = append(allErrs, field.Invalid(fldPath, "", "must specify one of: `configMapRef` or `secretRef`"))
		} else if sources > 1 {
			allErrs = append(allErrs, field.Invalid(fldPath, "", "may not have more than one field specified at a time"))
		}
	}
	return allErrs
}

// validateEnvSourceName requires the name of the config map or secret an
// envFrom entry reads (as a prefix: upstream passes true).
// Upstream: validateConfigMapEnvSource and validateSecretEnvSource.
func validateEnvSourceName(name string, nameFn func(string, bool) []string, fldPath *field.Path) field.ErrorList {
	if len(name) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("name"), "")}
	}
	var allErrs field.ErrorList
	for _, msg := range nameFn(name, true) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), name, msg))
	}
	return allErrs
}
