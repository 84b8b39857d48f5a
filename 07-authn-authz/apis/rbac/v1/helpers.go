package v1

import (
	"fmt"
	"slices"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// PolicyRuleBuilder builds a PolicyRule and checks it: compact, and
// a rule missing its apiGroups (the common mistake) fails at startup
// instead of silently matching nothing.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.PolicyRuleBuilder.
//
// +k8s:deepcopy-gen=false
type PolicyRuleBuilder struct {
	PolicyRule PolicyRule
}

// NewRule starts a rule allowing verbs.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.NewRule.
func NewRule(verbs ...string) *PolicyRuleBuilder {
	return &PolicyRuleBuilder{PolicyRule: PolicyRule{Verbs: combine(nil, verbs)}}
}

// Groups adds API groups.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).Groups.
func (r *PolicyRuleBuilder) Groups(groups ...string) *PolicyRuleBuilder {
	r.PolicyRule.APIGroups = combine(r.PolicyRule.APIGroups, groups)
	return r
}

// Resources adds resources.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).Resources.
func (r *PolicyRuleBuilder) Resources(resources ...string) *PolicyRuleBuilder {
	r.PolicyRule.Resources = combine(r.PolicyRule.Resources, resources)
	return r
}

// Names adds resource names.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).Names.
func (r *PolicyRuleBuilder) Names(names ...string) *PolicyRuleBuilder {
	r.PolicyRule.ResourceNames = combine(r.PolicyRule.ResourceNames, names)
	return r
}

// URLs adds non-resource URLs.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).URLs.
func (r *PolicyRuleBuilder) URLs(urls ...string) *PolicyRuleBuilder {
	r.PolicyRule.NonResourceURLs = combine(r.PolicyRule.NonResourceURLs, urls)
	return r
}

// RuleOrDie is Rule, panicking on an error: for built-in policy.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).RuleOrDie.
func (r *PolicyRuleBuilder) RuleOrDie() PolicyRule {
	ret, err := r.Rule()
	if err != nil {
		panic(err)
	}
	return ret
}

// Rule returns the rule, every list sorted and without duplicates, or an
// error if it has no verbs, mixes URLs with resources, has resources but
// no groups, or has neither resources nor URLs.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*PolicyRuleBuilder).Rule.
func (r *PolicyRuleBuilder) Rule() (PolicyRule, error) {
	rule := r.PolicyRule
	if len(rule.Verbs) == 0 {
		return PolicyRule{}, fmt.Errorf("verbs are required: %#v", rule)
	}
	switch {
	case len(rule.NonResourceURLs) > 0:
		if len(rule.APIGroups) != 0 || len(rule.Resources) != 0 || len(rule.ResourceNames) != 0 {
			return PolicyRule{}, fmt.Errorf("non-resource rule may not have apiGroups, resources, or resourceNames: %#v", rule)
		}
	case len(rule.Resources) > 0:
		if len(rule.APIGroups) == 0 {
			return PolicyRule{}, fmt.Errorf("resource rule must have apiGroups: %#v", rule)
		}
	default:
		return PolicyRule{}, fmt.Errorf("a rule must have either nonResourceURLs or resources: %#v", rule)
	}
	return rule, nil
}

// combine is the sorted union of s1 and s2, as a new slice.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.combine (with sets.String).
func combine(s1, s2 []string) []string {
	s := slices.Concat(s1, s2)
	slices.Sort(s)
	return slices.Compact(s)
}

// ClusterRoleBindingBuilder builds a ClusterRoleBinding named after the
// ClusterRole it grants.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.ClusterRoleBindingBuilder.
//
// +k8s:deepcopy-gen=false
type ClusterRoleBindingBuilder struct {
	ClusterRoleBinding ClusterRoleBinding
}

// NewClusterBinding starts a ClusterRoleBinding of clusterRoleName; add
// at least one subject.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.NewClusterBinding.
func NewClusterBinding(clusterRoleName string) *ClusterRoleBindingBuilder {
	return &ClusterRoleBindingBuilder{ClusterRoleBinding: ClusterRoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: clusterRoleName},
		RoleRef:    RoleRef{APIGroup: GroupName, Kind: "ClusterRole", Name: clusterRoleName},
	}}
}

// Groups adds Group subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*ClusterRoleBindingBuilder).Groups.
func (r *ClusterRoleBindingBuilder) Groups(groups ...string) *ClusterRoleBindingBuilder {
	r.ClusterRoleBinding.Subjects = appendSubjects(r.ClusterRoleBinding.Subjects, GroupKind, groups)
	return r
}

// Users adds User subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*ClusterRoleBindingBuilder).Users.
func (r *ClusterRoleBindingBuilder) Users(users ...string) *ClusterRoleBindingBuilder {
	r.ClusterRoleBinding.Subjects = appendSubjects(r.ClusterRoleBinding.Subjects, UserKind, users)
	return r
}

// SAs adds ServiceAccount subjects of namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*ClusterRoleBindingBuilder).SAs.
func (r *ClusterRoleBindingBuilder) SAs(namespace string, serviceAccountNames ...string) *ClusterRoleBindingBuilder {
	r.ClusterRoleBinding.Subjects = appendSAs(r.ClusterRoleBinding.Subjects, namespace, serviceAccountNames)
	return r
}

// BindingOrDie is Binding, panicking on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*ClusterRoleBindingBuilder).BindingOrDie.
func (r *ClusterRoleBindingBuilder) BindingOrDie() ClusterRoleBinding {
	ret, err := r.Binding()
	if err != nil {
		panic(err)
	}
	return ret
}

// Binding returns the binding, or an error if it has no subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*ClusterRoleBindingBuilder).Binding.
func (r *ClusterRoleBindingBuilder) Binding() (ClusterRoleBinding, error) {
	if len(r.ClusterRoleBinding.Subjects) == 0 {
		return ClusterRoleBinding{}, fmt.Errorf("subjects are required: %#v", r.ClusterRoleBinding)
	}
	return r.ClusterRoleBinding, nil
}

// RoleBindingBuilder builds a RoleBinding named after the role it grants.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.RoleBindingBuilder.
//
// +k8s:deepcopy-gen=false
type RoleBindingBuilder struct {
	RoleBinding RoleBinding
}

// NewRoleBinding starts a RoleBinding in namespace of the Role roleName.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.NewRoleBinding.
func NewRoleBinding(roleName, namespace string) *RoleBindingBuilder {
	return newRoleBinding("Role", roleName, namespace)
}

// NewRoleBindingForClusterRole starts a RoleBinding in namespace of the
// ClusterRole roleName: its rules, granted in that namespace only.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.NewRoleBindingForClusterRole
// (upstream has it for the internal types only).
func NewRoleBindingForClusterRole(roleName, namespace string) *RoleBindingBuilder {
	return newRoleBinding("ClusterRole", roleName, namespace)
}

func newRoleBinding(kind, roleName, namespace string) *RoleBindingBuilder {
	return &RoleBindingBuilder{RoleBinding: RoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: roleName, Namespace: namespace},
		RoleRef:    RoleRef{APIGroup: GroupName, Kind: kind, Name: roleName},
	}}
}

// Groups adds Group subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*RoleBindingBuilder).Groups.
func (r *RoleBindingBuilder) Groups(groups ...string) *RoleBindingBuilder {
	r.RoleBinding.Subjects = appendSubjects(r.RoleBinding.Subjects, GroupKind, groups)
	return r
}

// Users adds User subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*RoleBindingBuilder).Users.
func (r *RoleBindingBuilder) Users(users ...string) *RoleBindingBuilder {
	r.RoleBinding.Subjects = appendSubjects(r.RoleBinding.Subjects, UserKind, users)
	return r
}

// SAs adds ServiceAccount subjects of namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*RoleBindingBuilder).SAs.
func (r *RoleBindingBuilder) SAs(namespace string, serviceAccountNames ...string) *RoleBindingBuilder {
	r.RoleBinding.Subjects = appendSAs(r.RoleBinding.Subjects, namespace, serviceAccountNames)
	return r
}

// BindingOrDie is Binding, panicking on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*RoleBindingBuilder).BindingOrDie.
func (r *RoleBindingBuilder) BindingOrDie() RoleBinding {
	ret, err := r.Binding()
	if err != nil {
		panic(err)
	}
	return ret
}

// Binding returns the binding, or an error if it has no subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/v1.(*RoleBindingBuilder).Binding.
func (r *RoleBindingBuilder) Binding() (RoleBinding, error) {
	if len(r.RoleBinding.Subjects) == 0 {
		return RoleBinding{}, fmt.Errorf("subjects are required: %#v", r.RoleBinding)
	}
	return r.RoleBinding, nil
}

// appendSubjects appends a User or Group subject per name.
func appendSubjects(subjects []Subject, kind string, names []string) []Subject {
	for _, name := range names {
		subjects = append(subjects, Subject{APIGroup: GroupName, Kind: kind, Name: name})
	}
	return subjects
}

// appendSAs appends a ServiceAccount subject per name.
func appendSAs(subjects []Subject, namespace string, names []string) []Subject {
	for _, name := range names {
		subjects = append(subjects, Subject{Kind: ServiceAccountKind, Namespace: namespace, Name: name})
	}
	return subjects
}
