package options

import (
	"errors"
	"time"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/authorizerfactory"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/path"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/union"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/authorizer/webhook"
)

// DelegatingAuthorizationOptions are the authorization flags of a
// delegating server.
// Upstream: k8s.io/apiserver/pkg/server/options.DelegatingAuthorizationOptions.
type DelegatingAuthorizationOptions struct {
	// RemoteKubeConfigFile reaches the server that answers
	// SubjectAccessReviews (--authorization-kubeconfig).
	RemoteKubeConfigFile string
	// ClientTimeout bounds each review; a field without a flag, as
	// upstream's.
	ClientTimeout time.Duration
	// AlwaysAllowPaths are non-resource paths allowed without asking
	// (--authorization-always-allow-paths).
	AlwaysAllowPaths []string
	// AlwaysAllowGroups are groups allowed everything without asking.
	AlwaysAllowGroups []string
}

// NewDelegatingAuthorizationOptions returns upstream's defaults: health
// checks (/healthz, /readyz, /livez) and system:masters are allowed
// without a review (kube-apiserver would allow system:masters anyway),
// 10s per review.
// Upstream: k8s.io/apiserver/pkg/server/options.NewDelegatingAuthorizationOptions.
func NewDelegatingAuthorizationOptions() *DelegatingAuthorizationOptions {
	return &DelegatingAuthorizationOptions{
		ClientTimeout:     10 * time.Second,
		AlwaysAllowPaths:  []string{"/healthz", "/readyz", "/livez"},
		AlwaysAllowGroups: []string{user.SystemPrivilegedGroup},
	}
}

// AddFlags registers --authorization-kubeconfig and
// --authorization-always-allow-paths.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthorizationOptions).AddFlags.
func (s *DelegatingAuthorizationOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&s.RemoteKubeConfigFile, "authorization-kubeconfig", s.RemoteKubeConfigFile, ""+
		"kubeconfig file pointing at the 'core' kubernetes server with enough rights to create "+
		"subjectaccessreviews.authorization.k8s.io.")
	fs.StringSliceVar(&s.AlwaysAllowPaths, "authorization-always-allow-paths", s.AlwaysAllowPaths, ""+
		"A list of HTTP paths to skip during authorization, i.e. these are authorized without "+
		"contacting the 'core' kubernetes server.")
}

// Validate requires --authorization-kubeconfig: upstream falls back to
// the in-cluster configuration, which a server outside a cluster (ours)
// does not have, and fails the same way.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthorizationOptions).Validate
// and getClient's error.
func (s *DelegatingAuthorizationOptions) Validate() []error {
	if s.RemoteKubeConfigFile == "" {
		return []error{errors.New("--authorization-kubeconfig is required: no in-cluster configuration to ask the 'core' kubernetes server with")}
	}
	return nil
}

// ToAuthorizer builds the chain: the privileged groups, the always
// allowed paths, then the SubjectAccessReview webhook, which has no
// opinion when the review fails (so the request is forbidden, with the
// error logged).
// Upstream: k8s.io/apiserver/pkg/server/options.(*DelegatingAuthorizationOptions).toAuthorizer
// and authorizerfactory.DelegatingAuthorizerConfig.New.
func (s *DelegatingAuthorizationOptions) ToAuthorizer() (authorizer.Authorizer, error) {
	var chain []union.NamedAuthorizer
	if len(s.AlwaysAllowGroups) > 0 {
		chain = append(chain, union.NamedAuthorizer{AuthorizerName: "privileged groups",
			Authorizer: authorizerfactory.NewPrivilegedGroups(s.AlwaysAllowGroups...)})
	}
	if len(s.AlwaysAllowPaths) > 0 {
		a, err := path.NewAuthorizer(s.AlwaysAllowPaths)
		if err != nil {
			return nil, err
		}
		chain = append(chain, union.NamedAuthorizer{AuthorizerName: "always allowed paths", Authorizer: a})
	}
	w, err := webhook.New(s.RemoteKubeConfigFile, s.ClientTimeout, authorizer.DecisionNoOpinion)
	if err != nil {
		return nil, err
	}
	chain = append(chain, union.NamedAuthorizer{AuthorizerName: "webhook", Authorizer: w})
	return union.New(chain...)
}
