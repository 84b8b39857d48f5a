package mutating

import (
	"context"
	"io"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/configuration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the plugin's name in --enable-admission-plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.PluginName.
const PluginName = "MutatingAdmissionWebhook"

// Register adds the plugin to plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(configFile io.Reader) (admission.Interface, error) {
		return NewMutatingWebhook(configFile)
	})
}

// Plugin is the mutating webhook plugin: a generic.Webhook reading
// MutatingWebhookConfigurations, with the serial, patching dispatcher.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.Plugin.
type Plugin struct {
	*generic.Webhook
}

var _ admission.MutationInterface = &Plugin{}

// NewMutatingWebhook returns the plugin, for every operation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.NewMutatingWebhook.
func NewMutatingWebhook(configFile io.Reader) (*Plugin, error) {
	handler := admission.NewHandler(admission.Connect, admission.Create, admission.Delete, admission.Update)
	webhook, err := generic.NewWebhook(handler, configFile, source, newMutatingDispatcher)
	if err != nil {
		return nil, err
	}
	return &Plugin{webhook}, nil
}

// source reads the MutatingWebhookConfigurations informer.
func source(f *informers.SharedInformerFactory) generic.Source {
	return configuration.NewMutatingWebhookConfigurationManager(f.ForResource(admissionregistration.Resource("mutatingwebhookconfigurations")))
}

// Admit calls the matching mutating webhooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.(*Plugin).Admit.
func (a *Plugin) Admit(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces) error {
	return a.Webhook.Dispatch(ctx, attr, o)
}
