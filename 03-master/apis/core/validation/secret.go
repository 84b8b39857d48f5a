package validation

import (
	"encoding/json"
	"maps"
	"slices"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The keys the typed secrets require.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceAccountNameKey and its siblings.
const (
	ServiceAccountNameKey = "kubernetes.io/service-account.name"
	DockerConfigKey       = ".dockercfg"
	DockerConfigJSONKey   = ".dockerconfigjson"
	BasicAuthUsernameKey  = "username"
	BasicAuthPasswordKey  = "password"
	SSHAuthPrivateKey     = "ssh-privatekey"
	TLSCertKey            = "tls.crt"
	TLSPrivateKeyKey      = "tls.key"
	redactedSecretValue   = "<secret contents redacted>"
)

// ValidateSecret checks a secret: metadata, keys, total size, and what
// its type requires (a TLS secret needs tls.crt and tls.key ...).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateSecret.
func ValidateSecret(secret *core.Secret) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&secret.ObjectMeta, true, ValidateSecretName, metadataPath)
	dataPath := field.NewPath("data")
	totalSize := 0
	for _, key := range slices.Sorted(maps.Keys(secret.Data)) {
		for _, msg := range validation.IsConfigMapKey(key) {
			allErrs = append(allErrs, field.Invalid(dataPath.Key(key), key, msg))
		}
		totalSize += len(secret.Data[key])
	}
	if totalSize > MaxSecretSize {
		allErrs = append(allErrs, field.TooLong(dataPath, redactedSecretValue, MaxSecretSize))
	}
	return append(allErrs, validateSecretType(secret, dataPath)...)
}

// validateSecretType checks the keys a secret's type requires.
// Upstream: the switch on secret.Type in ValidateSecret.
func validateSecretType(secret *core.Secret, dataPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	require := func(key string) {
		if _, ok := secret.Data[key]; !ok {
			allErrs = append(allErrs, field.Required(dataPath.Key(key), ""))
		}
	}
	requireJSON := func(key string) {
		require(key)
		if v, ok := secret.Data[key]; ok && !json.Valid(v) {
			allErrs = append(allErrs, field.Invalid(dataPath.Key(key), redactedSecretValue, "invalid JSON"))
		}
	}
	switch secret.Type {
	case core.SecretTypeServiceAccountToken:
		if secret.Annotations[ServiceAccountNameKey] == "" {
			allErrs = append(allErrs, field.Required(metadataPath.Child("annotations").Key(ServiceAccountNameKey), ""))
		}
	case core.SecretTypeDockercfg:
		requireJSON(DockerConfigKey)
	case core.SecretTypeDockerConfigJSON:
		requireJSON(DockerConfigJSONKey)
	case core.SecretTypeBasicAuth:
		_, hasUser := secret.Data[BasicAuthUsernameKey]
		_, hasPassword := secret.Data[BasicAuthPasswordKey]
		if !hasUser && !hasPassword {
			allErrs = append(allErrs, field.Required(dataPath.Key(BasicAuthUsernameKey), ""),
				field.Required(dataPath.Key(BasicAuthPasswordKey), ""))
		}
	case core.SecretTypeSSHAuth:
		if len(secret.Data[SSHAuthPrivateKey]) == 0 {
			allErrs = append(allErrs, field.Required(dataPath.Key(SSHAuthPrivateKey), ""))
		}
	case core.SecretTypeTLS:
		require(TLSCertKey)
		require(TLSPrivateKeyKey)
	}
	return allErrs
}

// ValidateSecretUpdate checks an update: metadata, the type unchanged,
// the immutability rules, then the new secret itself.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateSecretUpdate.
func ValidateSecretUpdate(newSecret, oldSecret *core.Secret) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newSecret.ObjectMeta, &oldSecret.ObjectMeta)
	allErrs = append(allErrs, genericvalidation.ValidateImmutableField(newSecret.Type, oldSecret.Type, field.NewPath("type"))...)
	allErrs = append(allErrs, validateImmutableData(newSecret.Immutable, oldSecret.Immutable, map[string]bool{
		"data": !maps.EqualFunc(newSecret.Data, oldSecret.Data, func(a, b []byte) bool { return string(a) == string(b) }),
	})...)
	return append(allErrs, ValidateSecret(newSecret)...)
}
