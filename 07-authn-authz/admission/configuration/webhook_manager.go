package configuration

import (
	"sync/atomic"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// WebhookManager keeps the webhooks of one kind of configuration, rebuilt
// whenever the informer sees a change, and read without a lock on every
// request.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.mutatingWebhookConfigurationManager
// and validatingWebhookConfigurationManager, one type here for both.
type WebhookManager struct {
	informer *cache.Informer
	flatten  func(objs []runtime.Object) []webhook.WebhookAccessor
	current  atomic.Pointer[[]webhook.WebhookAccessor]
}

// NewMutatingWebhookConfigurationManager reads MutatingWebhookConfigurations
// from informer.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.NewMutatingWebhookConfigurationManager.
func NewMutatingWebhookConfigurationManager(informer *cache.Informer) *WebhookManager {
	return newManager(informer, flattenMutating)
}

// NewValidatingWebhookConfigurationManager reads
// ValidatingWebhookConfigurations from informer.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.NewValidatingWebhookConfigurationManager.
func NewValidatingWebhookConfigurationManager(informer *cache.Informer) *WebhookManager {
	return newManager(informer, flattenValidating)
}

func newManager(informer *cache.Informer, flatten func([]runtime.Object) []webhook.WebhookAccessor) *WebhookManager {
	m := &WebhookManager{informer: informer, flatten: flatten}
	empty := []webhook.WebhookAccessor{}
	m.current.Store(&empty)
	rebuild := func() {
		hooks := m.flatten(m.informer.List())
		m.current.Store(&hooks)
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    func(runtime.Object) { rebuild() },
		UpdateFunc: func(_, _ runtime.Object) { rebuild() },
		DeleteFunc: func(runtime.Object) { rebuild() },
	})
	return m
}

// Webhooks returns the webhooks to consider, in calling order.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.(*mutatingWebhookConfigurationManager).Webhooks.
func (m *WebhookManager) Webhooks() []webhook.WebhookAccessor { return *m.current.Load() }

// HasSynced reports whether the informer has listed once.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.(*mutatingWebhookConfigurationManager).HasSynced.
func (m *WebhookManager) HasSynced() bool { return m.informer.HasSynced() }

// flattenMutating lists the webhooks of the configurations in the order
// objs has them: the informer's List, sorted by key, which for these
// cluster-scoped objects is the configuration's name, upstream's order.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.mergeMutatingWebhookConfigurations.
func flattenMutating(objs []runtime.Object) []webhook.WebhookAccessor {
	var hooks []webhook.WebhookAccessor
	for _, obj := range objs {
		c, ok := obj.(*admissionregistration.MutatingWebhookConfiguration)
		if !ok {
			continue
		}
		for i := range c.Webhooks {
			h := &c.Webhooks[i]
			hooks = append(hooks, webhook.NewMutatingWebhookAccessor(webhook.WebhookUID(c.Name, h.Name, i), c.Name, h))
		}
	}
	return hooks
}

// flattenValidating is flattenMutating for validating configurations.
// Upstream: k8s.io/apiserver/pkg/admission/configuration.mergeValidatingWebhookConfigurations.
func flattenValidating(objs []runtime.Object) []webhook.WebhookAccessor {
	var hooks []webhook.WebhookAccessor
	for _, obj := range objs {
		c, ok := obj.(*admissionregistration.ValidatingWebhookConfiguration)
		if !ok {
			continue
		}
		for i := range c.Webhooks {
			h := &c.Webhooks[i]
			hooks = append(hooks, webhook.NewValidatingWebhookAccessor(webhook.WebhookUID(c.Name, h.Name, i), c.Name, h))
		}
	}
	return hooks
}
