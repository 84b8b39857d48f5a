package validation

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apiservice "github.com/kube-rebuilt/apiserver/03-master/api/service"
)

// maxClientIPServiceAffinitySeconds caps a ClientIP affinity's timeout
// (one day).
// Upstream: k8s.io/kubernetes/pkg/apis/core.MaxClientIPServiceAffinitySeconds.
const maxClientIPServiceAffinitySeconds = 86400

// The service traffic enums, sorted as upstream's sets.List sorts them;
// the traffic distributions in upstream's order (PreferSameTrafficDistribution
// is GA, so all three).
var (
	supportedTrafficPolicies = []string{"Cluster", "Local"}
	supportedDistributions   = []string{"PreferClose", "PreferSameZone", "PreferSameNode"}
)

// The service annotations validation reads.
// Upstream: k8s.io/kubernetes/pkg/apis/core.AnnotationTopologyMode,
// DeprecatedAnnotationTopologyAwareHints and AnnotationLoadBalancerSourceRangesKey.
const (
	annotationTopologyMode                 = "service.kubernetes.io/topology-mode"
	deprecatedAnnotationTopologyAwareHints = "service.kubernetes.io/topology-aware-hints"
	annotationLoadBalancerSourceRangesKey  = "service.beta.kubernetes.io/load-balancer-source-ranges"
)

// validateTopologyAnnotations: the topology mode annotation and its
// deprecated twin agree when both are set.
// Upstream: the first block of validateService.
func validateTopologyAnnotations(service *core.Service) field.ErrorList {
	mode, modeSet := service.Annotations[annotationTopologyMode]
	hints, hintsSet := service.Annotations[deprecatedAnnotationTopologyAwareHints]
	if modeSet && hintsSet && mode != hints {
		return field.ErrorList{field.Invalid(metadataPath.Child("annotations").Key(annotationTopologyMode), mode,
			fmt.Sprintf("must match annotations[%s] when both are specified", deprecatedAnnotationTopologyAwareHints))}
	}
	return nil
}

// onlyForLoadBalancer is upstream's message for a load balancer field on
// another type of service.
const onlyForLoadBalancer = "may only be used when `type` is 'LoadBalancer'"

// validateSessionAffinityConfig requires a timeout in 1..86400 seconds
// for ClientIP affinity, and no config for None.
// Upstream: the SessionAffinity block of validateService and
// validateClientIPAffinityConfig.
func validateSessionAffinityConfig(spec *core.ServiceSpec, fldPath *field.Path) field.ErrorList {
	config := spec.SessionAffinityConfig
	switch spec.SessionAffinity {
	case core.ServiceAffinityNone:
		if config != nil {
			return field.ErrorList{field.Forbidden(fldPath, fmt.Sprintf("must not be set when session affinity is %s", core.ServiceAffinityNone))}
		}
	case core.ServiceAffinityClientIP:
		required := fmt.Sprintf("when session affinity type is %s", core.ServiceAffinityClientIP)
		switch {
		case config == nil:
			return field.ErrorList{field.Required(fldPath, required)}
		case config.ClientIP == nil:
			return field.ErrorList{field.Required(fldPath.Child("clientIP"), required)}
		case config.ClientIP.TimeoutSeconds == nil:
			return field.ErrorList{field.Required(fldPath.Child("clientIP", "timeoutSeconds"), required)}
		case *config.ClientIP.TimeoutSeconds <= 0 || *config.ClientIP.TimeoutSeconds > maxClientIPServiceAffinitySeconds:
			return field.ErrorList{field.Invalid(fldPath.Child("clientIP", "timeoutSeconds"), config.ClientIP.TimeoutSeconds,
				fmt.Sprintf("must be greater than 0 and less than %d", maxClientIPServiceAffinitySeconds))}
		}
	}
	return nil
}

// validateExternalIPs requires each new external IP to be an address a
// client could reach; the ones the old service held pass.
// Upstream: the ExternalIPs loop of validateService.
func validateExternalIPs(service, oldService *core.Service, fldPath *field.Path) field.ErrorList {
	var old []string
	if oldService != nil {
		old = oldService.Spec.ExternalIPs
	}
	var errs field.ErrorList
	for i, ip := range service.Spec.ExternalIPs {
		if ipErrs := isValidIPForLegacyField(fldPath.Index(i), ip, old); len(ipErrs) != 0 {
			errs = append(errs, ipErrs...)
		} else {
			errs = append(errs, validateEndpointIP(ip, fldPath.Index(i))...)
		}
	}
	return errs
}

// validateLoadBalancerFields checks the fields only a LoadBalancer
// service may set: the source ranges (CIDRs, spaces allowed around),
// allocateLoadBalancerNodePorts (required there: the v1 defaults set it)
// and loadBalancerClass (a qualified name).
// Upstream: the LoadBalancerSourceRanges and AllocateLoadBalancerNodePorts
// blocks of validateService, and validateLoadBalancerClassField.
func validateLoadBalancerFields(service, oldService *core.Service, specPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	isLB := service.Spec.Type == core.ServiceTypeLoadBalancer
	if ranges := service.Spec.LoadBalancerSourceRanges; len(ranges) == 0 {
		allErrs = append(allErrs, validateSourceRangesAnnotation(service, oldService)...)
	} else {
		rangesPath := specPath.Child("LoadBalancerSourceRanges") // sic: upstream's path is capitalized
		if !isLB {
			allErrs = append(allErrs, field.Forbidden(rangesPath, onlyForLoadBalancer))
		}
		var old []string
		if oldService != nil {
			for _, r := range oldService.Spec.LoadBalancerSourceRanges {
				old = append(old, strings.TrimSpace(r))
			}
		}
		for i, r := range ranges {
			allErrs = append(allErrs, isValidCIDRForLegacyField(rangesPath.Index(i), strings.TrimSpace(r), old)...)
		}
	}
	if service.Spec.AllocateLoadBalancerNodePorts != nil && !isLB {
		allErrs = append(allErrs, field.Forbidden(specPath.Child("allocateLoadBalancerNodePorts"), onlyForLoadBalancer))
	}
	if isLB && service.Spec.AllocateLoadBalancerNodePorts == nil {
		// sic: upstream leaves spec out of this path
		allErrs = append(allErrs, field.Required(field.NewPath("allocateLoadBalancerNodePorts"), ""))
	}
	return append(allErrs, validateLoadBalancerClassField(nil, service)...)
}

// validateSourceRangesAnnotation checks the annotation older clients set
// in place of spec.loadBalancerSourceRanges: only on a LoadBalancer
// service, and (when new or changed) a comma-separated list of CIDRs.
// Upstream: the AnnotationLoadBalancerSourceRangesKey block of validateService.
func validateSourceRangesAnnotation(service, oldService *core.Service) field.ErrorList {
	value, set := service.Annotations[annotationLoadBalancerSourceRangesKey]
	if !set {
		return nil
	}
	var allErrs field.ErrorList
	annotationPath := metadataPath.Child("annotations").Key(annotationLoadBalancerSourceRangesKey)
	if service.Spec.Type != core.ServiceTypeLoadBalancer {
		allErrs = append(allErrs, field.Forbidden(annotationPath, onlyForLoadBalancer))
	}
	if oldService != nil && oldService.Annotations[annotationLoadBalancerSourceRangesKey] == value {
		return allErrs
	}
	if value = strings.TrimSpace(value); value == "" {
		return allErrs
	}
	for _, cidr := range strings.Split(value, ",") {
		allErrs = append(allErrs, isValidCIDRForLegacyField(annotationPath, strings.TrimSpace(cidr), nil)...)
	}
	return allErrs
}

// validateLoadBalancerClassField: the class is a qualified name, only on
// a LoadBalancer service, and (oldService not nil) stays what it was
// while the service stays one. Upstream calls it twice on update, with
// and without the old service, so a malformed class is reported twice.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateLoadBalancerClassField.
func validateLoadBalancerClassField(oldService, service *core.Service) field.ErrorList {
	var allErrs field.ErrorList
	classPath := field.NewPath("spec", "loadBalancerClass")
	class, isLB := service.Spec.LoadBalancerClass, service.Spec.Type == core.ServiceTypeLoadBalancer
	if oldService != nil && isLB && oldService.Spec.Type == core.ServiceTypeLoadBalancer && !sameOptionalString(oldService.Spec.LoadBalancerClass, class) {
		allErrs = append(allErrs, field.Invalid(classPath, class, "may not change once set"))
	}
	switch {
	case class != nil && isLB:
		allErrs = append(allErrs, qualifiedNameErrors(*class, classPath)...)
	case class != nil:
		allErrs = append(allErrs, field.Forbidden(classPath, onlyForLoadBalancer))
	}
	return allErrs
}

// sameOptionalString: both nil, or both set to the same value.
func sameOptionalString(a, b *string) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// validateServiceExternalTrafficFieldsUpdate keeps the health check node
// port while the service needs one.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateServiceExternalTrafficFieldsUpdate.
func validateServiceExternalTrafficFieldsUpdate(before, after *core.Service) field.ErrorList {
	if apiservice.NeedsHealthCheck(before) && apiservice.NeedsHealthCheck(after) && before.Spec.HealthCheckNodePort != after.Spec.HealthCheckNodePort {
		return field.ErrorList{field.Forbidden(field.NewPath("spec", "healthCheckNodePort"), "field is immutable")}
	}
	return nil
}

// validateServiceTrafficFields checks externalTrafficPolicy (set exactly
// when the service is reachable from outside), healthCheckNodePort (only
// with NeedsHealthCheck), internalTrafficPolicy (required on every type
// but ExternalName) and trafficDistribution.
// Upstream: validateServiceExternalTrafficPolicy,
// validateServiceInternalTrafficFieldsValue and
// validateServiceTrafficDistribution. Left out: the health check node
// port is not required, since it is not allocated here.
func validateServiceTrafficFields(service *core.Service, specPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	spec := &service.Spec
	policyPath := specPath.Child("externalTrafficPolicy")
	if !apiservice.ExternallyAccessible(service) {
		if spec.ExternalTrafficPolicy != "" {
			allErrs = append(allErrs, field.Invalid(policyPath, spec.ExternalTrafficPolicy, "may only be set for externally-accessible services"))
		}
	} else {
		allErrs = append(allErrs, validateEnum(string(spec.ExternalTrafficPolicy), supportedTrafficPolicies, policyPath)...)
	}
	hcPath := specPath.Child("healthCheckNodePort")
	if spec.HealthCheckNodePort != 0 && !apiservice.NeedsHealthCheck(service) {
		allErrs = append(allErrs, field.Invalid(hcPath, spec.HealthCheckNodePort, "may only be set when `type` is 'LoadBalancer' and `externalTrafficPolicy` is 'Local'"))
	} else if spec.HealthCheckNodePort != 0 {
		for _, msg := range isValidPortNum(int(spec.HealthCheckNodePort)) {
			allErrs = append(allErrs, field.Invalid(hcPath, spec.HealthCheckNodePort, msg))
		}
	}
	internalPath := specPath.Child("internalTrafficPolicy")
	switch p := spec.InternalTrafficPolicy; {
	case p == nil && (spec.Type == core.ServiceTypeClusterIP || spec.Type == core.ServiceTypeNodePort || spec.Type == core.ServiceTypeLoadBalancer):
		allErrs = append(allErrs, field.Required(internalPath, ""))
	case p != nil && !slices.Contains(supportedTrafficPolicies, string(*p)):
		allErrs = append(allErrs, field.NotSupported(internalPath, *p, supportedTrafficPolicies))
	}
	if d := spec.TrafficDistribution; d != nil && !slices.Contains(supportedDistributions, *d) {
		allErrs = append(allErrs, field.NotSupported(specPath.Child("trafficDistribution"), *d, supportedDistributions))
	}
	return allErrs
}
