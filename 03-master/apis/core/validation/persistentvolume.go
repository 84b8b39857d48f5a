package validation

import (
	"path"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// isNotPositiveErrorMsg is the message of a quantity that must be above
// zero. Upstream: k8s.io/kubernetes/pkg/apis/core/validation.isNotPositiveErrorMsg.
const isNotPositiveErrorMsg = `must be greater than zero`

// The enums of persistent volumes and claims, sorted as upstream's
// sets.List prints them.
var (
	supportedAccessModes           = []core.PersistentVolumeAccessMode{core.ReadOnlyMany, core.ReadWriteMany, core.ReadWriteOnce, core.ReadWriteOncePod}
	supportedReclaimPolicy         = []core.PersistentVolumeReclaimPolicy{core.PersistentVolumeReclaimDelete, core.PersistentVolumeReclaimRecycle, core.PersistentVolumeReclaimRetain}
	supportedVolumeModes           = []core.PersistentVolumeMode{core.PersistentVolumeBlock, core.PersistentVolumeFilesystem}
	supportedNodeSelectorOperators = []core.NodeSelectorOperator{core.NodeSelectorOpDoesNotExist, core.NodeSelectorOpExists, core.NodeSelectorOpGt, core.NodeSelectorOpIn, core.NodeSelectorOpLt, core.NodeSelectorOpNotIn}
)

// ValidatePersistentVolumeName is the rule for volume names: a DNS
// subdomain. Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeName.
var ValidatePersistentVolumeName = genericvalidation.NameIsDNSSubdomain

// ValidateClassName is the rule for storage class names: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateClassName.
var ValidateClassName = genericvalidation.NameIsDNSSubdomain

// ValidatePersistentVolume checks a new volume: metadata (cluster-scoped)
// and spec. Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolume.
func ValidatePersistentVolume(pv *core.PersistentVolume) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&pv.ObjectMeta, false, ValidatePersistentVolumeName, field.NewPath("metadata"))
	return append(allErrs, ValidatePersistentVolumeSpec(&pv.Spec, field.NewPath("spec"))...)
}

// ValidatePersistentVolumeSpec checks a volume's spec: access modes
// (required, supported, ReadWriteOncePod alone), capacity (storage only,
// above zero), reclaim policy, node affinity, exactly one source, the
// storage class name and the volume mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeSpec
// (without the inline-volume rules of CSI migration).
func ValidatePersistentVolumeSpec(pvSpec *core.PersistentVolumeSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateAccessModes(pvSpec.AccessModes, "", fldPath.Child("accessModes"))
	if len(pvSpec.Capacity) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("capacity"), ""))
	}
	if _, ok := pvSpec.Capacity[core.ResourceStorage]; !ok || len(pvSpec.Capacity) > 1 {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("capacity"), pvSpec.Capacity, []core.ResourceName{core.ResourceStorage}))
	}
	capPath := fldPath.Child("capacity")
	for _, name := range sortedNames(pvSpec.Capacity) {
		allErrs = append(allErrs, ValidatePositiveQuantityValue(pvSpec.Capacity[name], capPath.Key(string(name)))...)
	}
	if len(pvSpec.PersistentVolumeReclaimPolicy) > 0 {
		allErrs = append(allErrs, validateEnum(pvSpec.PersistentVolumeReclaimPolicy, supportedReclaimPolicy, fldPath.Child("persistentVolumeReclaimPolicy"))...)
	}
	nodeAffinitySpecified := false
	if pvSpec.NodeAffinity != nil {
		var errs field.ErrorList
		nodeAffinitySpecified, errs = validateVolumeNodeAffinity(pvSpec.NodeAffinity, fldPath.Child("nodeAffinity"))
		allErrs = append(allErrs, errs...)
	}
	allErrs = append(allErrs, validatePersistentVolumeSource(&pvSpec.PersistentVolumeSource, nodeAffinitySpecified, fldPath)...)
	if pvSpec.HostPath != nil && path.Clean(pvSpec.HostPath.Path) == "/" && pvSpec.PersistentVolumeReclaimPolicy == core.PersistentVolumeReclaimRecycle {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("persistentVolumeReclaimPolicy"), "may not be 'recycle' for a hostPath mount of '/'"))
	}
	if len(pvSpec.StorageClassName) > 0 {
		for _, msg := range ValidateClassName(pvSpec.StorageClassName, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("storageClassName"), pvSpec.StorageClassName, msg))
		}
	}
	if pvSpec.VolumeMode != nil {
		allErrs = append(allErrs, validateEnum(*pvSpec.VolumeMode, supportedVolumeModes, fldPath.Child("volumeMode"))...)
	}
	return allErrs
}

// validatePersistentVolumeSource requires exactly one source and checks
// it; a local volume needs node affinity.
// Upstream: the source half of
// k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeSpec.
func validatePersistentVolumeSource(src *core.PersistentVolumeSource, nodeAffinitySpecified bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	numVolumes := 0
	one := func(set bool, name string, validate func(*field.Path) field.ErrorList) {
		if !set {
			return
		}
		if numVolumes > 0 {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child(name), "may not specify more than 1 volume type"))
			return
		}
		numVolumes++
		allErrs = append(allErrs, validate(fldPath.Child(name))...)
	}
	one(src.HostPath != nil, "hostPath", func(p *field.Path) field.ErrorList { return validateHostPathVolumeSource(src.HostPath, p) })
	one(src.NFS != nil, "nfs", func(p *field.Path) field.ErrorList { return validateNFSVolumeSource(src.NFS, p) })
	one(src.Local != nil, "local", func(p *field.Path) field.ErrorList {
		errs := validateLocalVolumeSource(src.Local, p)
		if !nodeAffinitySpecified {
			errs = append(errs, field.Required(fldPath.Child("nodeAffinity"), "Local volume requires node affinity"))
		}
		return errs
	})
	one(src.CSI != nil, "csi", func(p *field.Path) field.ErrorList { return validateCSIPersistentVolumeSource(src.CSI, p) })
	if numVolumes == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "must specify a volume type"))
	}
	return allErrs
}

// validateNFSVolumeSource requires a server and an absolute path.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateNFSVolumeSource.
func validateNFSVolumeSource(nfs *core.NFSVolumeSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(nfs.Server) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("server"), ""))
	}
	if len(nfs.Path) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("path"), ""))
	}
	if !path.IsAbs(nfs.Path) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("path"), nfs.Path, "must be an absolute path"))
	}
	return allErrs
}

// validateLocalVolumeSource requires a path without "..".
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateLocalVolumeSource.
func validateLocalVolumeSource(ls *core.LocalVolumeSource, fldPath *field.Path) field.ErrorList {
	if ls.Path == "" {
		return field.ErrorList{field.Required(fldPath.Child("path"), "")}
	}
	return validatePathNoBacksteps(ls.Path, fldPath.Child("path"))
}

// validateCSIPersistentVolumeSource requires a driver name and a volume
// handle. Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateCSIPersistentVolumeSource
// (which also checks the driver name's format and the secret references).
func validateCSIPersistentVolumeSource(csi *core.CSIPersistentVolumeSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(csi.Driver) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("driver"), ""))
	}
	if len(csi.VolumeHandle) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("volumeHandle"), ""))
	}
	return allErrs
}

// validateVolumeNodeAffinity requires the required node selector and
// checks it; it reports whether one was given.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateVolumeNodeAffinity.
func validateVolumeNodeAffinity(nodeAffinity *core.VolumeNodeAffinity, fldPath *field.Path) (bool, field.ErrorList) {
	if nodeAffinity.Required == nil {
		return false, field.ErrorList{field.Required(fldPath.Child("required"), "must specify required node constraints")}
	}
	return true, validateNodeSelector(nodeAffinity.Required, fldPath.Child("required"))
}

// validateNodeSelector requires at least one term and checks every
// requirement's key and operator.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNodeSelector.
func validateNodeSelector(nodeSelector *core.NodeSelector, fldPath *field.Path) field.ErrorList {
	termFldPath := fldPath.Child("nodeSelectorTerms")
	if len(nodeSelector.NodeSelectorTerms) == 0 {
		return field.ErrorList{field.Required(termFldPath, "must have at least one node selector term")}
	}
	var allErrs field.ErrorList
	for i, term := range nodeSelector.NodeSelectorTerms {
		for j, req := range term.MatchExpressions {
			reqPath := termFldPath.Index(i).Child("matchExpressions").Index(j)
			allErrs = append(allErrs, genericvalidation.ValidateLabelName(req.Key, reqPath.Child("key"))...)
			allErrs = append(allErrs, validateEnum(req.Operator, supportedNodeSelectorOperators, reqPath.Child("operator"))...)
		}
	}
	return allErrs
}

// validateAccessModes requires at least one supported access mode, and
// ReadWriteOncePod alone. requiredMsg is the detail of the Required error
// (claims say "at least 1 access mode is required", volumes nothing).
// Upstream: the access-mode lines of ValidatePersistentVolumeSpec and
// ValidatePersistentVolumeClaimSpec in k8s.io/kubernetes/pkg/apis/core/validation.
func validateAccessModes(modes []core.PersistentVolumeAccessMode, requiredMsg string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(modes) == 0 {
		allErrs = append(allErrs, field.Required(fldPath, requiredMsg))
	}
	foundReadWriteOncePod, foundOther := false, false
	for _, mode := range modes {
		supported := false
		for _, s := range supportedAccessModes {
			supported = supported || s == mode
		}
		if !supported {
			allErrs = append(allErrs, field.NotSupported(fldPath, mode, supportedAccessModes))
		}
		if mode == core.ReadWriteOncePod {
			foundReadWriteOncePod = true
		} else if supported {
			foundOther = true
		}
	}
	if foundReadWriteOncePod && foundOther {
		allErrs = append(allErrs, field.Forbidden(fldPath, "may not use ReadWriteOncePod with other access modes"))
	}
	return allErrs
}

// ValidatePositiveQuantityValue requires a quantity above zero.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePositiveQuantityValue.
func ValidatePositiveQuantityValue(value resource.Quantity, fldPath *field.Path) field.ErrorList {
	if value.Cmp(resource.Quantity{}) <= 0 {
		return field.ErrorList{field.Invalid(fldPath, value.String(), isNotPositiveErrorMsg)}
	}
	return nil
}

// ValidatePersistentVolumeUpdate checks an update of a volume: the new
// volume as a whole, its source and volume mode unchanged, its node
// affinity unchanged once set.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeUpdate
// (without the diff upstream appends, and without the one exception that
// lets csi.controllerExpandSecretRef be set later).
func ValidatePersistentVolumeUpdate(newPv, oldPv *core.PersistentVolume) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&newPv.ObjectMeta, &oldPv.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidatePersistentVolumeSpec(&newPv.Spec, field.NewPath("spec"))...)
	if !SemanticDeepEqual(newPv.Spec.PersistentVolumeSource, oldPv.Spec.PersistentVolumeSource) {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("spec", "persistentvolumesource"), "spec.persistentvolumesource is immutable after creation"))
	}
	allErrs = append(allErrs, genericvalidation.ValidateImmutableField(newPv.Spec.VolumeMode, oldPv.Spec.VolumeMode, field.NewPath("volumeMode"))...)
	if oldPv.Spec.NodeAffinity != nil {
		allErrs = append(allErrs, genericvalidation.ValidateImmutableField(newPv.Spec.NodeAffinity, oldPv.Spec.NodeAffinity, field.NewPath("nodeAffinity"))...)
	}
	return allErrs
}

// ValidatePersistentVolumeStatusUpdate checks a write to
// persistentvolumes/status: the metadata rules of an update.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeStatusUpdate.
func ValidatePersistentVolumeStatusUpdate(newPv, oldPv *core.PersistentVolume) field.ErrorList {
	return genericvalidation.ValidateObjectMetaUpdate(&newPv.ObjectMeta, &oldPv.ObjectMeta, field.NewPath("metadata"))
}

// ValidatePersistentVolumeClaim checks a new claim: metadata (namespaced,
// a DNS subdomain name) and spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeClaim.
func ValidatePersistentVolumeClaim(pvc *core.PersistentVolumeClaim) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&pvc.ObjectMeta, true, genericvalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	return append(allErrs, ValidatePersistentVolumeClaimSpec(&pvc.Spec, field.NewPath("spec"))...)
}

// ValidatePersistentVolumeClaimSpec checks what a claim asks for: access
// modes, a valid selector, a storage request above zero, the storage
// class name and the volume mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeClaimSpec
// (without the data source rules).
func ValidatePersistentVolumeClaimSpec(spec *core.PersistentVolumeClaimSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateAccessModes(spec.AccessModes, "at least 1 access mode is required", fldPath.Child("accessModes"))
	if spec.Selector != nil {
		allErrs = append(allErrs, validateLabelSelector(spec.Selector, fldPath.Child("selector"))...)
	}
	storagePath := fldPath.Child("resources").Key(string(core.ResourceStorage))
	if storageValue, ok := spec.Resources.Requests[core.ResourceStorage]; !ok {
		allErrs = append(allErrs, field.Required(storagePath, ""))
	} else if errs := ValidatePositiveQuantityValue(storageValue, storagePath); len(errs) > 0 {
		allErrs = append(allErrs, errs...)
	} else {
		allErrs = append(allErrs, ValidateResourceQuantityValue(core.ResourceStorage, storageValue, storagePath)...)
	}
	if spec.StorageClassName != nil && len(*spec.StorageClassName) > 0 {
		for _, msg := range ValidateClassName(*spec.StorageClassName, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("storageClassName"), *spec.StorageClassName, msg))
		}
	}
	if spec.VolumeMode != nil {
		allErrs = append(allErrs, validateEnum(*spec.VolumeMode, supportedVolumeModes, fldPath.Child("volumeMode"))...)
	}
	return allErrs
}

// ValidatePersistentVolumeClaimUpdate checks an update of a claim: the
// spec is immutable except volumeName (set once, by the binder) and, for
// a bound claim, the storage request, which may only grow.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeClaimUpdate
// (without the diff upstream appends and the beta storage-class
// annotation's upgrade path).
func ValidatePersistentVolumeClaimUpdate(newPvc, oldPvc *core.PersistentVolumeClaim) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&newPvc.ObjectMeta, &oldPvc.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidatePersistentVolumeClaim(newPvc)...)
	newSpec, oldSpec := newPvc.Spec.DeepCopy(), oldPvc.Spec.DeepCopy()
	if len(oldSpec.VolumeName) == 0 {
		oldSpec.VolumeName = newSpec.VolumeName
	}
	if newPvc.Status.Phase == core.ClaimBound && newSpec.Resources.Requests != nil {
		newSpec.Resources.Requests[core.ResourceStorage] = oldPvc.Spec.Resources.Requests[core.ResourceStorage]
	}
	if newPvc.Status.Phase == core.ClaimBound {
		newSpec.VolumeAttributesClassName = oldSpec.VolumeAttributesClassName
	}
	if !SemanticDeepEqual(*newSpec, *oldSpec) {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("spec"), "spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims"))
	}
	oldSize := oldPvc.Spec.Resources.Requests[core.ResourceStorage]
	newSize := newPvc.Spec.Resources.Requests[core.ResourceStorage]
	if newSize.Cmp(oldSize) < 0 {
		if statusSize := oldPvc.Status.Capacity[core.ResourceStorage]; newSize.Cmp(statusSize) <= 0 {
			allErrs = append(allErrs, field.Forbidden(field.NewPath("spec", "resources", "requests", "storage"), "field can not be less than status.capacity"))
		}
	}
	return append(allErrs, genericvalidation.ValidateImmutableField(newPvc.Spec.VolumeMode, oldPvc.Spec.VolumeMode, field.NewPath("volumeMode"))...)
}

// ValidatePersistentVolumeClaimStatusUpdate checks a write to
// persistentvolumeclaims/status: metadata, and capacity quantities not
// negative.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePersistentVolumeClaimStatusUpdate
// (which also checks conditions and the resize status).
func ValidatePersistentVolumeClaimStatusUpdate(newPvc, oldPvc *core.PersistentVolumeClaim) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&newPvc.ObjectMeta, &oldPvc.ObjectMeta, field.NewPath("metadata"))
	capPath := field.NewPath("status", "capacity")
	for _, name := range sortedNames(newPvc.Status.Capacity) {
		allErrs = append(allErrs, ValidateResourceQuantityValue(name, newPvc.Status.Capacity[name], capPath.Key(string(name)))...)
	}
	return allErrs
}

// validateLabelSelector checks a label selector: its matchLabels are
// labels, and the whole parses.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelSelector
// (whose messages for each bad requirement we fold into one
// "invalid label selector").
func validateLabelSelector(ls *metav1.LabelSelector, fldPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateLabels(ls.MatchLabels, fldPath.Child("matchLabels"))
	if _, err := metav1.LabelSelectorAsSelector(ls); err != nil {
		allErrs = append(allErrs, field.Invalid(fldPath, ls, "invalid label selector"))
	}
	return allErrs
}
