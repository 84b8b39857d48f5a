package initializer

import (
	"net/url"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// WantsInformerFactory is a plugin that reads through informers. It asks
// for them in SetInformerFactory; they start once the server runs, so
// the plugin must check that they have synced before trusting them.
// Upstream: k8s.io/apiserver/pkg/admission/initializer.WantsExternalKubeInformerFactory.
type WantsInformerFactory interface {
	SetInformerFactory(*informers.SharedInformerFactory)
	admission.InitializationValidator
}

// WantsStorages is a plugin that reads live objects or writes them (the
// quota's status) through the master's storage.
// Upstream: k8s.io/apiserver/pkg/admission/initializer.WantsExternalKubeClientSet.
type WantsStorages interface {
	SetStorages(*informers.Storages)
	admission.InitializationValidator
}

// WantsAuthorizer is a plugin that asks the authorizer (whether the user
// may do more than the request itself says).
// Upstream: k8s.io/apiserver/pkg/admission/initializer.WantsAuthorizer.
type WantsAuthorizer interface {
	SetAuthorizer(authorizer.Authorizer)
	admission.InitializationValidator
}

// ServiceResolver turns a Service reference into the URL to dial: stage
// 05's resolvers, the aggregator's, satisfy it.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ServiceResolver.
type ServiceResolver interface {
	ResolveEndpoint(namespace, name string, port int32) (*url.URL, error)
}

// WantsServiceResolver is a plugin that calls services (the webhooks).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/initializer.WantsServiceResolver.
type WantsServiceResolver interface {
	SetServiceResolver(ServiceResolver)
}
