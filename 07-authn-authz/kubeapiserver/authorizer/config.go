package authorizer

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/authorizerfactory"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/union"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// The authorization modes --authorization-mode accepts.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer/modes (constants).
const (
	ModeAlwaysAllow = "AlwaysAllow"
	ModeAlwaysDeny  = "AlwaysDeny"
	ModeRBAC        = "RBAC"
)

// AuthorizationModeChoices are the valid modes.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer/modes.AuthorizationModeChoices
// (without Node, ABAC and Webhook).
var AuthorizationModeChoices = []string{ModeAlwaysAllow, ModeAlwaysDeny, ModeRBAC}

// IsValidAuthorizationMode is true for one of AuthorizationModeChoices.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer/modes.IsValidAuthorizationMode.
func IsValidAuthorizationMode(mode string) bool {
	return slices.Contains(AuthorizationModeChoices, mode)
}

// PrivilegedGroupAuthorizerName names the system:masters authorizer in
// the union (and so in a reason).
// Upstream: the AuthorizerName in k8s.io/kubernetes/pkg/kubeapiserver/authorizer.(*reloadableAuthorizerResolver).newForConfig.
const PrivilegedGroupAuthorizerName = "kubernetes.io/system-privileged-group"

// RBACGetters are where the RBAC authorizer reads roles and bindings:
// the RBAC storage, or anything that answers like it.
// Upstream: the four informer listers rbac.New gets in
// k8s.io/kubernetes/pkg/kubeapiserver/authorizer.Config.New.
type RBACGetters struct {
	Roles               rbacregistryvalidation.RoleGetter
	RoleBindings        rbacregistryvalidation.RoleBindingLister
	ClusterRoles        rbacregistryvalidation.ClusterRoleGetter
	ClusterRoleBindings rbacregistryvalidation.ClusterRoleBindingLister
}

// ErrNoRBACGetters is New's error for mode RBAC without RBACGetters.
var ErrNoRBACGetters = errors.New("authorization mode RBAC needs the RBAC storage's getters (Config.RBACGetters)")

// Config says which authorizers to build.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer.Config.
type Config struct {
	// AuthorizationModes are asked in order, after system:masters.
	AuthorizationModes []string
	// RBACGetters feed mode RBAC; nil makes that mode an error.
	RBACGetters *RBACGetters
}

// New returns the union of the privileged-groups authorizer
// (system:masters may do anything) and each mode's authorizer, named
// after the mode in lower case, and the union of their rule resolvers.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer.Config.New.
func (c Config) New() (authorizer.Authorizer, authorizer.RuleResolver, error) {
	if len(c.AuthorizationModes) == 0 {
		return nil, nil, fmt.Errorf("at least one authorization mode must be passed")
	}
	authorizers := []union.NamedAuthorizer{{
		AuthorizerName: PrivilegedGroupAuthorizerName,
		Authorizer:     authorizerfactory.NewPrivilegedGroups(user.SystemPrivilegedGroup),
	}}
	var ruleResolvers []authorizer.RuleResolver
	for _, mode := range c.AuthorizationModes {
		a, err := c.newModeAuthorizer(mode)
		if err != nil {
			return nil, nil, err
		}
		authorizers = append(authorizers, union.NamedAuthorizer{AuthorizerName: strings.ToLower(mode), Authorizer: a})
		ruleResolvers = append(ruleResolvers, a)
	}
	unioned, err := union.New(authorizers...)
	if err != nil {
		return nil, nil, err
	}
	return unioned, union.NewRuleResolvers(ruleResolvers...), nil
}

// modeAuthorizer is what every mode's authorizer is.
type modeAuthorizer interface {
	authorizer.Authorizer
	authorizer.RuleResolver
}

// newModeAuthorizer builds one mode's authorizer.
// Upstream: the switch in k8s.io/kubernetes/pkg/kubeapiserver/authorizer.Config.New.
func (c Config) newModeAuthorizer(mode string) (modeAuthorizer, error) {
	switch mode {
	case ModeAlwaysAllow:
		return authorizerfactory.NewAlwaysAllowAuthorizer(), nil
	case ModeAlwaysDeny:
		return authorizerfactory.NewAlwaysDenyAuthorizer(), nil
	case ModeRBAC:
		g := c.RBACGetters
		if g == nil {
			return nil, ErrNoRBACGetters
		}
		return rbac.New(g.Roles, g.RoleBindings, g.ClusterRoles, g.ClusterRoleBindings), nil
	default:
		return nil, fmt.Errorf("unknown authorization mode %s specified", mode)
	}
}
