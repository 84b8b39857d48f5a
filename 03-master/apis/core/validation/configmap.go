package validation

import (
	"maps"
	"slices"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// MaxSecretSize is the most bytes the data of a secret or a config map
// may hold: 1 MiB, so it fits an etcd value with room to spare.
// Upstream: k8s.io/kubernetes/pkg/apis/core.MaxSecretSize.
const MaxSecretSize = 1 * 1024 * 1024

// ValidateConfigMap checks a config map: metadata, keys (config map keys,
// no key in both data and binaryData), total size.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateConfigMap.
func ValidateConfigMap(cfg *core.ConfigMap) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&cfg.ObjectMeta, true, ValidateConfigMapName, metadataPath)
	totalSize := 0
	for _, key := range slices.Sorted(maps.Keys(cfg.Data)) {
		for _, msg := range validation.IsConfigMapKey(key) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("data").Key(key), key, msg))
		}
		totalSize += len(cfg.Data[key])
	}
	for _, key := range slices.Sorted(maps.Keys(cfg.BinaryData)) {
		for _, msg := range validation.IsConfigMapKey(key) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("binaryData").Key(key), key, msg))
		}
		if _, dup := cfg.Data[key]; dup {
			allErrs = append(allErrs, field.Invalid(field.NewPath("binaryData").Key(key), key, "duplicate of key present in data"))
		}
		totalSize += len(cfg.BinaryData[key])
	}
	if totalSize > MaxSecretSize {
		allErrs = append(allErrs, field.TooLong(field.NewPath(""), "", MaxSecretSize))
	}
	return allErrs
}

// ValidateConfigMapUpdate checks an update: metadata, then, once the old
// config map is immutable, that immutable stays true and data and
// binaryData do not change, then the new config map itself.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateConfigMapUpdate.
func ValidateConfigMapUpdate(newCfg, oldCfg *core.ConfigMap) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newCfg.ObjectMeta, &oldCfg.ObjectMeta)
	allErrs = append(allErrs, validateImmutableData(newCfg.Immutable, oldCfg.Immutable, map[string]bool{
		"data":       !maps.Equal(newCfg.Data, oldCfg.Data),
		"binaryData": !maps.EqualFunc(newCfg.BinaryData, oldCfg.BinaryData, func(a, b []byte) bool { return string(a) == string(b) }),
	})...)
	return append(allErrs, ValidateConfigMap(newCfg)...)
}
