package validation

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// The values the enum fields accept, sorted as upstream's sets list them.
var (
	supportedFailurePolicies = []string{string(admissionregistration.Fail), string(admissionregistration.Ignore)}
	supportedMatchPolicies   = []string{string(admissionregistration.Equivalent), string(admissionregistration.Exact)}
	// noSideEffectClasses are all v1 accepts: the server must be free to
	// call a webhook on a dry-run request.
	noSideEffectClasses = []string{string(admissionregistration.SideEffectClassNone), string(admissionregistration.SideEffectClassNoneOnDryRun)}
	supportedOperations = []string{"*", "CONNECT", "CREATE", "DELETE", "UPDATE"}
	supportedScopes     = []string{"*", "Cluster", "Namespaced"}
	// acceptedReviewVersions are the AdmissionReview versions we send.
	// Upstream also accepts v1beta1; we only speak v1.
	acceptedReviewVersions = []string{"v1"}
	supportedReinvocation  = []string{string(admissionregistration.IfNeededReinvocationPolicy), string(admissionregistration.NeverReinvocationPolicy)}
)

// ValidateMutatingWebhookConfiguration checks a new configuration.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingWebhookConfiguration.
func ValidateMutatingWebhookConfiguration(c *admissionregistration.MutatingWebhookConfiguration) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&c.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	seen := map[string]bool{}
	for i := range c.Webhooks {
		hook := &c.Webhooks[i]
		path := field.NewPath("webhooks").Index(i)
		allErrs = append(allErrs, validateUniqueName(seen, hook.Name, path)...)
		allErrs = append(allErrs, validateCommon(commonOf(hook), path)...)
		if p := hook.ReinvocationPolicy; p != nil && !slices.Contains(supportedReinvocation, string(*p)) {
			allErrs = append(allErrs, field.NotSupported(path.Child("reinvocationPolicy"), *p, supportedReinvocation))
		}
	}
	return allErrs
}

// ValidateValidatingWebhookConfiguration checks a new configuration.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingWebhookConfiguration.
func ValidateValidatingWebhookConfiguration(c *admissionregistration.ValidatingWebhookConfiguration) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&c.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	seen := map[string]bool{}
	for i := range c.Webhooks {
		hook := &c.Webhooks[i]
		path := field.NewPath("webhooks").Index(i)
		allErrs = append(allErrs, validateUniqueName(seen, hook.Name, path)...)
		allErrs = append(allErrs, validateCommon(commonOfValidating(hook), path)...)
	}
	return allErrs
}

// ValidateMutatingWebhookConfigurationUpdate checks an update: the new
// object as a new one, and metadata that may not change.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingWebhookConfigurationUpdate.
func ValidateMutatingWebhookConfigurationUpdate(newC, oldC *admissionregistration.MutatingWebhookConfiguration) field.ErrorList {
	allErrs := ValidateMutatingWebhookConfiguration(newC)
	return append(allErrs, validation.ValidateObjectMetaUpdate(&newC.ObjectMeta, &oldC.ObjectMeta, field.NewPath("metadata"))...)
}

// ValidateValidatingWebhookConfigurationUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateValidatingWebhookConfigurationUpdate.
func ValidateValidatingWebhookConfigurationUpdate(newC, oldC *admissionregistration.ValidatingWebhookConfiguration) field.ErrorList {
	allErrs := ValidateValidatingWebhookConfiguration(newC)
	return append(allErrs, validation.ValidateObjectMetaUpdate(&newC.ObjectMeta, &oldC.ObjectMeta, field.NewPath("metadata"))...)
}

// validateUniqueName checks a webhook name is fully qualified and not
// seen before in its configuration.
// Upstream: utilvalidation.IsFullyQualifiedName in validateValidatingWebhook
// and the uniqueness check of validateValidatingWebhookConfiguration.
func validateUniqueName(seen map[string]bool, name string, path *field.Path) field.ErrorList {
	namePath := path.Child("name")
	allErrs := validateFullyQualifiedName(name, namePath)
	if seen[name] {
		allErrs = append(allErrs, field.Duplicate(namePath, name))
	}
	seen[name] = true
	return allErrs
}

// validateFullyQualifiedName requires a DNS subdomain of at least three
// segments (webhook.example.com).
// Upstream: k8s.io/apimachinery/pkg/api/validation.IsFullyQualifiedName.
func validateFullyQualifiedName(name string, path *field.Path) field.ErrorList {
	if name == "" {
		return field.ErrorList{field.Required(path, "")}
	}
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Subdomain(name) {
		allErrs = append(allErrs, field.Invalid(path, name, msg))
	}
	if len(strings.Split(name, ".")) < 3 {
		allErrs = append(allErrs, field.Invalid(path, name, "should be a domain with at least three segments separated by dots"))
	}
	return allErrs
}

// webhookCommon points at the fields both webhook kinds share, so one
// function checks them (upstream repeats the checks per kind).
type webhookCommon struct {
	clientConfig            *admissionregistration.WebhookClientConfig
	rules                   []admissionregistration.RuleWithOperations
	failurePolicy           *admissionregistration.FailurePolicyType
	matchPolicy             *admissionregistration.MatchPolicyType
	namespaceSelector       *metav1.LabelSelector
	objectSelector          *metav1.LabelSelector
	sideEffects             *admissionregistration.SideEffectClass
	timeoutSeconds          *int32
	admissionReviewVersions []string
}

func commonOf(h *admissionregistration.MutatingWebhook) webhookCommon {
	return webhookCommon{&h.ClientConfig, h.Rules, h.FailurePolicy, h.MatchPolicy, h.NamespaceSelector,
		h.ObjectSelector, h.SideEffects, h.TimeoutSeconds, h.AdmissionReviewVersions}
}

func commonOfValidating(h *admissionregistration.ValidatingWebhook) webhookCommon {
	return webhookCommon{&h.ClientConfig, h.Rules, h.FailurePolicy, h.MatchPolicy, h.NamespaceSelector,
		h.ObjectSelector, h.SideEffects, h.TimeoutSeconds, h.AdmissionReviewVersions}
}

// validateCommon checks one webhook's shared fields.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateValidatingWebhook
// (and validateMutatingWebhook), with the v1 options: side effects must
// be None or NoneOnDryRun, admissionReviewVersions must name one we send.
func validateCommon(h webhookCommon, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range h.rules {
		allErrs = append(allErrs, validateRuleWithOperations(&h.rules[i], path.Child("rules").Index(i))...)
	}
	if p := h.failurePolicy; p != nil && !slices.Contains(supportedFailurePolicies, string(*p)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("failurePolicy"), *p, supportedFailurePolicies))
	}
	if p := h.matchPolicy; p != nil && !slices.Contains(supportedMatchPolicies, string(*p)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("matchPolicy"), *p, supportedMatchPolicies))
	}
	if h.sideEffects == nil {
		allErrs = append(allErrs, field.Required(path.Child("sideEffects"), fmt.Sprintf("must specify one of %v", strings.Join(noSideEffectClasses, ", "))))
	} else if !slices.Contains(noSideEffectClasses, string(*h.sideEffects)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("sideEffects"), *h.sideEffects, noSideEffectClasses))
	}
	if t := h.timeoutSeconds; t != nil && (*t > 30 || *t < 1) {
		allErrs = append(allErrs, field.Invalid(path.Child("timeoutSeconds"), *t, "the timeout value must be between 1 and 30 seconds"))
	}
	allErrs = append(allErrs, validateAdmissionReviewVersions(h.admissionReviewVersions, path.Child("admissionReviewVersions"))...)
	allErrs = append(allErrs, validateLabelSelector(h.namespaceSelector, path.Child("namespaceSelector"))...)
	allErrs = append(allErrs, validateLabelSelector(h.objectSelector, path.Child("objectSelector"))...)
	allErrs = append(allErrs, validateClientConfig(h.clientConfig, path.Child("clientConfig"))...)
	return allErrs
}

// validateAdmissionReviewVersions requires a list of distinct DNS-1035
// labels that includes v1.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateAdmissionReviewVersions
// (with requireRecognizedAdmissionReviewVersion, as for a create).
func validateAdmissionReviewVersions(versions []string, path *field.Path) field.ErrorList {
	accepted := strings.Join(acceptedReviewVersions, ", ")
	if len(versions) == 0 {
		return field.ErrorList{field.Required(path, fmt.Sprintf("must specify one of %v", accepted))}
	}
	var allErrs field.ErrorList
	seen := map[string]bool{}
	hasAccepted := false
	for i, v := range versions {
		if seen[v] {
			allErrs = append(allErrs, field.Invalid(path.Index(i), v, "duplicate version"))
			continue
		}
		seen[v] = true
		for _, msg := range utilvalidation.IsDNS1035Label(v) {
			allErrs = append(allErrs, field.Invalid(path.Index(i), v, msg))
		}
		hasAccepted = hasAccepted || slices.Contains(acceptedReviewVersions, v)
	}
	if !hasAccepted {
		allErrs = append(allErrs, field.Invalid(path, versions, fmt.Sprintf("must include at least one of %v", accepted)))
	}
	return allErrs
}

// validateLabelSelector checks a selector's labels and that it parses.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelSelector.
func validateLabelSelector(s *metav1.LabelSelector, path *field.Path) field.ErrorList {
	if s == nil {
		return nil
	}
	allErrs := validation.ValidateLabels(s.MatchLabels, path.Child("matchLabels"))
	if _, err := metav1.LabelSelectorAsSelector(s); err != nil {
		allErrs = append(allErrs, field.Invalid(path, s, err.Error()))
	}
	return allErrs
}
