package validating

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
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.PluginName.
const PluginName = "ValidatingAdmissionWebhook"

// Register adds the plugin to plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(configFile io.Reader) (admission.Interface, error) {
		return NewValidatingAdmissionWebhook(configFile)
	})
}

// Plugin is the validating webhook plugin: a generic.Webhook reading
// ValidatingWebhookConfigurations, with the parallel dispatcher.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.Plugin.
type Plugin struct {
	*generic.Webhook
}

var _ admission.ValidationInterface = &Plugin{}

// NewValidatingAdmissionWebhook returns the plugin, for every operation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.NewValidatingAdmissionWebhook.
func NewValidatingAdmissionWebhook(configFile io.Reader) (*Plugin, error) {
	handler := admission.NewHandler(admission.Connect, admission.Create, admission.Delete, admission.Update)
	webhook, err := generic.NewWebhook(handler, configFile, source, newValidatingDispatcher)
	if err != nil {
		return nil, err
	}
	return &Plugin{webhook}, nil
}

// source reads the ValidatingWebhookConfigurations informer.
func source(f *informers.SharedInformerFactory) generic.Source {
	return configuration.NewValidatingWebhookConfigurationManager(f.ForResource(admissionregistration.Resource("validatingwebhookconfigurations")))
}

// Validate calls the matching validating webhooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.(*Plugin).Validate.
func (a *Plugin) Validate(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces) error {
	return a.Webhook.Dispatch(ctx, attr, o)
}
