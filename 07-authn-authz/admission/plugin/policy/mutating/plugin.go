package mutating

import (
	"context"
	"fmt"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/mutating/patch"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the plugin's name in --enable-admission-plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.PluginName.
const PluginName = "MutatingAdmissionPolicy"

// The resources the plugin reads through informers.
var (
	policiesResource = schema.GroupResource{Group: admissionregistration.GroupName, Resource: "mutatingadmissionpolicies"}
	bindingsResource = schema.GroupResource{Group: admissionregistration.GroupName, Resource: "mutatingadmissionpolicybindings"}
)

// Register adds the plugin to plugins.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(configFile io.Reader) (admission.Interface, error) {
		return NewPlugin(configFile)
	})
}

// Plugin is the MutatingAdmissionPolicy plugin: a generic.Plugin of
// mutating policies.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.Plugin.
type Plugin struct {
	*generic.Plugin[PolicyHook]
}

var _ admission.MutationInterface = &Plugin{}

// NewPlugin returns the plugin for CREATE, UPDATE and CONNECT: a DELETE
// has no object to mutate. It takes no configuration.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.NewPlugin,
// whose configuration names a directory of static policy manifests,
// which we leave out.
func NewPlugin(configFile io.Reader) (*Plugin, error) {
	if configFile != nil {
		return nil, fmt.Errorf("%s takes no configuration", PluginName)
	}
	handler := admission.NewHandler(admission.Create, admission.Update, admission.Connect)
	baseEnv := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	p := &Plugin{generic.NewPlugin(handler,
		func(f *informers.SharedInformerFactory, params *generic.ParamResolver) generic.Source[PolicyHook] {
			return generic.NewPolicySource(f, policiesResource, bindingsResource,
				NewMutatingAdmissionPolicyAccessor, NewMutatingAdmissionPolicyBindingAccessor,
				func(p *Policy) PolicyEvaluator { return compilePolicy(baseEnv, p) }, params)
		},
		func(a authorizer.Authorizer, m *matching.Matcher) generic.Dispatcher[PolicyHook] {
			return NewDispatcher(a, m, patch.NewTypeConverterManager(legacyscheme.Scheme))
		},
	)}
	// While the master does not serve the policies, the plugin admits
	// everything rather than wait for informers that cannot list.
	p.SetPolicyResource(policiesResource)
	return p, nil
}

// Admit runs the policies on a.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.(*Plugin).Admit.
func (a *Plugin) Admit(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces) error {
	return a.Plugin.Dispatch(ctx, attr, o)
}
