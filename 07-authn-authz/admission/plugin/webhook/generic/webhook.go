package generic

import (
	"context"
	"fmt"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/namespace"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/object"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/rules"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// SourceFactory makes the Source of a plugin from the informers.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.sourceFactory.
type SourceFactory func(f *informers.SharedInformerFactory) Source

// DispatcherFactory makes the Dispatcher of a plugin; it calls back into
// the plugin's ShouldCallHook and uses its ClientManager.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.dispatcherFactory.
type DispatcherFactory func(cm *utilwebhook.ClientManager, w *Webhook) Dispatcher

// Webhook is an admission plugin that calls webhooks: the mutating and
// validating plugins embed it with their own source and dispatcher.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.Webhook.
type Webhook struct {
	*admission.Handler

	sourceFactory SourceFactory
	hookSource    Source
	clientManager *utilwebhook.ClientManager
	dispatcher    Dispatcher

	namespaceMatcher *namespace.Matcher
	objectMatcher    object.Matcher
}

// The initializers a Webhook takes, checked at compile time.
var (
	_ initializer.WantsInformerFactory = &Webhook{}
	_ initializer.WantsStorages        = &Webhook{}
	_ initializer.WantsServiceResolver = &Webhook{}
)

// NewWebhook returns a plugin for every operation, with no
// configuration of its own: upstream's (a kubeconfig to authenticate to
// webhooks with) is left out, so a non-nil config is an error.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.NewWebhook.
func NewWebhook(handler *admission.Handler, configFile io.Reader, sourceFactory SourceFactory, dispatcherFactory DispatcherFactory) (*Webhook, error) {
	if configFile != nil {
		return nil, fmt.Errorf("webhook admission configuration (kubeConfigFile) is not supported")
	}
	w := &Webhook{
		Handler:          handler,
		sourceFactory:    sourceFactory,
		clientManager:    &utilwebhook.ClientManager{},
		namespaceMatcher: &namespace.Matcher{},
	}
	w.dispatcher = dispatcherFactory(w.clientManager, w)
	return w, nil
}

// SetServiceResolver sets how a service reference becomes a URL.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).SetServiceResolver.
func (a *Webhook) SetServiceResolver(sr initializer.ServiceResolver) {
	if sr != nil {
		a.clientManager.ServiceResolver = sr
	}
}

// SetInformerFactory asks for the namespaces informer and the
// configurations' informer (through the source).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).SetExternalKubeInformerFactory.
func (a *Webhook) SetInformerFactory(f *informers.SharedInformerFactory) {
	a.namespaceMatcher.NamespaceInformer = f.ForResource(schema.GroupResource{Resource: "namespaces"})
	a.hookSource = a.sourceFactory(f)
	a.SetReadyFunc(a.hookSource.HasSynced)
}

// SetStorages lets the namespace matcher read a namespace the informer
// has not seen yet.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).SetExternalKubeClientSet.
func (a *Webhook) SetStorages(s *informers.Storages) {
	a.namespaceMatcher.GetNamespace = func(ctx context.Context, name string) (runtime.Object, error) {
		return informers.Get[runtime.Object](ctx, s, schema.GroupResource{Resource: "namespaces"}, "", name)
	}
}

// ValidateInitialization checks the initializers gave the plugin its
// informers.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).ValidateInitialization.
func (a *Webhook) ValidateInitialization() error {
	if a.hookSource == nil {
		return fmt.Errorf("the webhook plugin needs an informer factory")
	}
	return a.namespaceMatcher.Validate()
}

// ShouldCallHook returns how to call h for attr, or nil when h does not
// concern the request: no rule matches, or the namespace or object
// selector excludes it. A selector that cannot be evaluated (the
// namespace does not exist) is an error only when a rule matched.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).ShouldCallHook.
func (a *Webhook) ShouldCallHook(ctx context.Context, h webhook.WebhookAccessor, attr admission.Attributes) (*WebhookInvocation, *apierrors.StatusError) {
	if !matchesAnyRule(h.GetRules(), attr) {
		// matchPolicy Equivalent would look for the same resource in
		// another version here; see the package doc.
		return nil, nil
	}
	if ok, err := a.namespaceMatcher.MatchNamespaceSelector(ctx, h.GetNamespaceSelector(), attr); !ok || err != nil {
		return nil, err
	}
	if ok, err := a.objectMatcher.MatchObjectSelector(h.GetObjectSelector(), attr); !ok || err != nil {
		return nil, err
	}
	return &WebhookInvocation{Webhook: h, Resource: attr.GetResource(), Subresource: attr.GetSubresource(), Kind: attr.GetKind()}, nil
}

// matchesAnyRule reports whether one of rules covers attr.
func matchesAnyRule(rs []admissionregistration.RuleWithOperations, attr admission.Attributes) bool {
	for _, r := range rs {
		m := rules.Matcher{Rule: r, Attr: attr}
		if m.Matches() {
			return true
		}
	}
	return false
}

// Dispatch hands the webhooks to the dispatcher, once the
// configurations have been listed (it waits up to 10s, then refuses).
// Requests on the webhook configurations themselves never go to
// webhooks: a broken webhook could otherwise forbid its own repair.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.(*Webhook).Dispatch.
func (a *Webhook) Dispatch(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces) error {
	if rules.IsExemptAdmissionConfigurationResource(attr) {
		return nil
	}
	if !a.WaitForReady(ctx) {
		return admission.NewForbidden(attr, fmt.Errorf("not yet ready to handle request"))
	}
	hooks := a.hookSource.Webhooks()
	if len(hooks) == 0 {
		return nil
	}
	return a.dispatcher.Dispatch(ctx, attr, o, hooks)
}
