package rest

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/install" // into legacyscheme
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authentication/selfsubjectreview"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authentication/tokenreview"
)

// RESTStorageProvider builds the authentication group from the server's
// request authenticator and API audiences.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	// Authenticator authenticates TokenReviews' tokens; nil answers them
	// all unauthenticated.
	Authenticator authenticator.Request
	// APIAudiences are the audiences a review without any asks about.
	APIAudiences authenticator.Audiences
}

var _ controlplane.RESTStorageProvider = RESTStorageProvider{}

// GroupName is "authentication.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/rest.RESTStorageProvider.GroupName.
func (p RESTStorageProvider) GroupName() string { return authentication.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource controlplane.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(authentication.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(authenticationv1.SchemeGroupVersion) {
		info.VersionedResourcesStorageMap[authenticationv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
			"tokenreviews":       tokenreview.NewREST(p.Authenticator, p.APIAudiences),
			"selfsubjectreviews": selfsubjectreview.NewREST(),
		}
	}
	return info, nil
}

// AddToControlPlane adds the group to a master's config: the provider,
// v1 switched on, and the OpenAPI names of upstream's types
// (io.k8s.api.authentication.v1.TokenReview), which kubectl looks up.
// Upstream: kube-apiserver lists the provider in
// pkg/controlplane.CompletedConfig.New and enables v1 in
// DefaultAPIResourceConfigSource.
func AddToControlPlane(master *controlplane.Config, provider RESTStorageProvider) {
	master.AddAPIGroup(provider, authenticationv1.SchemeGroupVersion, authenticationv1.TokenReview{}, "authentication")
}
