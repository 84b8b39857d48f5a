package options

import (
	"crypto/x509"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	kubeauthenticator "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authenticator"
	kubeoptions "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/options"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/authenticator/token/webhook"
)

// DelegatingAuthenticationOptions are the authentication flags of a
// delegating server.
// Upstream: k8s.io/apiserver/pkg/server/options.DelegatingAuthenticationOptions.
type DelegatingAuthenticationOptions struct {
	// RemoteKubeConfigFile reaches the server that answers TokenReviews
	// (--authentication-kubeconfig).
	RemoteKubeConfigFile string
	// RemoteKubeConfigFileOptional lets the server start without it;
	// bearer tokens are then not recognised.
	RemoteKubeConfigFileOptional bool
	// ClientTimeout bounds each review; a field without a flag, as
	// upstream's TokenRequestTimeout.
	ClientTimeout time.Duration
	// ClientCAFile verifies client certificates (--client-ca-file); the
	// CN is the user, the Os the groups.
	ClientCAFile string
	// RequestHeader trusts the front proxy's headers (--requestheader-*).
	RequestHeader kubeoptions.RequestHeaderAuthenticationOptions
	// Anonymous makes a request no other method recognises
	// system:anonymous; authorization decides what it may do.
	Anonymous bool
}

// NewDelegatingAuthenticationOptions returns upstream's defaults: the
// standard X-Remote-User, X-Remote-Group and X-Remote-Extra- headers (no
// UID header, as upstream, which does not default it yet), and anonymous
// requests allowed.
// Upstream: k8s.io/apiserver/pkg/server/options.NewDelegatingAuthenticationOptions.
func NewDelegatingAuthenticationOptions() *DelegatingAuthenticationOptions {
	return &DelegatingAuthenticationOptions{
		RequestHeader: kubeoptions.RequestHeaderAuthenticationOptions{
			UsernameHeaders:     []string{"x-remote-user"},
			GroupHeaders:        []string{"x-remote-group"},
			ExtraHeaderPrefixes: []string{"x-remote-extra-"},
		},
		ClientTimeout: 10 * time.Second,
		Anonymous:     true,
	}
}

// AddFlags registers --authentication-kubeconfig, --client-ca-file, the
// --requestheader-* flags and --anonymous-auth.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthenticationOptions).AddFlags.
func (s *DelegatingAuthenticationOptions) AddFlags(fs *pflag.FlagSet) {
	optionalKubeConfigSentence := ""
	if s.RemoteKubeConfigFileOptional {
		optionalKubeConfigSentence = " This is optional. If empty, all token requests are considered to be anonymous and no client CA is looked up in the cluster."
	}
	fs.StringVar(&s.RemoteKubeConfigFile, "authentication-kubeconfig", s.RemoteKubeConfigFile, ""+
		"kubeconfig file pointing at the 'core' kubernetes server with enough rights to create "+
		"tokenreviews.authentication.k8s.io."+optionalKubeConfigSentence)
	fs.StringVar(&s.ClientCAFile, "client-ca-file", s.ClientCAFile, ""+
		"If set, any request presenting a client certificate signed by one of "+
		"the authorities in the client-ca-file is authenticated with an identity "+
		"corresponding to the CommonName of the client certificate.")
	s.RequestHeader.AddFlags(fs)
	fs.BoolVar(&s.Anonymous, "anonymous-auth", s.Anonymous, ""+
		"Enables anonymous requests to the secure port of the API server. "+
		"Requests that are not rejected by another authentication method are treated as anonymous requests. "+
		"Anonymous requests have a username of system:anonymous, and a group name of system:unauthenticated.")
}

// Validate checks the header flags, and requires
// --authentication-kubeconfig unless it is optional: upstream falls back
// to the in-cluster configuration, which a server outside a cluster
// (ours) does not have, and fails the same way.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthenticationOptions).Validate
// and getClient's error.
func (s *DelegatingAuthenticationOptions) Validate() []error {
	errs := s.RequestHeader.Validate()
	if s.RemoteKubeConfigFile == "" && !s.RemoteKubeConfigFileOptional {
		errs = append(errs, errors.New("--authentication-kubeconfig is required: no in-cluster configuration to ask the 'core' kubernetes server with"))
	}
	return errs
}

// ToAuthenticator builds the authenticator (front-proxy headers, client
// certificates, bearer tokens by TokenReview, then anonymous: stage
// 07's kube-apiserver authenticator with these methods only) and the pool of CAs the HTTPS port must
// ask clients' certificates from: the client CA's and the front proxy's.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthenticationOptions).ApplyTo,
// which builds a DelegatingAuthenticatorConfig (authenticatorfactory/delegating.go)
// and sets AuthenticationInfo's client CA.
func (s *DelegatingAuthenticationOptions) ToAuthenticator() (authenticator.Request, *x509.CertPool, error) {
	config := kubeauthenticator.Config{Anonymous: s.Anonymous, ClientCAFile: s.ClientCAFile}
	if s.RemoteKubeConfigFile != "" {
		tokens, err := webhook.New(s.RemoteKubeConfigFile, s.ClientTimeout, nil)
		if err != nil {
			return nil, nil, fmt.Errorf("authentication: %w", err)
		}
		config.WebhookTokenAuthenticator = tokens
	}
	if rh := s.RequestHeader; rh.ClientCAFile != "" {
		config.RequestHeader = &kubeauthenticator.RequestHeaderConfig{
			ClientCAFile: rh.ClientCAFile, AllowedNames: rh.AllowedNames,
			UsernameHeaders: rh.UsernameHeaders, UIDHeaders: rh.UIDHeaders,
			GroupHeaders: rh.GroupHeaders, ExtraHeaderPrefixes: rh.ExtraHeaderPrefixes,
		}
	}
	auth, err := config.New()
	if err != nil {
		return nil, nil, fmt.Errorf("authentication: %w", err)
	}
	pool, err := clientCAPool(s.ClientCAFile, s.RequestHeader.ClientCAFile)
	if err != nil {
		return nil, nil, err
	}
	return auth, pool, nil
}

// clientCAPool holds the certificates of the given CA files; nil when no
// file is given, so the server asks for no client certificate.
// Upstream: k8s.io/apiserver/pkg/server.(*AuthenticationInfo).ApplyClientCert.
func clientCAPool(files ...string) (*x509.CertPool, error) {
	var pool *x509.CertPool
	for _, f := range files {
		if f == "" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("client CA: %w", err)
		}
		if pool == nil {
			pool = x509.NewCertPool()
		}
		if !pool.AppendCertsFromPEM(data) {
			return nil, fmt.Errorf("client CA: no certificate in %s", f)
		}
	}
	return pool, nil
}
