package rest

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/install" // into legacyscheme
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/localsubjectaccessreview"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/selfsubjectaccessreview"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/selfsubjectrulesreview"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/subjectaccessreview"
)

// RESTStorageProvider builds the authorization group from the server's
// authorizer and rule resolver.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	// Authorizer answers the access reviews; nil leaves the group out.
	Authorizer authorizer.Authorizer
	// RuleResolver answers SelfSubjectRulesReviews.
	RuleResolver authorizer.RuleResolver
}

var _ controlplane.RESTStorageProvider = RESTStorageProvider{}

// GroupName is "authorization.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/rest.RESTStorageProvider.GroupName.
func (p RESTStorageProvider) GroupName() string { return authorization.GroupName }

// NewRESTStorage returns the group with v1, if enabled; an empty group
// (which the master skips) without an authorizer.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource controlplane.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	if p.Authorizer == nil {
		return server.APIGroupInfo{}, nil
	}
	info := server.NewDefaultAPIGroupInfo(authorization.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(authorizationv1.SchemeGroupVersion) {
		return info, nil
	}
	storage := map[string]rest.Storage{
		"subjectaccessreviews":      subjectaccessreview.NewREST(p.Authorizer),
		"selfsubjectaccessreviews":  selfsubjectaccessreview.NewREST(p.Authorizer),
		"localsubjectaccessreviews": localsubjectaccessreview.NewREST(p.Authorizer),
	}
	if p.RuleResolver != nil {
		storage["selfsubjectrulesreviews"] = selfsubjectrulesreview.NewREST(p.RuleResolver)
	}
	info.VersionedResourcesStorageMap[authorizationv1.SchemeGroupVersion.Version] = storage
	return info, nil
}

// AddToControlPlane adds the group to a master's config: the provider,
// v1 switched on, and the OpenAPI names of upstream's types
// (io.k8s.api.authorization.v1.SubjectAccessReview).
// Upstream: kube-apiserver lists the provider in
// pkg/controlplane.CompletedConfig.New and enables v1 in
// DefaultAPIResourceConfigSource.
func AddToControlPlane(master *controlplane.Config, provider RESTStorageProvider) {
	master.AddAPIGroup(provider, authorizationv1.SchemeGroupVersion, authorizationv1.SubjectAccessReview{}, "authorization")
}
