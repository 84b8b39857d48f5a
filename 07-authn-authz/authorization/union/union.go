package union

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// NamedAuthorizer is an authorizer and its name, which prefixes its
// reasons ("RBAC: ...") and must be unique in one union.
// Upstream: k8s.io/apiserver/pkg/authorization/union.NamedAuthorizer.
type NamedAuthorizer struct {
	AuthorizerName string
	Authorizer     authorizer.Authorizer
}

// unionAuthzHandler asks its chain in order.
// Upstream: k8s.io/apiserver/pkg/authorization/union.unionAuthzHandler.
type unionAuthzHandler struct {
	chain []NamedAuthorizer
}

var _ authorizer.Authorizer = unionAuthzHandler{}

// New returns an authorizer that asks handlers in order. It fails on an
// empty or duplicate name.
// Upstream: k8s.io/apiserver/pkg/authorization/union.New.
func New(handlers ...NamedAuthorizer) (authorizer.Authorizer, error) {
	seen := make(map[string]bool, len(handlers))
	for _, h := range handlers {
		if h.AuthorizerName == "" {
			return nil, fmt.Errorf("empty AuthorizerName in union.New is invalid")
		}
		if seen[h.AuthorizerName] {
			return nil, fmt.Errorf("duplicate AuthorizerName %q in union.New", h.AuthorizerName)
		}
		seen[h.AuthorizerName] = true
	}
	return unionAuthzHandler{chain: handlers}, nil
}

// Authorize returns the first Allow or Deny, with that authorizer's own
// reason and error (those of earlier authorizers are dropped). When all
// have no opinion, it returns NoOpinion, every reason as
// "<name>: <reason>" one per line, and every error joined.
// Upstream: k8s.io/apiserver/pkg/authorization/union.unionAuthzHandler.Authorize.
func (u unionAuthzHandler) Authorize(ctx context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	var (
		errs    []error
		reasons []string
	)
	for _, h := range u.chain {
		decision, reason, err := h.Authorizer.Authorize(ctx, a)
		switch decision {
		case authorizer.DecisionAllow, authorizer.DecisionDeny:
			return decision, reason, err
		}
		// Only a NoOpinion answer uses what the earlier authorizers said:
		// upstream formats every reason before its switch; on the
		// Allow of nearly every request that text is dropped.
		if err != nil {
			errs = append(errs, err)
		}
		if reason != "" {
			reasons = append(reasons, fmt.Sprintf("%s: %s", h.AuthorizerName, reason))
		}
	}
	return authorizer.DecisionNoOpinion, strings.Join(reasons, "\n"), errors.Join(errs...)
}

// unionAuthzRulesHandler asks every RuleResolver.
// Upstream: k8s.io/apiserver/pkg/authorization/union.unionAuthzRulesHandler.
type unionAuthzRulesHandler []authorizer.RuleResolver

var _ authorizer.RuleResolver = unionAuthzRulesHandler(nil)

// NewRuleResolvers returns a RuleResolver that concatenates the rules of
// resolvers, in order.
// Upstream: k8s.io/apiserver/pkg/authorization/union.NewRuleResolvers.
func NewRuleResolvers(resolvers ...authorizer.RuleResolver) authorizer.RuleResolver {
	return unionAuthzRulesHandler(resolvers)
}

// RulesFor asks every resolver and returns all their rules; the result
// is incomplete if any one is, and the errors are joined.
// Upstream: k8s.io/apiserver/pkg/authorization/union.unionAuthzRulesHandler.RulesFor.
func (u unionAuthzRulesHandler) RulesFor(ctx context.Context, user user.Info, namespace string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	var (
		errs             []error
		resourceRules    []authorizer.ResourceRuleInfo
		nonResourceRules []authorizer.NonResourceRuleInfo
		incomplete       bool
	)
	for _, r := range u {
		rr, nr, inc, err := r.RulesFor(ctx, user, namespace)
		incomplete = incomplete || inc
		if err != nil {
			errs = append(errs, err)
		}
		resourceRules = append(resourceRules, rr...)
		nonResourceRules = append(nonResourceRules, nr...)
	}
	return resourceRules, nonResourceRules, incomplete, errors.Join(errs...)
}
