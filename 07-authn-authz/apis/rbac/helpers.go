package rbac

import (
	"fmt"
	"strings"
)

// ResourceMatches reports whether one of rule's resources names the
// request's resource: "*", an exact match of combinedRequestedResource
// ("pods", or "pods/log" for a subresource), or "*/<subresource>".
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.ResourceMatches.
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

// SubjectsStrings sorts subjects for display: users, groups, service
// accounts as "<namespace>/<name>", and the others as
// "<kind>/<namespace>/<name>".
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.SubjectsStrings.
func SubjectsStrings(subjects []Subject) (users, groups, sas, others []string) {
	users, groups, sas, others = []string{}, []string{}, []string{}, []string{}
	for _, s := range subjects {
		switch s.Kind {
		case ServiceAccountKind:
			sas = append(sas, fmt.Sprintf("%s/%s", s.Namespace, s.Name))
		case UserKind:
			users = append(users, s.Name)
		case GroupKind:
			groups = append(groups, s.Name)
		default:
			others = append(others, fmt.Sprintf("%s/%s/%s", s.Kind, s.Namespace, s.Name))
		}
	}
	return users, groups, sas, others
}

// String is "PolicyRule" and the compact string.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.PolicyRule.String.
func (r PolicyRule) String() string {
	return "PolicyRule" + r.CompactString()
}

// CompactString is the rule's non-empty fields, quoted, in the order
// APIGroups, Resources, NonResourceURLs, ResourceNames, Verbs:
// {APIGroups:["apps"], Resources:["deployments"], Verbs:["get"]}.
// Escalation errors print rules this way.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.PolicyRule.CompactString.
func (r PolicyRule) CompactString() string {
	return compactString(r.APIGroups, r.Resources, r.NonResourceURLs, r.ResourceNames, r.Verbs)
}

// compactString formats the fields of a rule; package v1 has a copy for
// its own PolicyRule.
func compactString(apiGroups, resources, urls, names, verbs []string) string {
	var parts []string
	for _, f := range []struct {
		name   string
		values []string
	}{{"APIGroups", apiGroups}, {"Resources", resources}, {"NonResourceURLs", urls}, {"ResourceNames", names}, {"Verbs", verbs}} {
		if len(f.values) > 0 {
			parts = append(parts, fmt.Sprintf("%s:%q", f.name, f.values))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
