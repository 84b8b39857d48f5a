package classifier

import (
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// MatchesFlowSchema reports whether one of fs's rules matches digest.
// Neither input is modified.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesFlowSchema.
func MatchesFlowSchema(digest RequestDigest, fs *flowcontrol.FlowSchema) bool {
	for i := range fs.Spec.Rules {
		if matchesPolicyRule(digest, &fs.Spec.Rules[i]) {
			return true
		}
	}
	return false
}

// matchesPolicyRule reports whether a subject of rule names the user and
// a rule of the request's kind (resource or non-resource) names the request.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesPolicyRule.
func matchesPolicyRule(digest RequestDigest, rule *flowcontrol.PolicyRulesWithSubjects) bool {
	if !matchesASubject(digest.User, rule.Subjects) {
		return false
	}
	if digest.RequestInfo.IsResourceRequest {
		return matchesAResourceRule(digest.RequestInfo, rule.ResourceRules)
	}
	return matchesANonResourceRule(digest.RequestInfo, rule.NonResourceRules)
}

// matchesASubject reports whether one of subjects names u.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesASubject.
func matchesASubject(u user.Info, subjects []flowcontrol.Subject) bool {
	for _, subject := range subjects {
		if matchesSubject(u, subject) {
			return true
		}
	}
	return false
}

// matchesSubject reports whether subject names u: by user name, by one of
// u's groups (system:authenticated and system:unauthenticated are groups
// the authenticator adds), or as a service account, whose user name is
// system:serviceaccount:<namespace>:<name>. "*" names every user, every
// group, or every service account of the namespace.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesSubject.
func matchesSubject(u user.Info, subject flowcontrol.Subject) bool {
	switch subject.Kind {
	case flowcontrol.SubjectKindUser:
		return subject.User != nil && (subject.User.Name == flowcontrol.NameAll || subject.User.Name == u.GetName())
	case flowcontrol.SubjectKindGroup:
		return subject.Group != nil && (subject.Group.Name == flowcontrol.NameAll || slices.Contains(u.GetGroups(), subject.Group.Name))
	case flowcontrol.SubjectKindServiceAccount:
		return subject.ServiceAccount != nil && matchesServiceAccount(*subject.ServiceAccount, u.GetName())
	default:
		return false
	}
}

// matchesServiceAccount reports whether username is the service account
// sa names, or, when sa's name is "*", any service account of sa's namespace.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.MatchesUsername
// and k8s.io/apiserver/pkg/util/flowcontrol.serviceAccountMatchesNamespace.
func matchesServiceAccount(sa flowcontrol.ServiceAccountSubject, username string) bool {
	if sa.Name == flowcontrol.NameAll {
		rest, ok := strings.CutPrefix(username, serviceaccount.ServiceAccountUsernamePrefix)
		return ok && strings.HasPrefix(rest, sa.Namespace+serviceaccount.ServiceAccountUsernameSeparator)
	}
	return serviceaccount.MatchesUsername(sa.Namespace, sa.Name, username)
}

// matchesAResourceRule reports whether one of rules names ri.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesAResourceRule.
func matchesAResourceRule(ri *genericrequest.RequestInfo, rules []flowcontrol.ResourcePolicyRule) bool {
	for _, rule := range rules {
		if matchesResourcePolicyRule(ri, rule) {
			return true
		}
	}
	return false
}

// matchesResourcePolicyRule reports whether rule names ri's verb,
// resource (with its subresource, as "pods/log"), group and namespace; a
// cluster-scoped request (no namespace) needs clusterScope.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesResourcePolicyRule.
func matchesResourcePolicyRule(ri *genericrequest.RequestInfo, rule flowcontrol.ResourcePolicyRule) bool {
	if !containsString(ri.Verb, rule.Verbs, flowcontrol.VerbAll) ||
		!containsString(joinResource(ri.Resource, ri.Subresource), rule.Resources, flowcontrol.ResourceAll) ||
		!containsString(ri.APIGroup, rule.APIGroups, flowcontrol.APIGroupAll) {
		return false
	}
	if ri.Namespace == "" {
		return rule.ClusterScope
	}
	return containsString(ri.Namespace, rule.Namespaces, flowcontrol.NamespaceEvery)
}

// joinResource is "resource/subresource", or "resource" alone.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.rsJoin.
func joinResource(resource, subresource string) string {
	if subresource == "" {
		return resource
	}
	return resource + "/" + subresource
}

// matchesANonResourceRule reports whether one of rules names ri.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchesANonResourceRule.
func matchesANonResourceRule(ri *genericrequest.RequestInfo, rules []flowcontrol.NonResourcePolicyRule) bool {
	for _, rule := range rules {
		if containsString(ri.Verb, rule.Verbs, flowcontrol.VerbAll) && matchesNonResourceURL(rule.NonResourceURLs, ri.Path) {
			return true
		}
	}
	return false
}

// matchesNonResourceURL reports whether one of urls names path: "*"
// names every path; otherwise a url names itself and, taken as a prefix
// (a trailing "*" dropped, a "/" added if missing), every path below it.
// So "/apis/*" and "/apis" both name "/apis/x", and only "/apis" names
// "/apis" itself.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.matchPolicyRuleNonResourceURL.
func matchesNonResourceURL(urls []string, path string) bool {
	for _, url := range urls {
		if url == flowcontrol.NonResourceAll || url == path {
			return true
		}
		prefix := strings.TrimSuffix(url, "*")
		if !strings.HasSuffix(prefix, "/") {
			prefix += "/"
		}
		if strings.HasPrefix(path, prefix) {
			return true
		}
	}
	return false
}

// containsString reports whether x is in list, or list is just wildcard
// (validation keeps a wildcard alone in its list). The wildcard is not a
// pattern: "*" in a list means "every value".
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.containsString.
func containsString(x string, list []string, wildcard string) bool {
	if len(list) == 1 && list[0] == wildcard {
		return true
	}
	for _, y := range list {
		if x == y {
			return true
		}
	}
	return false
}
