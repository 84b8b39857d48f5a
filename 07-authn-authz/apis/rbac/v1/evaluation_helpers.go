package v1

import (
	"fmt"
	"slices"
	"strings"
)

// VerbMatches reports whether rule allows requestedVerb ("*" allows all).
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.VerbMatches.
func VerbMatches(rule *PolicyRule, requestedVerb string) bool {
	return slices.Contains(rule.Verbs, VerbAll) || slices.Contains(rule.Verbs, requestedVerb)
}

// APIGroupMatches reports whether rule names requestedGroup ("*" names
// all; "" is the core group, not a wildcard).
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.APIGroupMatches.
func APIGroupMatches(rule *PolicyRule, requestedGroup string) bool {
	return slices.Contains(rule.APIGroups, APIGroupAll) || slices.Contains(rule.APIGroups, requestedGroup)
}

// ResourceMatches reports whether one of rule's resources names the
// request's: "*", combinedRequestedResource exactly ("pods", or
// "pods/log" when there is a subresource), or "*/<subresource>". A rule
// for "pods" does not cover "pods/log": subresources are named.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.ResourceMatches.
func ResourceMatches(rule *PolicyRule, combinedRequestedResource, requestedSubresource string) bool {
	for _, ruleResource := range rule.Resources {
		if ruleResource == ResourceAll || ruleResource == combinedRequestedResource {
			return true
		}
		if requestedSubresource != "" && ruleResource == "*/"+requestedSubresource {
			return true
		}
	}
	return false
}

// ResourceNameMatches reports whether rule applies to the object named
// requestedName: a rule without ResourceNames applies to every object,
// even to requests that name none (list, create); one with names
// applies only to those.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.ResourceNameMatches.
func ResourceNameMatches(rule *PolicyRule, requestedName string) bool {
	return len(rule.ResourceNames) == 0 || slices.Contains(rule.ResourceNames, requestedName)
}

// NonResourceURLMatches reports whether one of rule's URLs names
// requestedURL: "*", the same path, or a prefix ending in "*"
// ("/healthz/*" names "/healthz/etcd" but not "/healthz").
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.NonResourceURLMatches.
func NonResourceURLMatches(rule *PolicyRule, requestedURL string) bool {
	for _, ruleURL := range rule.NonResourceURLs {
		if ruleURL == NonResourceAll || ruleURL == requestedURL {
			return true
		}
		if strings.HasSuffix(ruleURL, "*") && strings.HasPrefix(requestedURL, strings.TrimRight(ruleURL, "*")) {
			return true
		}
	}
	return false
}

// CompactString is the rule's non-empty fields, quoted, in the order
// APIGroups, Resources, NonResourceURLs, ResourceNames, Verbs:
// {APIGroups:["apps"], Resources:["deployments"], Verbs:["get"]}.
// Escalation errors print rules this way.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.CompactString.
func CompactString(r PolicyRule) string {
	var parts []string
	for _, f := range []struct {
		name   string
		values []string
	}{{"APIGroups", r.APIGroups}, {"Resources", r.Resources}, {"NonResourceURLs", r.NonResourceURLs}, {"ResourceNames", r.ResourceNames}, {"Verbs", r.Verbs}} {
		if len(f.values) > 0 {
			parts = append(parts, fmt.Sprintf("%s:%q", f.name, f.values))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
