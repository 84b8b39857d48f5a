package validation

import (
	"reflect"

	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// simpleResource is the key of a rule of one group, one resource and at
// most one name.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.simpleResource.
type simpleResource struct {
	Group             string
	Resource          string
	ResourceNameExist bool
	ResourceName      string
}

// CompactRules merges the verbs of simple rules (one group, one
// resource, at most one name, nothing else) on the same thing, so the
// broken-down list Covers returns reads as one line per resource. The
// order of the result is not defined; callers sort what they print.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.CompactRules.
func CompactRules(rules []rbacv1.PolicyRule) ([]rbacv1.PolicyRule, error) {
	compacted := make([]rbacv1.PolicyRule, 0, len(rules))
	simpleRules := map[simpleResource]*rbacv1.PolicyRule{}
	for _, rule := range rules {
		resource, isSimple := isSimpleResourceRule(&rule)
		if !isSimple {
			compacted = append(compacted, rule)
			continue
		}
		if existing, ok := simpleRules[resource]; ok {
			existing.Verbs = append(existing.Verbs, rule.Verbs...)
		} else {
			simpleRules[resource] = rule.DeepCopy()
		}
	}
	for _, rule := range simpleRules {
		compacted = append(compacted, *rule)
	}
	return compacted, nil
}

// isSimpleResourceRule returns the key of a simple rule.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.isSimpleResourceRule.
func isSimpleResourceRule(rule *rbacv1.PolicyRule) (simpleResource, bool) {
	if len(rule.ResourceNames) > 1 || len(rule.NonResourceURLs) > 0 || len(rule.APIGroups) != 1 || len(rule.Resources) != 1 {
		return simpleResource{}, false
	}
	simple := &rbacv1.PolicyRule{APIGroups: rule.APIGroups, Resources: rule.Resources, Verbs: rule.Verbs, ResourceNames: rule.ResourceNames}
	if !reflect.DeepEqual(simple, rule) {
		return simpleResource{}, false
	}
	resource := simpleResource{Group: rule.APIGroups[0], Resource: rule.Resources[0]}
	if len(rule.ResourceNames) == 1 {
		resource.ResourceNameExist, resource.ResourceName = true, rule.ResourceNames[0]
	}
	return resource, true
}
