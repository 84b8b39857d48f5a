package policy

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"slices"
	"strings"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// DefaultAuditLevel is the level of a request no rule matches.
// Upstream: k8s.io/apiserver/pkg/audit/policy.DefaultAuditLevel.
const DefaultAuditLevel = auditv1.LevelNone

// NewPolicyRuleEvaluator returns the evaluator of policy; each rule's
// omitted stages are joined with the policy's. policy is copied.
// Upstream: k8s.io/apiserver/pkg/audit/policy.NewPolicyRuleEvaluator
// (which edits the policy it is given).
func NewPolicyRuleEvaluator(policy *auditv1.Policy) audit.PolicyRuleEvaluator {
	p := policy.DeepCopy()
	for i, rule := range p.Rules {
		p.Rules[i].OmitStages = unionStages(p.OmitStages, rule.OmitStages)
	}
	return &policyRuleEvaluator{Policy: *p}
}

// unionStages joins lists of stages, each stage once, in order.
func unionStages(lists ...[]auditv1.Stage) []auditv1.Stage {
	var result []auditv1.Stage
	for _, list := range lists {
		for _, s := range list {
			if !slices.Contains(result, s) {
				result = append(result, s)
			}
		}
	}
	return result
}

// NewFakePolicyRuleEvaluator returns an evaluator that gives every
// request level and omits stages; for tests.
// Upstream: k8s.io/apiserver/pkg/audit/policy.NewFakePolicyRuleEvaluator.
func NewFakePolicyRuleEvaluator(level auditv1.Level, stages []auditv1.Stage) audit.PolicyRuleEvaluator {
	return fakePolicyRuleEvaluator{audit.RequestAuditConfig{Level: level, OmitStages: stages}}
}

type fakePolicyRuleEvaluator struct{ config audit.RequestAuditConfig }

func (f fakePolicyRuleEvaluator) EvaluatePolicyRule(authorizer.Attributes) audit.RequestAuditConfig {
	return f.config
}

type policyRuleEvaluator struct {
	auditv1.Policy
}

// EvaluatePolicyRule returns the configuration of the first rule that
// matches attrs, or level None with the policy's omitted stages.
// Upstream: k8s.io/apiserver/pkg/audit/policy.(*policyRuleEvaluator).EvaluatePolicyRule.
func (p *policyRuleEvaluator) EvaluatePolicyRule(attrs authorizer.Attributes) audit.RequestAuditConfig {
	for i := range p.Rules {
		rule := &p.Rules[i]
		if ruleMatches(rule, attrs) {
			omit := p.OmitManagedFields
			if rule.OmitManagedFields != nil {
				omit = *rule.OmitManagedFields
			}
			return audit.RequestAuditConfig{Level: rule.Level, OmitStages: rule.OmitStages, OmitManagedFields: omit}
		}
	}
	return audit.RequestAuditConfig{Level: DefaultAuditLevel, OmitStages: p.OmitStages, OmitManagedFields: p.OmitManagedFields}
}

// ruleMatches reports whether every field r sets matches attrs.
// Upstream: k8s.io/apiserver/pkg/audit/policy.ruleMatches.
func ruleMatches(r *auditv1.PolicyRule, attrs authorizer.Attributes) bool {
	u := attrs.GetUser()
	if len(r.Users) > 0 && (u == nil || !slices.Contains(r.Users, u.GetName())) {
		return false
	}
	if len(r.UserGroups) > 0 && (u == nil || !slices.ContainsFunc(u.GetGroups(), func(g string) bool {
		return slices.Contains(r.UserGroups, g)
	})) {
		return false
	}
	if len(r.Verbs) > 0 && !slices.Contains(r.Verbs, attrs.GetVerb()) {
		return false
	}
	if len(r.Namespaces) > 0 || len(r.Resources) > 0 {
		return ruleMatchesResource(r, attrs)
	}
	if len(r.NonResourceURLs) > 0 {
		return ruleMatchesNonResource(r, attrs)
	}
	return true
}

// ruleMatchesNonResource matches a non-resource request's path.
// Upstream: k8s.io/apiserver/pkg/audit/policy.ruleMatchesNonResource.
func ruleMatchesNonResource(r *auditv1.PolicyRule, attrs authorizer.Attributes) bool {
	if attrs.IsResourceRequest() {
		return false
	}
	return slices.ContainsFunc(r.NonResourceURLs, func(spec string) bool {
		return pathMatches(attrs.GetPath(), spec)
	})
}

// pathMatches: "*" matches all, a trailing "*" a prefix, else exactly.
// Upstream: k8s.io/apiserver/pkg/audit/policy.pathMatches.
func pathMatches(path, spec string) bool {
	if spec == "*" || spec == path {
		return true
	}
	return strings.HasSuffix(spec, "*") && strings.HasPrefix(path, strings.TrimRight(spec, "*"))
}

// ruleMatchesResource matches a resource request's namespace and
// group/resource/subresource/name.
// Upstream: k8s.io/apiserver/pkg/audit/policy.ruleMatchesResource.
func ruleMatchesResource(r *auditv1.PolicyRule, attrs authorizer.Attributes) bool {
	if !attrs.IsResourceRequest() {
		return false
	}
	// Cluster-scoped requests have namespace "".
	if len(r.Namespaces) > 0 && !slices.Contains(r.Namespaces, attrs.GetNamespace()) {
		return false
	}
	if len(r.Resources) == 0 {
		return true
	}
	for _, gr := range r.Resources {
		if groupResourcesMatch(gr, attrs) {
			return true
		}
	}
	return false
}

// groupResourcesMatch matches one GroupResources entry: "pods/log" is a
// subresource, "*/log" any resource's, "pods/*" pods and all theirs.
func groupResourcesMatch(gr auditv1.GroupResources, attrs authorizer.Attributes) bool {
	if gr.Group != attrs.GetAPIGroup() && gr.Group != "*" {
		return false
	}
	if len(gr.Resources) == 0 {
		return true
	}
	if len(gr.ResourceNames) > 0 && !slices.Contains(gr.ResourceNames, attrs.GetName()) {
		return false
	}
	resource, subresource := attrs.GetResource(), attrs.GetSubresource()
	combined := resource
	if subresource != "" {
		combined = resource + "/" + subresource
	}
	for _, res := range gr.Resources {
		switch {
		case res == combined || res == "*":
			return true
		case subresource != "" && strings.HasPrefix(res, "*/") && subresource == strings.TrimPrefix(res, "*/"):
			return true
		case strings.HasSuffix(res, "/*") && resource == strings.TrimSuffix(res, "/*"):
			return true
		}
	}
	return false
}
