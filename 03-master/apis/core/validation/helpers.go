package validation

import (
	"fmt"
	"net"
	"regexp"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The name rules of the core kinds.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodName and its siblings.
var (
	ValidatePodName            = genericvalidation.NameIsDNSSubdomain
	ValidateConfigMapName      = genericvalidation.NameIsDNSSubdomain
	ValidateSecretName         = genericvalidation.NameIsDNSSubdomain
	ValidateServiceAccountName = genericvalidation.NameIsDNSSubdomain
	ValidateEndpointsName      = genericvalidation.NameIsDNSSubdomain
	ValidatePriorityClassName  = genericvalidation.NameIsDNSSubdomain
	// ValidateServiceName: a service's name is a DNS-1035 label (it
	// becomes a DNS name and an environment variable prefix).
	ValidateServiceName = genericvalidation.NameIsDNS1035Label
	// ValidateNamespaceName: a namespace's name is a DNS-1123 label.
	ValidateNamespaceName = genericvalidation.ValidateNamespaceName
)

// supportedPortProtocols are the protocols a port may name, sorted as
// upstream's sets.List sorts them (the order NotSupported prints).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.supportedPortProtocols.
var supportedPortProtocols = []core.Protocol{core.ProtocolSCTP, core.ProtocolTCP, core.ProtocolUDP}

// isValidPortNum returns the errors of a port number: 1 to 65535.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPortNum.
func isValidPortNum(port int) []string {
	if 1 <= port && port <= 65535 {
		return nil
	}
	return []string{inclusiveRangeError(1, 65535)}
}

// inclusiveRangeError is the message of a number out of its range.
// Upstream: k8s.io/apimachinery/pkg/util/validation.InclusiveRangeError.
func inclusiveRangeError(lo, hi int) string {
	return fmt.Sprintf(`must be between %d and %d, inclusive`, lo, hi)
}

var (
	portNameCharsetRegex      = regexp.MustCompile("^[-a-z0-9]+$")
	portNameOneLetterRegexp   = regexp.MustCompile("[a-z]")
	portNameNoDoubleHyphenReg = regexp.MustCompile("--")
)

// isValidPortName returns the errors of a port name, an IANA_SVC_NAME:
// at most 15 lowercase letters, digits and hyphens, with a letter, no
// "--", no hyphen at either end.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPortName.
func isValidPortName(port string) []string {
	var errs []string
	if len(port) > 15 {
		errs = append(errs, validation.MaxLenError(15))
	}
	if !portNameCharsetRegex.MatchString(port) {
		errs = append(errs, "must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)")
	}
	if !portNameOneLetterRegexp.MatchString(port) {
		errs = append(errs, "must contain at least one letter (a-z)")
	}
	if portNameNoDoubleHyphenReg.MatchString(port) {
		errs = append(errs, "must not contain consecutive hyphens")
	}
	if len(port) > 0 && (port[0] == '-' || port[len(port)-1] == '-') {
		errs = append(errs, "must not begin or end with a hyphen")
	}
	return errs
}

// validateIP returns the error of a string that is not an IP address.
// Upstream: k8s.io/apimachinery/pkg/api/validation.IsValidIP.
func validateIP(fldPath *field.Path, value string) field.ErrorList {
	if net.ParseIP(value) == nil {
		return field.ErrorList{field.Invalid(fldPath, value, invalidIPMsg)}
	}
	return nil
}

// validateProtocol requires a supported protocol.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateProtocol.
func validateProtocol(protocol core.Protocol, fldPath *field.Path) field.ErrorList {
	switch {
	case len(protocol) == 0:
		return field.ErrorList{field.Required(fldPath, "")}
	case protocol != core.ProtocolTCP && protocol != core.ProtocolUDP && protocol != core.ProtocolSCTP:
		return field.ErrorList{field.NotSupported(fldPath, protocol, supportedPortProtocols)}
	}
	return nil
}

// validateDNS1123Label returns one Invalid per message.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Label.
func validateDNS1123Label(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsDNS1123Label(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validateDNS1123Subdomain returns one Invalid per message.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Subdomain.
func validateDNS1123Subdomain(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsDNS1123Subdomain(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validatePositive requires a number above zero.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation (the activeDeadlineSeconds check).
func validatePositive(value int64, fldPath *field.Path) field.ErrorList {
	if value <= 0 {
		return field.ErrorList{field.Invalid(fldPath, value, "must be greater than 0")}
	}
	return nil
}

// immutableWhenSet is the message of a change to data once `immutable`
// is true.
const immutableWhenSet = "field is immutable when `immutable` is set"

// validateImmutableData forbids unsetting immutable, and changing data,
// once the old object was immutable.
// Upstream: the Immutable block of ValidateConfigMapUpdate and ValidateSecretUpdate.
func validateImmutableData(newImmutable, oldImmutable *bool, dataChanged map[string]bool) field.ErrorList {
	var allErrs field.ErrorList
	if oldImmutable == nil || !*oldImmutable {
		return nil
	}
	if newImmutable == nil || !*newImmutable {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("immutable"), immutableWhenSet))
	}
	for _, name := range []string{"data", "binaryData"} {
		if dataChanged[name] {
			allErrs = append(allErrs, field.Forbidden(field.NewPath(name), immutableWhenSet))
		}
	}
	return allErrs
}

// metadataPath is the path of every object's metadata.
var metadataPath = field.NewPath("metadata")

// validateObjectMetaUpdate is the metadata check of every update.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateObjectMetaUpdate.
func validateObjectMetaUpdate(newMeta, oldMeta *metav1.ObjectMeta) field.ErrorList {
	return genericvalidation.ValidateObjectMetaUpdate(newMeta, oldMeta, metadataPath)
}
