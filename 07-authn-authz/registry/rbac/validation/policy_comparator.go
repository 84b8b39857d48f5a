package validation

import (
	"slices"
	"strings"

	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// Covers reports whether ownerRules allow everything servantRules do,
// and lists what they do not. Each servant rule is broken down into
// rules of one group, resource, verb and name (BreakdownRule), so each
// piece is either covered by a single owner rule or not at all.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.Covers.
func Covers(ownerRules, servantRules []rbacv1.PolicyRule) (bool, []rbacv1.PolicyRule) {
	uncovered := []rbacv1.PolicyRule{}
	for _, servantRule := range servantRules {
		for _, subrule := range BreakdownRule(servantRule) {
			if !slices.ContainsFunc(ownerRules, func(owner rbacv1.PolicyRule) bool { return ruleCovers(owner, subrule) }) {
				uncovered = append(uncovered, subrule)
			}
		}
	}
	return len(uncovered) == 0, uncovered
}

// BreakdownRule splits rule into rules of at most one group, resource,
// verb and resource name each; non-resource URLs pair with verbs only.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.BreakdownRule.
func BreakdownRule(rule rbacv1.PolicyRule) []rbacv1.PolicyRule {
	subrules := []rbacv1.PolicyRule{}
	for _, group := range rule.APIGroups {
		for _, resource := range rule.Resources {
			for _, verb := range rule.Verbs {
				one := rbacv1.PolicyRule{APIGroups: []string{group}, Resources: []string{resource}, Verbs: []string{verb}}
				if len(rule.ResourceNames) == 0 {
					subrules = append(subrules, one)
					continue
				}
				for _, name := range rule.ResourceNames {
					named := one
					named.ResourceNames = []string{name}
					subrules = append(subrules, named)
				}
			}
		}
	}
	for _, url := range rule.NonResourceURLs {
		for _, verb := range rule.Verbs {
			subrules = append(subrules, rbacv1.PolicyRule{NonResourceURLs: []string{url}, Verbs: []string{verb}})
		}
	}
	return subrules
}

// hasAll reports whether set holds every element of contains.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.hasAll.
func hasAll(set, contains []string) bool {
	for _, e := range contains {
		if !slices.Contains(set, e) {
			return false
		}
	}
	return true
}

// resourceCoversAll reports whether setResources cover every one of
// coversResources: "*", the same name, or "*/<sub>" for a subresource.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.resourceCoversAll.
func resourceCoversAll(setResources, coversResources []string) bool {
	if slices.Contains(setResources, rbacv1.ResourceAll) {
		return true
	}
	for _, path := range coversResources {
		if slices.Contains(setResources, path) {
			continue
		}
		_, sub, isSub := strings.Cut(path, "/")
		if !isSub || !slices.Contains(setResources, "*/"+sub) {
			return false
		}
	}
	return true
}

// nonResourceURLsCoversAll reports whether set covers every URL of covers.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.nonResourceURLsCoversAll.
func nonResourceURLsCoversAll(set, covers []string) bool {
	for _, path := range covers {
		if !slices.ContainsFunc(set, func(owner string) bool { return nonResourceURLCovers(owner, path) }) {
			return false
		}
	}
	return true
}

// nonResourceURLCovers reports whether ownerPath covers subPath: the
// same, or a prefix ending in "*". (A bare "*" is such a prefix.)
// Upstream: k8s.io/component-helpers/auth/rbac/validation.nonResourceURLCovers.
func nonResourceURLCovers(ownerPath, subPath string) bool {
	if ownerPath == subPath {
		return true
	}
	return strings.HasSuffix(ownerPath, "*") && strings.HasPrefix(subPath, strings.TrimRight(ownerPath, "*"))
}

// ruleCovers reports whether ownerRule covers subRule, a rule of at most
// one group, resource, verb and name. An owner restricted to names does
// not cover a subrule without one.
// Upstream: k8s.io/component-helpers/auth/rbac/validation.ruleCovers.
func ruleCovers(ownerRule, subRule rbacv1.PolicyRule) bool {
	verbMatches := slices.Contains(ownerRule.Verbs, rbacv1.VerbAll) || hasAll(ownerRule.Verbs, subRule.Verbs)
	groupMatches := slices.Contains(ownerRule.APIGroups, rbacv1.APIGroupAll) || hasAll(ownerRule.APIGroups, subRule.APIGroups)
	resourceMatches := resourceCoversAll(ownerRule.Resources, subRule.Resources)
	nonResourceURLMatches := nonResourceURLsCoversAll(ownerRule.NonResourceURLs, subRule.NonResourceURLs)
	resourceNameMatches := len(ownerRule.ResourceNames) == 0 ||
		(len(subRule.ResourceNames) > 0 && hasAll(ownerRule.ResourceNames, subRule.ResourceNames))
	return verbMatches && groupMatches && resourceMatches && resourceNameMatches && nonResourceURLMatches
}
