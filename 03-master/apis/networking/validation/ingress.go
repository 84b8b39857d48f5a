package validation

import (
	"fmt"
	"net/netip"
	"slices"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// annotationIngressClass is the class annotation that predates
// spec.ingressClassName.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.annotationIngressClass.
const annotationIngressClass = "kubernetes.io/ingress.class"

// The path types and the sequences an Exact or Prefix path may not hold.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation (variables).
var (
	supportedPathTypes   = []string{string(networking.PathTypeExact), string(networking.PathTypeImplementationSpecific), string(networking.PathTypePrefix)}
	invalidPathSequences = []string{"//", "/./", "/../", "%2f", "%2F"}
	invalidPathSuffixes  = []string{"/..", "/."}
)

// ValidateIngressName is the rule of an Ingress's name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressName.
var ValidateIngressName = apivalidation.NameIsDNSSubdomain

// IngressValidationOptions loosen the checks on an update for what the
// old object already held.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.IngressValidationOptions.
type IngressValidationOptions struct {
	AllowInvalidSecretName       bool
	AllowInvalidWildcardHostRule bool
}

// validateIngress checks the metadata and the spec.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngress.
func validateIngress(ingress *networking.Ingress, opts IngressValidationOptions) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&ingress.ObjectMeta, true, ValidateIngressName, field.NewPath("metadata"))
	return append(allErrs, ValidateIngressSpec(&ingress.Spec, field.NewPath("spec"), opts)...)
}

// ValidateIngressCreate checks a new Ingress, and that the class
// annotation, if set with spec.ingressClassName, names the same class.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressCreate.
func ValidateIngressCreate(ingress *networking.Ingress) field.ErrorList {
	allErrs := validateIngress(ingress, IngressValidationOptions{})
	annotationVal, annotationIsSet := ingress.Annotations[annotationIngressClass]
	if annotationIsSet && ingress.Spec.IngressClassName != nil && annotationVal != *ingress.Spec.IngressClassName {
		allErrs = append(allErrs, field.Invalid(field.NewPath("annotations").Child(annotationIngressClass), annotationVal, "must match `ingressClassName` when both are specified"))
	}
	return allErrs
}

// ValidateIngressUpdate checks an update, letting through the invalid
// secret names and wildcard rules the old object had.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressUpdate.
func ValidateIngressUpdate(ingress, oldIngress *networking.Ingress) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&ingress.ObjectMeta, &oldIngress.ObjectMeta, field.NewPath("metadata"))
	opts := IngressValidationOptions{
		AllowInvalidSecretName:       allowInvalidSecretName(oldIngress),
		AllowInvalidWildcardHostRule: allowInvalidWildcardHostRule(oldIngress),
	}
	return append(allErrs, validateIngress(ingress, opts)...)
}

// ValidateIngressSpec requires a default backend or rules, and checks
// them, the TLS entries and the class name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressSpec.
func ValidateIngressSpec(spec *networking.IngressSpec, fldPath *field.Path, opts IngressValidationOptions) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(spec.Rules) == 0 && spec.DefaultBackend == nil {
		allErrs = append(allErrs, field.Invalid(fldPath, spec.Rules, "either `defaultBackend` or `rules` must be specified"))
	}
	if spec.DefaultBackend != nil {
		allErrs = append(allErrs, validateIngressBackend(spec.DefaultBackend, fldPath.Child("defaultBackend"))...)
	}
	if len(spec.Rules) > 0 {
		allErrs = append(allErrs, validateIngressRules(spec.Rules, fldPath.Child("rules"), opts)...)
	}
	if len(spec.TLS) > 0 {
		allErrs = append(allErrs, validateIngressTLS(spec, fldPath.Child("tls"), opts)...)
	}
	if spec.IngressClassName != nil {
		for _, msg := range ValidateIngressClassName(*spec.IngressClassName, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("ingressClassName"), *spec.IngressClassName, msg))
		}
	}
	return allErrs
}

// validateIngressTLS checks TLS hosts (DNS names or wildcards) and
// secret names.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressTLS.
func validateIngressTLS(spec *networking.IngressSpec, fldPath *field.Path, opts IngressValidationOptions) field.ErrorList {
	allErrs := field.ErrorList{}
	for tlsIndex, itls := range spec.TLS {
		for i, host := range itls.Hosts {
			hostPath := fldPath.Index(tlsIndex).Child("hosts").Index(i)
			check := utilvalidation.IsDNS1123Subdomain
			if strings.Contains(host, "*") {
				check = isWildcardDNS1123Subdomain
			}
			for _, msg := range check(host) {
				allErrs = append(allErrs, field.Invalid(hostPath, host, msg))
			}
		}
		if !opts.AllowInvalidSecretName {
			for _, msg := range validateTLSSecretName(itls.SecretName) {
				allErrs = append(allErrs, field.Invalid(fldPath.Index(tlsIndex).Child("secretName"), itls.SecretName, msg))
			}
		}
	}
	return allErrs
}

// ValidateIngressStatusUpdate checks a status update: the metadata and
// the load balancer's addresses.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressStatusUpdate.
func ValidateIngressStatusUpdate(ingress, oldIngress *networking.Ingress) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&ingress.ObjectMeta, &oldIngress.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateIngressLoadBalancerStatus(&ingress.Status.LoadBalancer, &oldIngress.Status.LoadBalancer, field.NewPath("status", "loadBalancer"))...)
}

// ValidateIngressLoadBalancerStatus checks each IP (IPs the old status
// held pass) and each hostname (a DNS name, not an IP).
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressLoadBalancerStatus.
func ValidateIngressLoadBalancerStatus(status, oldStatus *networking.IngressLoadBalancerStatus, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	var existingIngressIPs []string
	if oldStatus != nil {
		for _, ingress := range oldStatus.Ingress {
			if len(ingress.IP) > 0 {
				existingIngressIPs = append(existingIngressIPs, ingress.IP)
			}
		}
	}
	for i, ingress := range status.Ingress {
		idxPath := fldPath.Child("ingress").Index(i)
		if len(ingress.IP) > 0 {
			allErrs = append(allErrs, corevalidation.IsValidIPForLegacyField(idxPath.Child("ip"), ingress.IP, existingIngressIPs)...)
		}
		if len(ingress.Hostname) > 0 {
			for _, msg := range utilvalidation.IsDNS1123Subdomain(ingress.Hostname) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("hostname"), ingress.Hostname, msg))
			}
			if isIP(ingress.Hostname) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("hostname"), ingress.Hostname, "must be a DNS name, not an IP address"))
			}
		}
	}
	return allErrs
}

// isIP reports whether s parses as an IP address, leading zeros in IPv4
// octets allowed.
// Upstream: k8s.io/utils/net.ParseIPSloppy(s) != nil.
func isIP(s string) bool {
	if _, err := netip.ParseAddr(s); err == nil {
		return true
	}
	_, ok := parseCIDRSloppy(s + "/32")
	return ok
}

// validateIngressRules checks each rule's host (a DNS name or wildcard,
// not an IP) and its HTTP paths.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressRules.
func validateIngressRules(ingressRules []networking.IngressRule, fldPath *field.Path, opts IngressValidationOptions) field.ErrorList {
	allErrs := field.ErrorList{}
	for i, ih := range ingressRules {
		wildcardHost := false
		if len(ih.Host) > 0 {
			hostPath := fldPath.Index(i).Child("host")
			if isIP(ih.Host) {
				allErrs = append(allErrs, field.Invalid(hostPath, ih.Host, "must be a DNS name, not an IP address"))
			}
			check := utilvalidation.IsDNS1123Subdomain
			if strings.Contains(ih.Host, "*") {
				check, wildcardHost = isWildcardDNS1123Subdomain, true
			}
			for _, msg := range check(ih.Host) {
				allErrs = append(allErrs, field.Invalid(hostPath, ih.Host, msg))
			}
		}
		if !wildcardHost || !opts.AllowInvalidWildcardHostRule {
			allErrs = append(allErrs, validateIngressRuleValue(&ih.IngressRuleValue, fldPath.Index(i))...)
		}
	}
	return allErrs
}

// validateIngressRuleValue checks the HTTP rule, if any.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressRuleValue.
func validateIngressRuleValue(ingressRule *networking.IngressRuleValue, fldPath *field.Path) field.ErrorList {
	if ingressRule.HTTP == nil {
		return nil
	}
	allErrs := field.ErrorList{}
	if len(ingressRule.HTTP.Paths) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("http", "paths"), ""))
	}
	for i := range ingressRule.HTTP.Paths {
		allErrs = append(allErrs, validateHTTPIngressPath(&ingressRule.HTTP.Paths[i], fldPath.Child("http", "paths").Index(i))...)
	}
	return allErrs
}

// validateHTTPIngressPath checks a path against its pathType, and its backend.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateHTTPIngressPath.
func validateHTTPIngressPath(path *networking.HTTPIngressPath, fldPath *field.Path) field.ErrorList {
	if path.PathType == nil {
		return field.ErrorList{field.Required(fldPath.Child("pathType"), "pathType must be specified")}
	}
	allErrs := field.ErrorList{}
	switch *path.PathType {
	case networking.PathTypeExact, networking.PathTypePrefix:
		if !strings.HasPrefix(path.Path, "/") {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("path"), path.Path, "must be an absolute path"))
		}
		if len(path.Path) > 0 {
			for _, invalidSeq := range invalidPathSequences {
				if strings.Contains(path.Path, invalidSeq) {
					allErrs = append(allErrs, field.Invalid(fldPath.Child("path"), path.Path, fmt.Sprintf("must not contain '%s'", invalidSeq)))
				}
			}
			for _, invalidSuff := range invalidPathSuffixes {
				if strings.HasSuffix(path.Path, invalidSuff) {
					allErrs = append(allErrs, field.Invalid(fldPath.Child("path"), path.Path, fmt.Sprintf("cannot end with '%s'", invalidSuff)))
				}
			}
		}
	case networking.PathTypeImplementationSpecific:
		if len(path.Path) > 0 && !strings.HasPrefix(path.Path, "/") {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("path"), path.Path, "must be an absolute path"))
		}
	default:
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("pathType"), *path.PathType, supportedPathTypes))
	}
	return append(allErrs, validateIngressBackend(&path.Backend, fldPath.Child("backend"))...)
}

// validateIngressBackend requires a resource or a service backend, not
// both; a service has a DNS-label name and a port name or number.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressBackend.
func validateIngressBackend(backend *networking.IngressBackend, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	switch {
	case backend.Resource != nil && backend.Service != nil:
		return append(allErrs, field.Invalid(fldPath, "", "cannot set both resource and service backends"))
	case backend.Resource != nil:
		allErrs = append(allErrs, validateIngressTypedLocalObjectReference(backend.Resource, fldPath.Child("resource"))...)
	case backend.Service != nil:
		if len(backend.Service.Name) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Child("service", "name"), ""))
		} else {
			for _, msg := range apivalidation.NameIsDNSLabel(backend.Service.Name, false) {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("service", "name"), backend.Service.Name, msg))
			}
		}
		hasPortName := len(backend.Service.Port.Name) > 0
		hasPortNumber := backend.Service.Port.Number != 0
		switch {
		case hasPortName && hasPortNumber:
			allErrs = append(allErrs, field.Invalid(fldPath, "", "cannot set both port name & port number"))
		case hasPortName:
			for _, msg := range corevalidation.IsValidPortName(backend.Service.Port.Name) {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("service", "port", "name"), backend.Service.Port.Name, msg))
			}
		case hasPortNumber:
			for _, msg := range corevalidation.IsValidPortNum(int(backend.Service.Port.Number)) {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("service", "port", "number"), backend.Service.Port.Number, msg))
			}
		default:
			allErrs = append(allErrs, field.Required(fldPath, "port name or number is required"))
		}
	default:
		allErrs = append(allErrs, field.Invalid(fldPath, "", "resource or service backend is required"))
	}
	return allErrs
}

// validateIngressTypedLocalObjectReference checks a resource backend:
// a DNS-subdomain group, a kind and a name usable in a path.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressTypedLocalObjectReference.
func validateIngressTypedLocalObjectReference(params *core.TypedLocalObjectReference, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if params.APIGroup != nil {
		for _, msg := range utilvalidation.IsDNS1123Subdomain(*params.APIGroup) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("apiGroup"), *params.APIGroup, msg))
		}
	}
	if params.Kind == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("kind"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("kind"), params.Kind)...)
	}
	if params.Name == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("name"), params.Name)...)
	}
	return allErrs
}

// allowInvalidSecretName: the old Ingress had an invalid TLS secret name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.allowInvalidSecretName.
func allowInvalidSecretName(oldIngress *networking.Ingress) bool {
	return oldIngress != nil && slices.ContainsFunc(oldIngress.Spec.TLS, func(tls networking.IngressTLS) bool {
		return len(validateTLSSecretName(tls.SecretName)) > 0
	})
}

// validateTLSSecretName checks a secret name, if any.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateTLSSecretName.
func validateTLSSecretName(name string) []string {
	if len(name) == 0 {
		return nil
	}
	return apivalidation.NameIsDNSSubdomain(name, false)
}

// allowInvalidWildcardHostRule: the old Ingress had a wildcard rule
// whose paths were invalid.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.allowInvalidWildcardHostRule.
func allowInvalidWildcardHostRule(oldIngress *networking.Ingress) bool {
	return oldIngress != nil && slices.ContainsFunc(oldIngress.Spec.Rules, func(rule networking.IngressRule) bool {
		return strings.Contains(rule.Host, "*") && len(validateIngressRuleValue(&rule.IngressRuleValue, nil)) > 0
	})
}
