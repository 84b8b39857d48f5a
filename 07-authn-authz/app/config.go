package app

import (
	"crypto/x509"
	"fmt"
	"net/http"
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	filtersapp "github.com/kube-rebuilt/apiserver/06-filters/app"
	genericapifilters "github.com/kube-rebuilt/apiserver/06-filters/endpoints/filters"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/endpoints/filters"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	kubeauthenticator "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authenticator"
	kubeauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authorizer"
	admissionregistrationrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/rest"
	authenticationrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authentication/rest"
	authorizationrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/rest"
	rbacrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/rest"
)

// Config is stage 06's configuration with the security filters in place,
// and what they were built from.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Config, whose generic
// config carries Authentication and Authorization.
type Config struct {
	*filtersapp.Config
	// Authenticator and Authorizer are what the filters ask; RuleResolver
	// lists a user's rules (for SelfSubjectRulesReview).
	Authenticator authenticator.Request
	Authorizer    authorizer.Authorizer
	RuleResolver  authorizer.RuleResolver
	// APIAudiences are --api-audiences.
	APIAudiences authenticator.Audiences
	// PKIDirectory holds the server's own PKI and admin.conf; "" when
	// --tls-cert-file was given.
	PKIDirectory string
	// ServiceAccountIssuerDiscovery serves the issuer's OpenID discovery
	// documents; nil without an https issuer.
	ServiceAccountIssuerDiscovery http.Handler
	// Storages are the master's stores, found by group and resource, and
	// Informers the shared informers over them: what admission plugins
	// and stage 07's controllers read and write.
	Storages  *informers.Storages
	Informers *informers.SharedInformerFactory
}

// NewConfig builds stage 06's configs, then the authenticator,
// authorizer and admission chain from the flags, makes the HTTPS port ask for client
// certificates, and puts authentication, impersonation and authorization
// into stage 06's chain through HandlerChainConfig.Security.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewConfig and
// pkg/controlplane/apiserver.BuildGenericConfig (Authentication.ApplyTo,
// BuildAuthorizer).
func NewConfig(opts CompletedOptions) (*Config, error) {
	c, err := filtersapp.NewConfig(opts.CompletedOptions)
	if err != nil {
		return nil, err
	}
	config := &Config{Config: c, APIAudiences: opts.Authentication.APIAudiences, PKIDirectory: opts.PKIDirectory}

	saTokens, err := newServiceAccountTokens(opts.Authentication.ServiceAccounts, config.APIAudiences, externalAddress(c))
	if err != nil {
		return nil, fmt.Errorf("service-account tokens: %w", err)
	}
	authnConfig := opts.Authentication.ToAuthenticationConfig()
	if saTokens.authenticator != nil {
		authnConfig.ServiceAccountTokenAuthenticators = []authenticator.Token{saTokens.authenticator}
		c.KubeAPIs.ExtraConfig.LegacyStorageHooks = append(c.KubeAPIs.ExtraConfig.LegacyStorageHooks, saTokens.storageHook)
	}
	config.ServiceAccountIssuerDiscovery = saTokens.discovery
	if config.Authenticator, err = authnConfig.New(); err != nil {
		return nil, fmt.Errorf("authentication: %w", err)
	}
	rbacStorage := &rbacrest.RESTStorageProvider{
		DisableAggregationController: !opts.Controllers.Enabled(ClusterRoleAggregationController.Name)}
	if err := rbacrest.AddToControlPlane(c.KubeAPIs, rbacStorage); err != nil {
		return nil, err
	}
	authzConfig := opts.Authorization.ToAuthorizationConfig()
	authzConfig.RBACGetters = rbacGetters(rbacStorage)
	if config.Authorizer, config.RuleResolver, err = authzConfig.New(); err != nil {
		return nil, fmt.Errorf("authorization: %w", err)
	}
	// The RBAC storage asks the whole chain of authorizers whether a
	// user may escalate or bind.
	rbacStorage.Authorizer = config.Authorizer
	// The review APIs ask the same authenticator and authorizer the
	// filters do.
	authenticationrest.AddToControlPlane(c.KubeAPIs, authenticationrest.RESTStorageProvider{
		Authenticator: config.Authenticator, APIAudiences: config.APIAudiences})
	authorizationrest.AddToControlPlane(c.KubeAPIs, authorizationrest.RESTStorageProvider{
		Authorizer: config.Authorizer, RuleResolver: config.RuleResolver})
	if err := config.applyAdmission(opts); err != nil {
		return nil, err
	}
	// The bootstrap policy's Roles live in kube-system and kube-public,
	// which the RBAC hook creates if the master's has not yet.
	rbacStorage.Storages = config.Storages
	if err := config.applyControllers(opts); err != nil {
		return nil, err
	}
	if err := config.applyControlPlaneControllers(opts); err != nil {
		return nil, err
	}
	// The webhook configurations, which the webhook admission plugins
	// read through the shared informers over Storages.
	admissionregistrationrest.AddToControlPlane(c.KubeAPIs, &admissionregistrationrest.RESTStorageProvider{Storages: config.Storages, Authorizer: config.Authorizer})
	if err := applyClientCA(c, authnConfig); err != nil {
		return nil, err
	}
	config.installSecurityFilters()
	return config, nil
}

// rbacGetters are where mode RBAC reads roles and bindings: the RBAC
// informers over the master's rbac.authorization.k8s.io storage, which
// the "rbac/start-informers" hook starts (/readyz waits for them; until
// then RBAC has no opinion, and only system:masters gets through).
// Upstream: the RBAC listers of the informer factory in
// k8s.io/kubernetes/pkg/kubeapiserver/authorizer.Config.
func rbacGetters(p *rbacrest.RESTStorageProvider) *kubeauthorizer.RBACGetters {
	inf := p.Informers()
	return &kubeauthorizer.RBACGetters{Roles: inf, RoleBindings: inf, ClusterRoles: inf, ClusterRoleBindings: inf}
}

// applyClientCA makes the HTTPS port ask for a client certificate from
// the client CA's and the front proxy's signers; the authenticators
// verify it.
// Upstream: k8s.io/apiserver/pkg/server.(*AuthenticationInfo).ApplyClientCert.
func applyClientCA(c *filtersapp.Config, authn kubeauthenticator.Config) error {
	files := []string{authn.ClientCAFile}
	if authn.RequestHeader != nil {
		files = append(files, authn.RequestHeader.ClientCAFile)
	}
	pool := x509.NewCertPool()
	found := false
	for _, f := range files {
		if f == "" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return fmt.Errorf("client CA: %w", err)
		}
		found = pool.AppendCertsFromPEM(data) || found
	}
	if serving := c.Aggregator.GenericConfig.SecureServing; found && serving != nil {
		serving.ClientCA = pool
	}
	return nil
}

// installSecurityFilters fills stage 06's SecurityFilters: the chain
// calls them when it is built, innermost first.
// Upstream: the security part of k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain.
func (c *Config) installSecurityFilters() {
	chain := c.HandlerChain
	s := c.Aggregator.GenericConfig.Serializer
	failed := genericapifilters.WithFailedAuthenticationAudit(filters.Unauthorized(s), chain.AuditBackend, chain.AuditPolicyRuleEvaluator)
	chain.Security = filters.SecurityFilters(c.Authenticator, c.Authorizer, failed, c.APIAudiences, s)
}

// externalAddress is host:port of this server for URLs in documents it
// serves (the issuer's jwks_uri): --external-hostname's, or where the
// HTTPS port listens.
// Upstream: the ExternalAddress that server.Config.Complete defaults.
func externalAddress(c *filtersapp.Config) string {
	gc := c.Aggregator.GenericConfig
	if gc.ExternalAddress != "" || gc.SecureServing == nil || gc.SecureServing.Listener == nil {
		return gc.ExternalAddress
	}
	return gc.SecureServing.Listener.Addr().String()
}
