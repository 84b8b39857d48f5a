package validation

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
)

// The size limits of upstream's validation.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation (constants).
const (
	maxProvisionerParameterSize   = 256 * (1 << 10)
	maxProvisionerParameterLen    = 512
	maxAttachedVolumeMetadataSize = 256 * (1 << 10)
	maxVolumeErrorMessageSize     = 1024
	csiNodeIDMaxLength            = 256
)

// validateClassName is the name rule of classes, CSI drivers and
// capacities: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateClassName.
var validateClassName = apivalidation.NameIsDNSSubdomain

// validateNodeName is the name rule of nodes (and so of CSINodes).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNodeName.
var validateNodeName = apivalidation.NameIsDNSSubdomain

var metadataPath = field.NewPath("metadata")

// ValidateStorageClass checks a new StorageClass.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateStorageClass.
func ValidateStorageClass(sc *storage.StorageClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&sc.ObjectMeta, false, validateClassName, metadataPath)
	allErrs = append(allErrs, validateProvisioner(sc.Provisioner, field.NewPath("provisioner"))...)
	allErrs = append(allErrs, validateParameters(sc.Parameters, true, field.NewPath("parameters"))...)
	allErrs = append(allErrs, validateReclaimPolicy(sc.ReclaimPolicy, field.NewPath("reclaimPolicy"))...)
	allErrs = append(allErrs, validateVolumeBindingMode(sc.VolumeBindingMode, field.NewPath("volumeBindingMode"))...)
	allErrs = append(allErrs, validateAllowedTopologies(sc.AllowedTopologies, field.NewPath("allowedTopologies"))...)
	return allErrs
}

// ValidateStorageClassUpdate checks an update: provisioner, parameters,
// reclaim policy and binding mode are immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateStorageClassUpdate.
func ValidateStorageClassUpdate(sc, old *storage.StorageClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&sc.ObjectMeta, &old.ObjectMeta, metadataPath)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(sc.Parameters, old.Parameters, field.NewPath("parameters"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(sc.Provisioner, old.Provisioner, field.NewPath("provisioner"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(sc.ReclaimPolicy, old.ReclaimPolicy, field.NewPath("reclaimPolicy"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(sc.VolumeBindingMode, old.VolumeBindingMode, field.NewPath("volumeBindingMode"))...)
	return allErrs
}

// validateProvisioner requires a provisioner that is a qualified name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateProvisioner.
func validateProvisioner(provisioner string, fldPath *field.Path) field.ErrorList {
	if provisioner == "" {
		return field.ErrorList{field.Required(fldPath, provisioner)}
	}
	return validateQualifiedName(strings.ToLower(provisioner), fldPath)
}

// validateQualifiedName checks a qualified name ("example.com/name").
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateQualifiedName.
func validateQualifiedName(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsQualifiedName(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validateParameters limits parameters to 512 non-empty keys and 256 kB.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateParameters.
func validateParameters(params map[string]string, allowEmpty bool, fldPath *field.Path) field.ErrorList {
	if len(params) > maxProvisionerParameterLen {
		return field.ErrorList{field.TooLong(fldPath, "", maxProvisionerParameterLen)}
	}
	var allErrs field.ErrorList
	var totalSize int64
	for k, v := range params {
		if k == "" {
			allErrs = append(allErrs, field.Invalid(fldPath, k, "field can not be empty."))
		}
		totalSize += int64(len(k)) + int64(len(v))
	}
	if totalSize > maxProvisionerParameterSize {
		allErrs = append(allErrs, field.TooLong(fldPath, "", maxProvisionerParameterSize))
	}
	if !allowEmpty && len(params) == 0 {
		allErrs = append(allErrs, field.Required(fldPath, "must contain at least one key/value pair"))
	}
	return allErrs
}

// supportedReclaimPolicies are the reclaim policies a class may name
// (Recycle is a volume's, not a class's).
var supportedReclaimPolicies = []string{string(core.PersistentVolumeReclaimDelete), string(core.PersistentVolumeReclaimRetain)}

// validateReclaimPolicy refuses a policy other than Delete and Retain.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateReclaimPolicy.
func validateReclaimPolicy(policy *core.PersistentVolumeReclaimPolicy, fldPath *field.Path) field.ErrorList {
	if policy == nil || *policy == "" || slices.Contains(supportedReclaimPolicies, string(*policy)) {
		return nil
	}
	return field.ErrorList{field.NotSupported(fldPath, *policy, supportedReclaimPolicies)}
}

// supportedVolumeBindingModes are the binding modes.
var supportedVolumeBindingModes = []string{string(storage.VolumeBindingImmediate), string(storage.VolumeBindingWaitForFirstConsumer)}

// validateVolumeBindingMode requires Immediate or WaitForFirstConsumer
// (v1 defaults it to Immediate).
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateVolumeBindingMode.
func validateVolumeBindingMode(mode *storage.VolumeBindingMode, fldPath *field.Path) field.ErrorList {
	if mode == nil {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	if !slices.Contains(supportedVolumeBindingModes, string(*mode)) {
		return field.ErrorList{field.NotSupported(fldPath, *mode, supportedVolumeBindingModes)}
	}
	return nil
}

// validateAllowedTopologies requires each term's requirements to have a
// key that is a qualified name and at least one value.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateAllowedTopologies
// and core/validation.ValidateTopologySelectorTerm.
func validateAllowedTopologies(terms []core.TopologySelectorTerm, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, term := range terms {
		for j, req := range term.MatchLabelExpressions {
			p := fldPath.Index(i).Child("matchLabelExpressions").Index(j)
			allErrs = append(allErrs, apivalidation.ValidateLabelName(req.Key, p.Child("key"))...)
			if len(req.Values) == 0 {
				allErrs = append(allErrs, field.Required(p.Child("values"), "must specify as least one value"))
			}
		}
	}
	return allErrs
}

// ValidateVolumeAttachment checks a VolumeAttachment: attacher, source
// (a persistent volume name), node name and status sizes.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateVolumeAttachment.
func ValidateVolumeAttachment(va *storage.VolumeAttachment) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&va.ObjectMeta, false, validateClassName, metadataPath)
	spec := field.NewPath("spec")
	allErrs = append(allErrs, ValidateCSIDriverName(va.Spec.Attacher, spec.Child("attacher"))...)
	source := spec.Child("source")
	switch pv := va.Spec.Source.PersistentVolumeName; {
	case pv == nil:
		allErrs = append(allErrs, field.Required(source, "must specify exactly one of inlineVolumeSpec and persistentVolumeName"))
	case *pv == "":
		allErrs = append(allErrs, field.Required(source.Child("persistentVolumeName"), "must specify non empty persistentVolumeName"))
	default:
		for _, msg := range apivalidation.NameIsDNSSubdomain(*pv, false) {
			allErrs = append(allErrs, field.Invalid(source.Child("persistentVolumeName"), *pv, msg))
		}
	}
	for _, msg := range validateNodeName(va.Spec.NodeName, false) {
		allErrs = append(allErrs, field.Invalid(spec.Child("nodeName"), va.Spec.NodeName, msg))
	}
	allErrs = append(allErrs, validateVolumeAttachmentStatus(&va.Status, field.NewPath("status"))...)
	return allErrs
}

// validateVolumeAttachmentStatus limits the metadata to 256 kB and error
// messages to 1024 bytes; an error code is not negative.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.validateVolumeAttachmentStatus.
func validateVolumeAttachmentStatus(status *storage.VolumeAttachmentStatus, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	var size int64
	for k, v := range status.AttachmentMetadata {
		size += int64(len(k)) + int64(len(v))
	}
	if size > maxAttachedVolumeMetadataSize {
		allErrs = append(allErrs, field.TooLong(fldPath.Child("attachmentMetadata"), "", maxAttachedVolumeMetadataSize))
	}
	for name, e := range map[string]*storage.VolumeError{"attachError": status.AttachError, "detachError": status.DetachError} {
		if e == nil {
			continue
		}
		if len(e.Message) > maxVolumeErrorMessageSize {
			allErrs = append(allErrs, field.TooLong(fldPath.Child(name, "message"), "", maxVolumeErrorMessageSize))
		}
		if e.ErrorCode != nil && *e.ErrorCode < 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(name, "errorCode"), *e.ErrorCode, "must be between 0 and 2147483647, inclusive"))
		}
	}
	return allErrs
}

// ValidateVolumeAttachmentUpdate checks an update: the spec is immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateVolumeAttachmentUpdate.
func ValidateVolumeAttachmentUpdate(va, old *storage.VolumeAttachment) field.ErrorList {
	allErrs := ValidateVolumeAttachment(va)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(va.Spec, old.Spec, field.NewPath("spec"))...)
	return allErrs
}

// ValidateCSIDriverName requires a driver name: at most 63 characters, a
// DNS subdomain in lower case.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateCSIDriverName.
func ValidateCSIDriverName(name string, fldPath *field.Path) field.ErrorList {
	if name == "" {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	var allErrs field.ErrorList
	if len(name) > 63 {
		allErrs = append(allErrs, field.TooLong(fldPath, "", 63))
	}
	for _, msg := range utilvalidation.IsDNS1123Subdomain(strings.ToLower(name)) {
		allErrs = append(allErrs, field.Invalid(fldPath, name, msg))
	}
	return allErrs
}

// ValidateCSINode checks a CSINode: its name is a node's, each driver has
// a valid name (once), a nodeID of at most 256 characters, a
// non-negative allocatable count and unique qualified topology keys.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSINode.
func ValidateCSINode(n *storage.CSINode) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&n.ObjectMeta, false, validateNodeName, metadataPath)
	drivers := field.NewPath("spec", "drivers")
	seen := map[string]bool{}
	for i, d := range n.Spec.Drivers {
		p := drivers.Index(i)
		allErrs = append(allErrs, ValidateCSIDriverName(d.Name, p.Child("name"))...)
		if d.NodeID == "" {
			allErrs = append(allErrs, field.Required(p.Child("nodeID"), d.NodeID))
		}
		if len(d.NodeID) > csiNodeIDMaxLength {
			allErrs = append(allErrs, field.Invalid(p.Child("nodeID"), d.NodeID, fmt.Sprintf("must be %d characters or less", csiNodeIDMaxLength)))
		}
		if d.Allocatable != nil && d.Allocatable.Count != nil {
			allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*d.Allocatable.Count), p.Child("allocatable", "count"))...)
		}
		if seen[d.Name] {
			allErrs = append(allErrs, field.Duplicate(p.Child("name"), d.Name))
		}
		seen[d.Name] = true
		keys := map[string]bool{}
		for _, key := range d.TopologyKeys {
			if key == "" {
				allErrs = append(allErrs, field.Required(p, key))
			}
			if keys[key] {
				allErrs = append(allErrs, field.Duplicate(p, key))
			}
			keys[key] = true
			allErrs = append(allErrs, validateQualifiedName(key, p)...)
		}
	}
	return allErrs
}

// ValidateCSINodeUpdate checks an update: a driver that stays keeps its
// nodeID and topology keys (only its allocatable count may change, the
// MutableCSINodeAllocatableCount gate being on in v1.37).
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSINodeUpdate.
func ValidateCSINodeUpdate(n, old *storage.CSINode) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&n.ObjectMeta, &old.ObjectMeta, metadataPath)
	allErrs = append(allErrs, ValidateCSINode(n)...)
	for _, o := range old.Spec.Drivers {
		for _, d := range n.Spec.Drivers {
			if o.Name != d.Name {
				continue
			}
			oc, dc := o.DeepCopy(), d.DeepCopy()
			oc.Allocatable, dc.Allocatable = nil, nil
			allErrs = append(allErrs, apivalidation.ValidateImmutableField(dc, oc, field.NewPath("spec", "drivers"))...)
		}
	}
	return allErrs
}

// The enums of a CSIDriver's spec.
var (
	supportedFSGroupPolicies = []string{string(storage.ReadWriteOnceWithFSTypeFSGroupPolicy), string(storage.FileFSGroupPolicy), string(storage.NoneFSGroupPolicy)}
	supportedLifecycleModes  = []string{string(storage.VolumeLifecyclePersistent), string(storage.VolumeLifecycleEphemeral)}
)

// ValidateCSIDriver checks a CSIDriver: a driver name, and the defaulted
// fields present with supported values.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSIDriver.
func ValidateCSIDriver(d *storage.CSIDriver) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&d.ObjectMeta, false, ValidateCSIDriverNameFunc, metadataPath)
	spec := field.NewPath("spec")
	required := map[string]*bool{"attachRequired": d.Spec.AttachRequired, "podInfoOnMount": d.Spec.PodInfoOnMount,
		"storageCapacity": d.Spec.StorageCapacity, "requiresRepublish": d.Spec.RequiresRepublish}
	for _, name := range []string{"attachRequired", "podInfoOnMount", "storageCapacity", "requiresRepublish"} {
		if required[name] == nil {
			allErrs = append(allErrs, field.Required(spec.Child(name), ""))
		}
	}
	if p := d.Spec.FSGroupPolicy; p != nil && !slices.Contains(supportedFSGroupPolicies, string(*p)) {
		allErrs = append(allErrs, field.NotSupported(spec.Child("fsGroupPolicy"), *p, supportedFSGroupPolicies))
	}
	for i, m := range d.Spec.VolumeLifecycleModes {
		if !slices.Contains(supportedLifecycleModes, string(m)) {
			allErrs = append(allErrs, field.NotSupported(spec.Child("volumeLifecycleModes").Index(i), m, supportedLifecycleModes))
		}
	}
	if p := d.Spec.NodeAllocatableUpdatePeriodSeconds; p != nil && *p < 10 {
		allErrs = append(allErrs, field.Invalid(spec.Child("nodeAllocatableUpdatePeriodSeconds"), *p, "must be greater than or equal to 10 seconds"))
	}
	return allErrs
}

// ValidateCSIDriverNameFunc is the name rule of CSIDriver objects.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSIDriverName
// (a variable there; ours is named apart from the field check above).
var ValidateCSIDriverNameFunc = apivalidation.NameIsDNSSubdomain

// ValidateCSIDriverUpdate checks an update: attachRequired,
// podInfoOnMount... are immutable, except what upstream lets change
// (podInfoOnMount, requiresRepublish, seLinuxMount, storageCapacity,
// tokenRequests, nodeAllocatableUpdatePeriodSeconds).
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSIDriverUpdate.
func ValidateCSIDriverUpdate(d, old *storage.CSIDriver) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&d.ObjectMeta, &old.ObjectMeta, metadataPath)
	allErrs = append(allErrs, ValidateCSIDriver(d)...)
	spec := field.NewPath("spec")
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(d.Spec.AttachRequired, old.Spec.AttachRequired, spec.Child("attachRequired"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(d.Spec.FSGroupPolicy, old.Spec.FSGroupPolicy, spec.Child("fsGroupPolicy"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(d.Spec.VolumeLifecycleModes, old.Spec.VolumeLifecycleModes, spec.Child("volumeLifecycleModes"))...)
	return allErrs
}

// ValidateCSIStorageCapacity checks a capacity: a namespaced DNS-subdomain
// name, a class name and a non-negative capacity.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSIStorageCapacity.
func ValidateCSIStorageCapacity(c *storage.CSIStorageCapacity) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&c.ObjectMeta, true, validateClassName, metadataPath)
	for _, msg := range validateClassName(c.StorageClassName, false) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("storageClassName"), c.StorageClassName, msg))
	}
	for name, q := range map[string]bool{"capacity": c.Capacity != nil && c.Capacity.Sign() < 0, "maximumVolumeSize": c.MaximumVolumeSize != nil && c.MaximumVolumeSize.Sign() < 0} {
		if q {
			allErrs = append(allErrs, field.Invalid(field.NewPath(name), "", "must be greater than or equal to 0"))
		}
	}
	return allErrs
}

// ValidateCSIStorageCapacityUpdate checks an update: nodeTopology and
// storageClassName are immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateCSIStorageCapacityUpdate.
func ValidateCSIStorageCapacityUpdate(c, old *storage.CSIStorageCapacity) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&c.ObjectMeta, &old.ObjectMeta, metadataPath)
	if !reflect.DeepEqual(c.NodeTopology, old.NodeTopology) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("nodeTopology"), c.NodeTopology, "field is immutable"))
	}
	if c.StorageClassName != old.StorageClassName {
		allErrs = append(allErrs, field.Invalid(field.NewPath("storageClassName"), c.StorageClassName, "field is immutable"))
	}
	return allErrs
}

// ValidateVolumeAttributesClass checks a class: a driver name that is a
// qualified name, and at least one parameter.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateVolumeAttributesClass.
func ValidateVolumeAttributesClass(c *storage.VolumeAttributesClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&c.ObjectMeta, false, validateClassName, metadataPath)
	allErrs = append(allErrs, validateProvisioner(c.DriverName, field.NewPath("driverName"))...)
	allErrs = append(allErrs, validateParameters(c.Parameters, false, field.NewPath("parameters"))...)
	return allErrs
}

// ValidateVolumeAttributesClassUpdate checks an update: driverName and
// parameters are forbidden to change.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/validation.ValidateVolumeAttributesClassUpdate.
func ValidateVolumeAttributesClassUpdate(c, old *storage.VolumeAttributesClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&c.ObjectMeta, &old.ObjectMeta, metadataPath)
	if c.DriverName != old.DriverName {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("driverName"), "updates to driverName are forbidden."))
	}
	if !reflect.DeepEqual(old.Parameters, c.Parameters) {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("parameters"), "updates to parameters are forbidden."))
	}
	allErrs = append(allErrs, ValidateVolumeAttributesClass(c)...)
	return allErrs
}
