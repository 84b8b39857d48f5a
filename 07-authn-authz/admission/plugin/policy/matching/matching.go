package matching

import (
	"fmt"

	"context"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/namespace"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/object"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/rules"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// Matcher matches requests against MatchResources.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.Matcher.
type Matcher struct {
	namespaceMatcher *namespace.Matcher
	objectMatcher    object.Matcher
}

// NewMatcher returns a matcher reading namespaces with m.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.NewMatcher.
func NewMatcher(m *namespace.Matcher) *Matcher {
	return &Matcher{namespaceMatcher: m}
}

// ValidateInitialization checks the namespace matcher got its informer.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.(*Matcher).ValidateInitialization.
func (m *Matcher) ValidateInitialization() error { return m.namespaceMatcher.Validate() }

// Matches reports whether criteria cover attr, and the resource and kind
// the request matched as (the request's own: see the package doc on
// Equivalent). The namespace selector is checked first (upstream's
// order), then the object selector, then the exclude rules, then the
// rules (none: every resource). A nil criteria matches nothing.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.(*Matcher).Matches.
func (m *Matcher) Matches(ctx context.Context, attr admission.Attributes, criteria *admissionregistration.MatchResources) (bool, schema.GroupVersionResource, schema.GroupVersionKind, error) {
	var none schema.GroupVersionResource
	var noKind schema.GroupVersionKind
	if criteria == nil {
		return false, none, noKind, nil
	}
	if ok, err := m.namespaceMatcher.MatchNamespaceSelector(ctx, criteria.NamespaceSelector, attr); err != nil {
		return false, none, noKind, err
	} else if !ok {
		return false, none, noKind, nil
	}
	if ok, err := m.objectMatcher.MatchObjectSelector(criteria.ObjectSelector, attr); err != nil {
		return false, none, noKind, err
	} else if !ok {
		return false, none, noKind, nil
	}
	if matchesResourceRules(criteria.ExcludeResourceRules, attr) {
		return false, none, noKind, nil
	}
	// No resourceRules: everything (a binding narrows by selectors alone).
	if len(criteria.ResourceRules) > 0 && !matchesResourceRules(criteria.ResourceRules, attr) {
		return false, none, noKind, nil
	}
	return true, attr.GetResource(), attr.GetKind(), nil
}

// matchesResourceRules reports whether one of the named rules covers
// attr: its rule and, when it lists resourceNames, the request's name.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.matchesResourceRules.
func matchesResourceRules(namedRules []admissionregistration.NamedRuleWithOperations, attr admission.Attributes) bool {
	for _, r := range namedRules {
		m := rules.Matcher{Rule: r.RuleWithOperations, Attr: attr}
		if !m.Matches() {
			continue
		}
		if len(r.ResourceNames) > 0 && !slices.Contains(r.ResourceNames, attr.GetName()) {
			continue
		}
		return true
	}
	return false
}

// GetNamespace returns the namespace name from the informer, or from
// storage when the informer has not seen it yet.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.(*Matcher).GetNamespace.
func (m *Matcher) GetNamespace(ctx context.Context, name string) (runtime.Object, error) {
	if m.namespaceMatcher.NamespaceInformer != nil {
		if obj, ok := m.namespaceMatcher.NamespaceInformer.Get(name); ok {
			return obj, nil
		}
	}
	if m.namespaceMatcher.GetNamespace == nil {
		return nil, fmt.Errorf("namespace %q not found", name)
	}
	return m.namespaceMatcher.GetNamespace(ctx, name)
}
