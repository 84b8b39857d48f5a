// Package selfsubjectrulesreview is the create-only storage of
// selfsubjectrulesreviews: it lists the rules the sender holds in a
// namespace (kubectl auth can-i --list), from a RuleResolver (RBAC's).
// The list may be incomplete: status.incomplete says so. Nothing is
// stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.
// Left out: nothing of upstream's behaviour.
package selfsubjectrulesreview
