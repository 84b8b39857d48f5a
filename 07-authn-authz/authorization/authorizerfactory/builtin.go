package authorizerfactory

import (
	"context"
	"errors"
	"slices"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// alwaysAllowAuthorizer says yes to everything, and says so to
// RulesFor: every verb on every resource and URL.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysAllowAuthorizer.
type alwaysAllowAuthorizer struct{}

var (
	_ authorizer.Authorizer   = alwaysAllowAuthorizer{}
	_ authorizer.RuleResolver = alwaysAllowAuthorizer{}
)

// NewAlwaysAllowAuthorizer returns an authorizer that allows everything.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.NewAlwaysAllowAuthorizer.
func NewAlwaysAllowAuthorizer() *alwaysAllowAuthorizer {
	return new(alwaysAllowAuthorizer)
}

// Authorize allows.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysAllowAuthorizer.Authorize.
func (alwaysAllowAuthorizer) Authorize(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
	return authorizer.DecisionAllow, "", nil
}

// RulesFor answers one rule of wildcards for resources and one for URLs.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysAllowAuthorizer.RulesFor.
func (alwaysAllowAuthorizer) RulesFor(context.Context, user.Info, string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	return []authorizer.ResourceRuleInfo{
			&authorizer.DefaultResourceRuleInfo{Verbs: []string{"*"}, APIGroups: []string{"*"}, Resources: []string{"*"}},
		}, []authorizer.NonResourceRuleInfo{
			&authorizer.DefaultNonResourceRuleInfo{Verbs: []string{"*"}, NonResourceURLs: []string{"*"}},
		}, false, nil
}

// alwaysDenyAuthorizer has no opinion on anything, and grants no rules.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysDenyAuthorizer.
type alwaysDenyAuthorizer struct{}

var (
	_ authorizer.Authorizer   = alwaysDenyAuthorizer{}
	_ authorizer.RuleResolver = alwaysDenyAuthorizer{}
)

// NewAlwaysDenyAuthorizer returns an authorizer that never allows. It
// answers NoOpinion, not Deny, as upstream does: at the end of a chain
// that refuses the request all the same, and earlier in a chain it lets
// a later authorizer decide.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.NewAlwaysDenyAuthorizer.
func NewAlwaysDenyAuthorizer() *alwaysDenyAuthorizer {
	return new(alwaysDenyAuthorizer)
}

// Authorize has no opinion: "Everything is forbidden."
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysDenyAuthorizer.Authorize.
func (alwaysDenyAuthorizer) Authorize(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
	return authorizer.DecisionNoOpinion, "Everything is forbidden.", nil
}

// RulesFor grants nothing.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.alwaysDenyAuthorizer.RulesFor.
func (alwaysDenyAuthorizer) RulesFor(context.Context, user.Info, string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	return []authorizer.ResourceRuleInfo{}, []authorizer.NonResourceRuleInfo{}, false, nil
}

// privilegedGroupAuthorizer allows the members of its groups.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.privilegedGroupAuthorizer.
type privilegedGroupAuthorizer struct {
	groups []string
}

var _ authorizer.Authorizer = (*privilegedGroupAuthorizer)(nil)

// NewPrivilegedGroups returns an authorizer that allows every request of
// a user in one of groups, and has no opinion on the others. The server
// puts it first with user.SystemPrivilegedGroup, so system:masters (and
// the loopback client, a member) never depend on RBAC's policy.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.NewPrivilegedGroups.
func NewPrivilegedGroups(groups ...string) *privilegedGroupAuthorizer {
	return &privilegedGroupAuthorizer{groups: groups}
}

// Authorize allows a member of a privileged group; a request with no
// user is an error.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory.(*privilegedGroupAuthorizer).Authorize.
func (r *privilegedGroupAuthorizer) Authorize(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	if a.GetUser() == nil {
		return authorizer.DecisionNoOpinion, "Error", errors.New("no user on request.")
	}
	for _, g := range a.GetUser().GetGroups() {
		if slices.Contains(r.groups, g) {
			return authorizer.DecisionAllow, "", nil
		}
	}
	return authorizer.DecisionNoOpinion, "", nil
}
