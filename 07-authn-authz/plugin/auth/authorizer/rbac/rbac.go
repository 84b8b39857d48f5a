package rbac

import (
	"context"
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// RequestToRuleMapper resolves the rules that apply to a user.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RequestToRuleMapper.
type RequestToRuleMapper interface {
	// RulesFor returns every rule of user in namespace, and the errors
	// met finding them; the rules found are still valid.
	RulesFor(ctx context.Context, subject user.Info, namespace string) ([]rbacv1.PolicyRule, error)
	// VisitRulesFor calls visitor with each rule (and its source) or
	// error; visiting stops when visitor returns false.
	VisitRulesFor(ctx context.Context, user user.Info, namespace string, visitor func(source fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool)
}

// RBACAuthorizer authorizes requests by RBAC policy.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RBACAuthorizer.
type RBACAuthorizer struct {
	authorizationRuleResolver RequestToRuleMapper
}

var (
	_ authorizer.Authorizer   = (*RBACAuthorizer)(nil)
	_ authorizer.RuleResolver = (*RBACAuthorizer)(nil)
)

// New returns an RBAC authorizer reading roles and bindings from the
// four getters.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.New.
func New(roles rbacregistryvalidation.RoleGetter, roleBindings rbacregistryvalidation.RoleBindingLister, clusterRoles rbacregistryvalidation.ClusterRoleGetter, clusterRoleBindings rbacregistryvalidation.ClusterRoleBindingLister) *RBACAuthorizer {
	return &RBACAuthorizer{
		authorizationRuleResolver: rbacregistryvalidation.NewDefaultRuleResolver(roles, roleBindings, clusterRoles, clusterRoleBindings),
	}
}

// authorizingVisitor stops at the first rule that allows, and collects
// the resolution errors met before it.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.authorizingVisitor.
type authorizingVisitor struct {
	requestAttributes authorizer.Attributes

	allowed bool
	reason  string
	errors  []error
}

// visit checks one rule.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.(*authorizingVisitor).visit.
func (v *authorizingVisitor) visit(source fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool {
	if rule != nil && RuleAllows(v.requestAttributes, rule) {
		v.allowed = true
		v.reason = fmt.Sprintf("RBAC: allowed by %s", source.String())
		return false
	}
	if err != nil {
		v.errors = append(v.errors, err)
	}
	return true
}

// Authorize allows the request if a rule of the user's allows it, with
// the reason `RBAC: allowed by ClusterRoleBinding "..." of ClusterRole
// "..." to Group "..."`. Otherwise it has no opinion; the reason is
// empty, or "RBAC: " and the resolution errors. The detail of a denial
// is logged at -v=5.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.(*RBACAuthorizer).Authorize.
func (r *RBACAuthorizer) Authorize(ctx context.Context, requestAttributes authorizer.Attributes) (authorizer.Decision, string, error) {
	visitor := &authorizingVisitor{requestAttributes: requestAttributes}
	r.authorizationRuleResolver.VisitRulesFor(ctx, requestAttributes.GetUser(), requestAttributes.GetNamespace(), visitor.visit)
	if visitor.allowed {
		return authorizer.DecisionAllow, visitor.reason, nil
	}
	if v := klog.V(5); v.Enabled() {
		v.Info(DescribeDenial(requestAttributes))
	}
	reason := ""
	if len(visitor.errors) > 0 {
		reason = fmt.Sprintf("RBAC: %s", aggregateMessage(visitor.errors))
	}
	return authorizer.DecisionNoOpinion, reason, nil
}

// DescribeDenial is the log line of a request no rule allows:
//
//	RBAC: no rules authorize user "alice" with groups ["devs"] to "get" resource "deployments.apps/scale" named "web" in namespace "demo"
//	RBAC: no rules authorize user "alice" with groups ["devs"] to "get" nonResourceURL "/metrics" cluster-wide
//
// Upstream: part of k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.(*RBACAuthorizer).Authorize.
func DescribeDenial(a authorizer.Attributes) string {
	var operation string
	if a.IsResourceRequest() {
		resource := a.GetResource()
		if a.GetAPIGroup() != "" {
			resource += "." + a.GetAPIGroup()
		}
		if a.GetSubresource() != "" {
			resource += "/" + a.GetSubresource()
		}
		operation = fmt.Sprintf("%q resource %q", a.GetVerb(), resource)
		if a.GetName() != "" {
			operation += fmt.Sprintf(" named %q", a.GetName())
		}
	} else {
		operation = fmt.Sprintf("%q nonResourceURL %q", a.GetVerb(), a.GetPath())
	}
	scope := "cluster-wide"
	if ns := a.GetNamespace(); ns != "" {
		scope = fmt.Sprintf("in namespace %q", ns)
	}
	var name string
	var groups []string
	if u := a.GetUser(); u != nil {
		name, groups = u.GetName(), u.GetGroups()
	}
	return fmt.Sprintf("RBAC: no rules authorize user %q with groups %q to %s %s", name, groups, operation, scope)
}

// RulesFor lists the user's rules for SelfSubjectRulesReview, each
// rule as a resource rule, a non-resource rule, or both. Resolution
// errors are returned with the rules found; incomplete is always false,
// as upstream.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.(*RBACAuthorizer).RulesFor.
func (r *RBACAuthorizer) RulesFor(ctx context.Context, user user.Info, namespace string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	var (
		resourceRules    []authorizer.ResourceRuleInfo
		nonResourceRules []authorizer.NonResourceRuleInfo
	)
	policyRules, err := r.authorizationRuleResolver.RulesFor(ctx, user, namespace)
	for _, rule := range policyRules {
		if len(rule.Resources) > 0 {
			resourceRules = append(resourceRules, &authorizer.DefaultResourceRuleInfo{
				Verbs: rule.Verbs, APIGroups: rule.APIGroups, Resources: rule.Resources, ResourceNames: rule.ResourceNames,
			})
		}
		if len(rule.NonResourceURLs) > 0 {
			nonResourceRules = append(nonResourceRules, &authorizer.DefaultNonResourceRuleInfo{
				Verbs: rule.Verbs, NonResourceURLs: rule.NonResourceURLs,
			})
		}
	}
	return resourceRules, nonResourceRules, false, err
}

// RulesAllow reports whether one of rules allows the request.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RulesAllow.
func RulesAllow(requestAttributes authorizer.Attributes, rules ...rbacv1.PolicyRule) bool {
	for i := range rules {
		if RuleAllows(requestAttributes, &rules[i]) {
			return true
		}
	}
	return false
}

// RuleAllows reports whether rule allows the request: for a resource
// request, its verb, group, resource (with subresource) and name; for a
// non-resource request, its verb and path.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RuleAllows.
func RuleAllows(requestAttributes authorizer.Attributes, rule *rbacv1.PolicyRule) bool {
	if !requestAttributes.IsResourceRequest() {
		return rbacv1.VerbMatches(rule, requestAttributes.GetVerb()) &&
			rbacv1.NonResourceURLMatches(rule, requestAttributes.GetPath())
	}
	combinedResource := requestAttributes.GetResource()
	if sub := requestAttributes.GetSubresource(); sub != "" {
		combinedResource += "/" + sub
	}
	return rbacv1.VerbMatches(rule, requestAttributes.GetVerb()) &&
		rbacv1.APIGroupMatches(rule, requestAttributes.GetAPIGroup()) &&
		rbacv1.ResourceMatches(rule, combinedResource, requestAttributes.GetSubresource()) &&
		rbacv1.ResourceNameMatches(rule, requestAttributes.GetName())
}

// aggregateMessage formats errors as apimachinery's aggregate does: one
// message alone, several as "[a, b]", duplicates once.
// Upstream: k8s.io/apimachinery/pkg/util/errors.aggregate.Error.
func aggregateMessage(errs []error) string {
	var msgs []string
	seen := map[string]bool{}
	for _, err := range errs {
		if msg := err.Error(); !seen[msg] {
			seen[msg] = true
			msgs = append(msgs, msg)
		}
	}
	if len(msgs) == 1 {
		return msgs[0]
	}
	return "[" + strings.Join(msgs, ", ") + "]"
}
