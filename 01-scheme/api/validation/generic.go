package validation

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// IsNegativeErrorMsg is the message of a negative count.
// Upstream: k8s.io/apimachinery/pkg/api/validation.IsNegativeErrorMsg.
const IsNegativeErrorMsg string = `must be greater than or equal to 0`

// ValidateNameFunc checks a name, or (prefix true) a generateName prefix,
// and returns the problems found. Each resource picks one; most use
// NameIsDNSSubdomain.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateNameFunc.
type ValidateNameFunc func(name string, prefix bool) []string

// NameIsDNSSubdomain accepts a DNS-1123 subdomain ("my-app.v2", at most
// 253 characters): the rule of most resources (configmaps, deployments).
// Upstream: k8s.io/apimachinery/pkg/api/validation.NameIsDNSSubdomain.
func NameIsDNSSubdomain(name string, prefix bool) []string {
	if prefix {
		name = maskTrailingDash(name)
	}
	return validation.IsDNS1123Subdomain(name)
}

// NameIsDNSLabel accepts a DNS-1123 label ("my-app", at most 63
// characters): the rule of namespaces and services.
// Upstream: k8s.io/apimachinery/pkg/api/validation.NameIsDNSLabel.
func NameIsDNSLabel(name string, prefix bool) []string {
	if prefix {
		name = maskTrailingDash(name)
	}
	return validation.IsDNS1123Label(name)
}

// NameIsDNS1035Label accepts a DNS-1035 label (a DNS label that starts
// with a letter).
// Upstream: k8s.io/apimachinery/pkg/api/validation.NameIsDNS1035Label.
func NameIsDNS1035Label(name string, prefix bool) []string {
	if prefix {
		name = maskTrailingDash(name)
	}
	return validation.IsDNS1035Label(name)
}

// ValidateNamespaceName checks a namespace name: a DNS label.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateNamespaceName.
var ValidateNamespaceName = NameIsDNSLabel

// maskTrailingDash lets a generateName prefix end with '-' ("web-"): the
// random suffix will follow it, so the dash is not the end of the name.
// Upstream: k8s.io/apimachinery/pkg/api/validation.maskTrailingDash.
func maskTrailingDash(name string) string {
	if len(name) > 1 && strings.HasSuffix(name, "-") {
		return name[:len(name)-2] + "a"
	}
	return name
}

// ValidateNonnegativeField rejects a negative value.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateNonnegativeField.
func ValidateNonnegativeField(value int64, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if value < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath, value, IsNegativeErrorMsg))
	}
	return allErrs
}

// NameMayNotBe and NameMayNotContain are what no name may be or contain,
// whatever the resource: a name is one segment of a URL path.
// Upstream: k8s.io/apimachinery/pkg/api/validation/path.NameMayNotBe and NameMayNotContain.
var (
	NameMayNotBe      = []string{".", ".."}
	NameMayNotContain = []string{"/", "%"}
)

// ValidatePathSegmentName accepts any name that can be a URL path
// segment: the generic check every create runs after the resource's own
// (stricter) name rule.
// Upstream: k8s.io/apimachinery/pkg/api/validation/path.ValidatePathSegmentName.
func ValidatePathSegmentName(name string, prefix bool) []string {
	if !prefix {
		for _, illegalName := range NameMayNotBe {
			if name == illegalName {
				return []string{fmt.Sprintf(`may not be '%s'`, illegalName)}
			}
		}
	}
	var errs []string
	for _, illegalContent := range NameMayNotContain {
		if strings.Contains(name, illegalContent) {
			errs = append(errs, fmt.Sprintf(`may not contain '%s'`, illegalContent))
		}
	}
	return errs
}
