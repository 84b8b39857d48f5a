package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/install" // into legacyscheme
	admissionregistrationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/mutatingadmissionpolicy"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/mutatingadmissionpolicybinding"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/mutatingwebhookconfiguration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/resolver"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/validatingadmissionpolicy"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/validatingadmissionpolicybinding"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/validatingwebhookconfiguration"
)

// RESTStorageProvider builds the admissionregistration.k8s.io group and
// remembers the storage it built (a pointer, for that reason). The zero
// value is ready to use.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	// Storages, if set, receives the storages once built: the webhook
	// and policy plugins' informers list and watch them from there.
	Storages *informers.Storages
	// Authorizer, if set, is asked whether the author of a policy or
	// binding may read the params it names (upstream's strategies are
	// given the server's authorizer).
	Authorizer authorizer.Authorizer

	mutating   *mutatingwebhookconfiguration.REST
	validating *validatingwebhookconfiguration.REST
}

var _ controlplane.RESTStorageProvider = &RESTStorageProvider{}

// GroupName is "admissionregistration.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/rest.RESTStorageProvider.GroupName.
func (p *RESTStorageProvider) GroupName() string { return admissionregistration.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/rest.RESTStorageProvider.NewRESTStorage.
func (p *RESTStorageProvider) NewRESTStorage(apiResourceConfigSource controlplane.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(admissionregistration.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(admissionregistrationv1.SchemeGroupVersion) {
		return info, nil
	}
	var err error
	if p.mutating, err = mutatingwebhookconfiguration.NewREST(legacyscheme.Scheme, restOptionsGetter); err != nil {
		return server.APIGroupInfo{}, fmt.Errorf("mutatingwebhookconfigurations: %w", err)
	}
	if p.validating, err = validatingwebhookconfiguration.NewREST(legacyscheme.Scheme, restOptionsGetter); err != nil {
		return server.APIGroupInfo{}, fmt.Errorf("validatingwebhookconfigurations: %w", err)
	}
	storage := map[string]rest.Storage{
		"mutatingwebhookconfigurations":   p.mutating,
		"validatingwebhookconfigurations": p.validating,
	}
	if err := addPolicyStorage(storage, restOptionsGetter, p.Authorizer); err != nil {
		return server.APIGroupInfo{}, err
	}
	info.VersionedResourcesStorageMap[admissionregistrationv1.SchemeGroupVersion.Version] = storage
	if p.Storages != nil {
		p.Storages.AddAll(admissionregistration.GroupName, storage)
	}
	return info, nil
}

// addPolicyStorage adds the four admission-policy resources and the
// policies' status subresource.
// Upstream: the v1Storage lines of
// k8s.io/kubernetes/pkg/registry/admissionregistration/rest.RESTStorageProvider
// for validatingadmissionpolicies ... mutatingadmissionpolicybindings.
func addPolicyStorage(storage map[string]rest.Storage, restOptionsGetter generic.RESTOptionsGetter, authz authorizer.Authorizer) error {
	resourceResolver := resolver.SchemeResourceResolver{Scheme: legacyscheme.Scheme}
	vap, vapStatus, err := validatingadmissionpolicy.NewREST(legacyscheme.Scheme, restOptionsGetter, authz, resourceResolver)
	if err != nil {
		return fmt.Errorf("validatingadmissionpolicies: %w", err)
	}
	vapb, err := validatingadmissionpolicybinding.NewREST(legacyscheme.Scheme, restOptionsGetter, authz, vap.ParamKindOf, resourceResolver)
	if err != nil {
		return fmt.Errorf("validatingadmissionpolicybindings: %w", err)
	}
	map_, err := mutatingadmissionpolicy.NewREST(legacyscheme.Scheme, restOptionsGetter, authz, resourceResolver)
	if err != nil {
		return fmt.Errorf("mutatingadmissionpolicies: %w", err)
	}
	mapb, err := mutatingadmissionpolicybinding.NewREST(legacyscheme.Scheme, restOptionsGetter, authz, map_.ParamKindOf, resourceResolver)
	if err != nil {
		return fmt.Errorf("mutatingadmissionpolicybindings: %w", err)
	}
	storage["validatingadmissionpolicies"] = vap
	storage["validatingadmissionpolicies/status"] = vapStatus
	storage["validatingadmissionpolicybindings"] = vapb
	storage["mutatingadmissionpolicies"] = map_
	storage["mutatingadmissionpolicybindings"] = mapb
	return nil
}

// MutatingWebhookConfigurations is the storage of that resource; nil
// before NewRESTStorage built it.
// Upstream: none; upstream's informers read a loopback client.
func (p *RESTStorageProvider) MutatingWebhookConfigurations() rest.Storage { return p.mutating }

// ValidatingWebhookConfigurations is the storage of that resource; nil
// before NewRESTStorage built it.
// Upstream: none, as MutatingWebhookConfigurations.
func (p *RESTStorageProvider) ValidatingWebhookConfigurations() rest.Storage { return p.validating }

// AddToControlPlane adds admissionregistration.k8s.io/v1 to the master:
// the provider, its version switched on, its types named in OpenAPI as
// upstream's (io.k8s.api.admissionregistration.v1...).
// Upstream: kube-apiserver lists the provider in
// pkg/controlplane.CompletedConfig.New and enables the version in
// DefaultAPIResourceConfigSource.
func AddToControlPlane(master *controlplane.Config, p *RESTStorageProvider) {
	master.AddAPIGroup(p, admissionregistrationv1.SchemeGroupVersion, admissionregistrationv1.MutatingWebhookConfiguration{}, "admissionregistration")
}
