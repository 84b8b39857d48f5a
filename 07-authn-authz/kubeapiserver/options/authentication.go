package options

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	kubeauthenticator "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authenticator"
)

// RequestHeaderAuthenticationOptions are the front-proxy flags.
// Upstream: k8s.io/apiserver/pkg/server/options.RequestHeaderAuthenticationOptions.
type RequestHeaderAuthenticationOptions struct {
	ClientCAFile        string
	UsernameHeaders     []string
	UIDHeaders          []string
	GroupHeaders        []string
	ExtraHeaderPrefixes []string
	AllowedNames        []string
}

// BuiltInAuthenticationOptions are the authentication flags.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.BuiltInAuthenticationOptions.
type BuiltInAuthenticationOptions struct {
	APIAudiences  []string
	Anonymous     bool
	ClientCAFile  string
	TokenFile     string
	RequestHeader RequestHeaderAuthenticationOptions
	// ServiceAccounts verify and issue service-account tokens.
	ServiceAccounts ServiceAccountAuthenticationOptions
}

// NewBuiltInAuthenticationOptions returns kube-apiserver's defaults:
// anonymous requests allowed (authorization decides what they may do),
// every other method off until a flag names its file.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.NewBuiltInAuthenticationOptions().WithAll().
func NewBuiltInAuthenticationOptions() *BuiltInAuthenticationOptions {
	return &BuiltInAuthenticationOptions{Anonymous: true}
}

// AddFlags registers the authentication flags, with upstream's help.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthenticationOptions).AddFlags.
func (o *BuiltInAuthenticationOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringSliceVar(&o.APIAudiences, "api-audiences", o.APIAudiences, ""+
		"Identifiers of the API. The service account token authenticator will validate that "+
		"tokens used against the API are bound to at least one of these audiences.")
	fs.BoolVar(&o.Anonymous, "anonymous-auth", o.Anonymous, ""+
		"Enables anonymous requests to the secure port of the API server. "+
		"Requests that are not rejected by another authentication method are treated as anonymous requests. "+
		"Anonymous requests have a username of system:anonymous, and a group name of system:unauthenticated.")
	fs.StringVar(&o.ClientCAFile, "client-ca-file", o.ClientCAFile, ""+
		"If set, any request presenting a client certificate signed by one of "+
		"the authorities in the client-ca-file is authenticated with an identity "+
		"corresponding to the CommonName of the client certificate.")
	fs.StringVar(&o.TokenFile, "token-auth-file", o.TokenFile, ""+
		"If set, the file that will be used to secure the secure port of the API server "+
		"via token authentication.")
	o.RequestHeader.AddFlags(fs)
	o.ServiceAccounts.AddFlags(fs)
}

// AddFlags registers the --requestheader-* flags.
// Upstream: k8s.io/apiserver/pkg/server/options.(*RequestHeaderAuthenticationOptions).AddFlags.
func (s *RequestHeaderAuthenticationOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringSliceVar(&s.UsernameHeaders, "requestheader-username-headers", s.UsernameHeaders, ""+
		"List of request headers to inspect for usernames. X-Remote-User is common.")
	fs.StringSliceVar(&s.UIDHeaders, "requestheader-uid-headers", s.UIDHeaders, ""+
		"List of request headers to inspect for UIDs. X-Remote-Uid is suggested.")
	fs.StringSliceVar(&s.GroupHeaders, "requestheader-group-headers", s.GroupHeaders, ""+
		"List of request headers to inspect for groups. X-Remote-Group is suggested.")
	fs.StringSliceVar(&s.ExtraHeaderPrefixes, "requestheader-extra-headers-prefix", s.ExtraHeaderPrefixes, ""+
		"List of request header prefixes to inspect. X-Remote-Extra- is suggested.")
	fs.StringVar(&s.ClientCAFile, "requestheader-client-ca-file", s.ClientCAFile, ""+
		"Root certificate bundle to use to verify client certificates on incoming requests "+
		"before trusting usernames in headers specified by --requestheader-username-headers. "+
		"WARNING: generally do not depend on authorization being already done for incoming requests.")
	fs.StringSliceVar(&s.AllowedNames, "requestheader-allowed-names", s.AllowedNames, ""+
		"List of client certificate common names to allow to provide usernames in headers "+
		"specified by --requestheader-username-headers. If empty, any client certificate validated "+
		"by the authorities in --requestheader-client-ca-file is allowed.")
}

// Validate checks the request-header flags.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthenticationOptions).Validate.
func (o *BuiltInAuthenticationOptions) Validate() []error {
	errs := o.RequestHeader.Validate()
	// Simplified: upstream requires the service-account flags; without
	// any of them (and without stage 07's own PKI, which sets them) ours
	// runs without service-account tokens.
	if sa := o.ServiceAccounts; len(sa.KeyFiles) > 0 || sa.SigningKeyFile != "" || len(sa.Issuers) > 0 {
		errs = append(errs, o.ServiceAccounts.Validate()...)
	}
	return errs
}

// Validate rejects blank header names and, as upstream, a UID header
// list without the standard X-Remote-Uid; it warns when another list
// leaves out its standard header (aggregated servers read those).
// Upstream: k8s.io/apiserver/pkg/server/options.(*RequestHeaderAuthenticationOptions).Validate.
func (s *RequestHeaderAuthenticationOptions) Validate() []error {
	var errs []error
	for _, f := range []struct {
		flag, standard string
		values         []string
	}{
		{"requestheader-username-headers", "X-Remote-User", s.UsernameHeaders},
		{"requestheader-group-headers", "X-Remote-Group", s.GroupHeaders},
		{"requestheader-extra-headers-prefix", "X-Remote-Extra-", s.ExtraHeaderPrefixes},
		{"requestheader-allowed-names", "", s.AllowedNames},
		{"requestheader-uid-headers", "X-Remote-Uid", s.UIDHeaders},
	} {
		if err := checkForWhiteSpaceOnly(f.flag, f.values...); err != nil {
			errs = append(errs, err)
		}
		if f.standard == "" || len(f.values) == 0 || caseInsensitiveHas(f.values, f.standard) {
			continue
		}
		if f.flag == "requestheader-uid-headers" {
			errs = append(errs, fmt.Errorf("--requestheader-uid-headers is set without specifying the standard X-Remote-Uid header - API aggregation will not work"))
			continue
		}
		klog.Warningf("--%s is set without specifying the standard %s header - API aggregation will not work", f.flag, f.standard)
	}
	return errs
}

// checkForWhiteSpaceOnly rejects an empty or blank value.
// Upstream: k8s.io/apiserver/pkg/server/options.checkForWhiteSpaceOnly.
func checkForWhiteSpaceOnly(flag string, headerNames ...string) error {
	for _, headerName := range headerNames {
		if len(strings.TrimSpace(headerName)) == 0 {
			return fmt.Errorf("empty value in %q", flag)
		}
	}
	return nil
}

// caseInsensitiveHas is true when headers has needle, in any case.
// Upstream: k8s.io/apiserver/pkg/server/options.caseInsensitiveHas.
func caseInsensitiveHas(headers []string, needle string) bool {
	for _, h := range headers {
		if strings.EqualFold(h, needle) {
			return true
		}
	}
	return false
}

// ToAuthenticationConfig turns the flags into the authenticator's config.
// Anonymous requests are allowed on every path when --anonymous-auth is on.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthenticationOptions).ToAuthenticationConfig.
func (o *BuiltInAuthenticationOptions) ToAuthenticationConfig() kubeauthenticator.Config {
	c := kubeauthenticator.Config{
		Anonymous:     o.Anonymous,
		ClientCAFile:  o.ClientCAFile,
		TokenAuthFile: o.TokenFile,
		APIAudiences:  o.APIAudiences,
	}
	if rh := o.RequestHeader; rh.ClientCAFile != "" {
		c.RequestHeader = &kubeauthenticator.RequestHeaderConfig{
			ClientCAFile: rh.ClientCAFile, AllowedNames: rh.AllowedNames,
			UsernameHeaders: rh.UsernameHeaders, UIDHeaders: rh.UIDHeaders,
			GroupHeaders: rh.GroupHeaders, ExtraHeaderPrefixes: rh.ExtraHeaderPrefixes,
		}
	}
	return c
}
