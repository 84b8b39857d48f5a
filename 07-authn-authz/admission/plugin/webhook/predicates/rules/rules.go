// Package rules decides whether a webhook rule covers a request: its
// operation, group, version, resource and subresource, and scope.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.
package rules

import (
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// namespaceResource is the one cluster-scoped resource whose requests
// carry a namespace (its own name).
var namespaceResource = schema.GroupVersionResource{Version: "v1", Resource: "namespaces"}

// Matcher matches one rule against one request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.Matcher.
type Matcher struct {
	Rule admissionregistration.RuleWithOperations
	Attr admission.Attributes
}

// Matches reports whether the rule covers the request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.(*Matcher).Matches.
func (r *Matcher) Matches() bool {
	gvr := r.Attr.GetResource()
	return r.scope() &&
		r.operation() &&
		matchesOrWildcard(r.Rule.APIGroups, gvr.Group) &&
		matchesOrWildcard(r.Rule.APIVersions, gvr.Version) &&
		r.resource()
}

// matchesOrWildcard reports whether items holds "*" or value.
func matchesOrWildcard(items []string, value string) bool {
	return slices.Contains(items, "*") || slices.Contains(items, value)
}

// operation matches "*" or the request's operation.
func (r *Matcher) operation() bool {
	op := admissionregistration.OperationType(r.Attr.GetOperation())
	return slices.Contains(r.Rule.Operations, admissionregistration.OperationAll) || slices.Contains(r.Rule.Operations, op)
}

// resource matches "res/sub" entries: "*" in either half matches
// anything there, and a plain "res" (or "*") only matches requests with
// no subresource.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.(*Matcher).resource.
func (r *Matcher) resource() bool {
	opRes, opSub := r.Attr.GetResource().Resource, r.Attr.GetSubresource()
	for _, entry := range r.Rule.Resources {
		res, sub, _ := strings.Cut(entry, "/")
		if (res == "*" || res == opRes) && (sub == "*" || sub == opSub) {
			return true
		}
	}
	return false
}

// scope matches the rule's scope: Namespaced covers requests in a
// namespace, Cluster the others; a Namespace itself is cluster-scoped,
// though its requests name it as their namespace.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.(*Matcher).scope.
func (r *Matcher) scope() bool {
	if r.Rule.Scope == nil || *r.Rule.Scope == admissionregistration.AllScopes {
		return true
	}
	isNamespaceObject := r.Attr.GetResource() == namespaceResource
	switch *r.Rule.Scope {
	case admissionregistration.NamespacedScope:
		return !isNamespaceObject && r.Attr.GetNamespace() != ""
	case admissionregistration.ClusterScope:
		return isNamespaceObject || r.Attr.GetNamespace() == ""
	default:
		return false
	}
}

// IsExemptAdmissionConfigurationResource reports whether attr is about a
// webhook configuration or an admission policy or binding, which no
// webhook (and no policy) sees: a broken one must not block its repair.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/rules.IsExemptAdmissionConfigurationResource.
func IsExemptAdmissionConfigurationResource(attr admission.Attributes) bool {
	gvk := attr.GetKind()
	if gvk.Group != admissionregistration.GroupName {
		return false
	}
	switch gvk.Kind {
	case "ValidatingWebhookConfiguration", "MutatingWebhookConfiguration",
		"ValidatingAdmissionPolicy", "ValidatingAdmissionPolicyBinding",
		"MutatingAdmissionPolicy", "MutatingAdmissionPolicyBinding":
		return true
	}
	return false
}
