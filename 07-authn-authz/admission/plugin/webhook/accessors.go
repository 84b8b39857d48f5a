package webhook

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// WebhookAccessor reads one webhook of a configuration, mutating or
// validating. Its fields are the internal types' (defaulted: the
// informer holds what the storage read).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook.WebhookAccessor.
type WebhookAccessor interface {
	// GetUID is unique among all webhooks: "<configuration>/<name>/<index>".
	GetUID() string
	// GetConfigurationName is the configuration's name.
	GetConfigurationName() string
	GetName() string
	GetClientConfig() admissionregistration.WebhookClientConfig
	GetRules() []admissionregistration.RuleWithOperations
	GetFailurePolicy() *admissionregistration.FailurePolicyType
	GetMatchPolicy() *admissionregistration.MatchPolicyType
	GetNamespaceSelector() *metav1.LabelSelector
	GetObjectSelector() *metav1.LabelSelector
	GetSideEffects() *admissionregistration.SideEffectClass
	GetTimeoutSeconds() *int32
	GetAdmissionReviewVersions() []string
	// GetMutatingWebhook returns the webhook if it is a mutating one.
	GetMutatingWebhook() (*admissionregistration.MutatingWebhook, bool)
	// GetValidatingWebhook returns the webhook if it is a validating one.
	GetValidatingWebhook() (*admissionregistration.ValidatingWebhook, bool)
}

// NewMutatingWebhookAccessor wraps h, the index-th webhook of the
// configuration configurationName.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook.NewMutatingWebhookAccessor.
func NewMutatingWebhookAccessor(uid, configurationName string, h *admissionregistration.MutatingWebhook) WebhookAccessor {
	return &mutatingWebhookAccessor{uid: uid, configurationName: configurationName, MutatingWebhook: h}
}

// NewValidatingWebhookAccessor wraps h.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook.NewValidatingWebhookAccessor.
func NewValidatingWebhookAccessor(uid, configurationName string, h *admissionregistration.ValidatingWebhook) WebhookAccessor {
	return &validatingWebhookAccessor{uid: uid, configurationName: configurationName, ValidatingWebhook: h}
}

// WebhookUID is the UID of the index-th webhook of a configuration.
// Upstream: the format the configuration managers of
// k8s.io/apiserver/pkg/admission/configuration use.
func WebhookUID(configurationName, webhookName string, index int) string {
	return fmt.Sprintf("%s/%s/%d", configurationName, webhookName, index)
}

// ClientConfigFor is what util/webhook's ClientManager needs to call h.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/util.HookClientConfigForWebhook.
func ClientConfigFor(h WebhookAccessor) utilwebhook.ClientConfig {
	cc := h.GetClientConfig()
	ret := utilwebhook.ClientConfig{Name: h.GetName(), CABundle: cc.CABundle}
	if cc.URL != nil {
		ret.URL = *cc.URL
	}
	if s := cc.Service; s != nil {
		ret.Service = &utilwebhook.ServiceReference{Name: s.Name, Namespace: s.Namespace, Port: s.Port}
		if s.Path != nil {
			ret.Service.Path = *s.Path
		}
		if ret.Service.Port == 0 {
			ret.Service.Port = 443 // v1 defaults it; an internal object may not be
		}
	}
	return ret
}

type mutatingWebhookAccessor struct {
	*admissionregistration.MutatingWebhook
	uid               string
	configurationName string
}

func (m *mutatingWebhookAccessor) GetUID() string               { return m.uid }
func (m *mutatingWebhookAccessor) GetConfigurationName() string { return m.configurationName }
func (m *mutatingWebhookAccessor) GetName() string              { return m.Name }
func (m *mutatingWebhookAccessor) GetClientConfig() admissionregistration.WebhookClientConfig {
	return m.ClientConfig
}
func (m *mutatingWebhookAccessor) GetRules() []admissionregistration.RuleWithOperations {
	return m.Rules
}
func (m *mutatingWebhookAccessor) GetFailurePolicy() *admissionregistration.FailurePolicyType {
	return m.FailurePolicy
}
func (m *mutatingWebhookAccessor) GetMatchPolicy() *admissionregistration.MatchPolicyType {
	return m.MatchPolicy
}
func (m *mutatingWebhookAccessor) GetNamespaceSelector() *metav1.LabelSelector {
	return m.NamespaceSelector
}
func (m *mutatingWebhookAccessor) GetObjectSelector() *metav1.LabelSelector {
	return m.ObjectSelector
}
func (m *mutatingWebhookAccessor) GetSideEffects() *admissionregistration.SideEffectClass {
	return m.SideEffects
}
func (m *mutatingWebhookAccessor) GetTimeoutSeconds() *int32 { return m.TimeoutSeconds }
func (m *mutatingWebhookAccessor) GetAdmissionReviewVersions() []string {
	return m.AdmissionReviewVersions
}
func (m *mutatingWebhookAccessor) GetMutatingWebhook() (*admissionregistration.MutatingWebhook, bool) {
	return m.MutatingWebhook, true
}
func (m *mutatingWebhookAccessor) GetValidatingWebhook() (*admissionregistration.ValidatingWebhook, bool) {
	return nil, false
}

type validatingWebhookAccessor struct {
	*admissionregistration.ValidatingWebhook
	uid               string
	configurationName string
}

func (v *validatingWebhookAccessor) GetUID() string               { return v.uid }
func (v *validatingWebhookAccessor) GetConfigurationName() string { return v.configurationName }
func (v *validatingWebhookAccessor) GetName() string              { return v.Name }
func (v *validatingWebhookAccessor) GetClientConfig() admissionregistration.WebhookClientConfig {
	return v.ClientConfig
}
func (v *validatingWebhookAccessor) GetRules() []admissionregistration.RuleWithOperations {
	return v.Rules
}
func (v *validatingWebhookAccessor) GetFailurePolicy() *admissionregistration.FailurePolicyType {
	return v.FailurePolicy
}
func (v *validatingWebhookAccessor) GetMatchPolicy() *admissionregistration.MatchPolicyType {
	return v.MatchPolicy
}
func (v *validatingWebhookAccessor) GetNamespaceSelector() *metav1.LabelSelector {
	return v.NamespaceSelector
}
func (v *validatingWebhookAccessor) GetObjectSelector() *metav1.LabelSelector {
	return v.ObjectSelector
}
func (v *validatingWebhookAccessor) GetSideEffects() *admissionregistration.SideEffectClass {
	return v.SideEffects
}
func (v *validatingWebhookAccessor) GetTimeoutSeconds() *int32 { return v.TimeoutSeconds }
func (v *validatingWebhookAccessor) GetAdmissionReviewVersions() []string {
	return v.AdmissionReviewVersions
}
func (v *validatingWebhookAccessor) GetMutatingWebhook() (*admissionregistration.MutatingWebhook, bool) {
	return nil, false
}
func (v *validatingWebhookAccessor) GetValidatingWebhook() (*admissionregistration.ValidatingWebhook, bool) {
	return v.ValidatingWebhook, true
}
