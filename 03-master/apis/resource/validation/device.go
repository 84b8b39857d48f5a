package validation

import (
	"fmt"
	"regexp"
	"strings"

	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
)

// semverRe is what a version attribute must match: semver.org 2.0.0.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.semverRe.
var semverRe = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
	`(-(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?` +
	`(\+[0-9a-zA-Z-]+(\.[0-9a-zA-Z-]+)*)?$`)

// cIdentifierRe is a C identifier, what attribute and capacity names are
// (after an optional "<domain>/").
// Upstream: k8s.io/apimachinery/pkg/api/validate/content.IsCIdentifier.
var cIdentifierRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// validateDevice checks one device of a slice: at most 32 attributes and
// capacities together, their names, each attribute holding exactly one
// value, and the taints.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDevice
// (which also checks capacities' request policies and counters).
func validateDevice(d resource.Device, fldPath *field.Path) field.ErrorList {
	allErrs := validateDNSLabel(d.Name, fldPath.Child("name"))
	if n := len(d.Attributes) + len(d.Capacity); n > resource.ResourceSliceMaxAttributesAndCapacitiesPerDevice {
		allErrs = append(allErrs, field.Invalid(fldPath, n, fmt.Sprintf("the total number of attributes and capacities must not exceed %d", resource.ResourceSliceMaxAttributesAndCapacitiesPerDevice)))
	}
	for name, attr := range d.Attributes {
		allErrs = append(allErrs, validateQualifiedName(name, fldPath.Child("attributes"))...)
		allErrs = append(allErrs, validateDeviceAttribute(attr, fldPath.Child("attributes").Key(string(name)))...)
	}
	for name := range d.Capacity {
		allErrs = append(allErrs, validateQualifiedName(name, fldPath.Child("capacity"))...)
	}
	for j, taint := range d.Taints {
		allErrs = append(allErrs, validateDeviceTaint(taint, fldPath.Child("taints").Index(j))...)
	}
	return allErrs
}

// validateQualifiedName checks an attribute or capacity name: a C
// identifier of at most 32 characters, optionally after "<domain>/".
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateQualifiedName.
func validateQualifiedName(name resource.QualifiedName, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	parts := strings.Split(string(name), "/")
	id := parts[0]
	if len(parts) == 2 {
		if parts[0] == "" {
			allErrs = append(allErrs, field.Invalid(fldPath, "", "the domain must not be empty"))
		} else {
			allErrs = append(allErrs, validateDriverName(parts[0], fldPath)...)
		}
		id = parts[1]
		if id == "" {
			return append(allErrs, field.Invalid(fldPath, "", "the name must not be empty"))
		}
	}
	if len(id) > resource.DeviceMaxIDLength {
		allErrs = append(allErrs, field.TooLong(fldPath, "", resource.DeviceMaxIDLength))
	}
	if !cIdentifierRe.MatchString(id) {
		allErrs = append(allErrs, field.Invalid(fldPath, id, utilvalidation.RegexError(
			"a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
			"[A-Za-z_][A-Za-z0-9_]*", "my_name", "MY_NAME", "MyName")))
	}
	return allErrs
}

// validateDeviceAttribute requires exactly one value: strings and
// versions of at most 64 characters, versions semver, lists not empty.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceAttribute.
func validateDeviceAttribute(a resource.DeviceAttribute, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	n := 0
	str := func(v string, p *field.Path) {
		if len(v) > resource.DeviceAttributeMaxValueLength {
			allErrs = append(allErrs, field.TooLong(p, "", resource.DeviceAttributeMaxValueLength))
		}
	}
	version := func(v string, p *field.Path) {
		if !semverRe.MatchString(v) {
			allErrs = append(allErrs, field.Invalid(p, v, "must be a string compatible with semver.org spec 2.0.0"))
		}
		str(v, p)
	}
	list := func(set bool, length int, name string, value any) {
		if !set {
			return
		}
		n++
		if length == 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(name), value, "must not be empty if specified"))
		}
	}
	if a.BoolValue != nil {
		n++
	}
	if a.IntValue != nil {
		n++
	}
	if a.StringValue != nil {
		n++
		str(*a.StringValue, fldPath.Child("string"))
	}
	if a.VersionValue != nil {
		n++
		version(*a.VersionValue, fldPath.Child("version"))
	}
	list(a.BoolValues != nil, len(a.BoolValues), "bools", a.BoolValues)
	list(a.IntValues != nil, len(a.IntValues), "ints", a.IntValues)
	list(a.StringValues != nil, len(a.StringValues), "strings", a.StringValues)
	for i, v := range a.StringValues {
		str(v, fldPath.Child("strings").Index(i))
	}
	list(a.VersionValues != nil, len(a.VersionValues), "versions", a.VersionValues)
	for i, v := range a.VersionValues {
		version(v, fldPath.Child("versions").Index(i))
	}
	switch n {
	case 0:
		allErrs = append(allErrs, field.Invalid(fldPath, "", "exactly one value must be specified"))
	case 1:
	default:
		allErrs = append(allErrs, field.Invalid(fldPath, a, "exactly one value must be specified"))
	}
	return allErrs
}
