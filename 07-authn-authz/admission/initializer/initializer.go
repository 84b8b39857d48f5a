package initializer

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// pluginInitializer gives each plugin what it wants of these.
type pluginInitializer struct {
	informers  *informers.SharedInformerFactory
	storages   *informers.Storages
	authorizer authorizer.Authorizer
	resolver   ServiceResolver
}

var _ admission.PluginInitializer = pluginInitializer{}

// New returns the initializer of stage 07's plugins.
// Upstream: k8s.io/apiserver/pkg/admission/initializer.New, with the
// webhook initializer's NewPluginInitializer folded in.
func New(f *informers.SharedInformerFactory, s *informers.Storages, authz authorizer.Authorizer, resolver ServiceResolver) admission.PluginInitializer {
	return pluginInitializer{informers: f, storages: s, authorizer: authz, resolver: resolver}
}

// Initialize calls each setter plugin implements.
// Upstream: k8s.io/apiserver/pkg/admission/initializer.pluginInitializer.Initialize.
func (i pluginInitializer) Initialize(plugin admission.Interface) {
	if wants, ok := plugin.(WantsInformerFactory); ok {
		wants.SetInformerFactory(i.informers)
	}
	if wants, ok := plugin.(WantsStorages); ok {
		wants.SetStorages(i.storages)
	}
	if wants, ok := plugin.(WantsAuthorizer); ok {
		wants.SetAuthorizer(i.authorizer)
	}
	if wants, ok := plugin.(WantsServiceResolver); ok {
		wants.SetServiceResolver(i.resolver)
	}
}
