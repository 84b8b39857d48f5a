// Package matching decides whether a policy or a binding concerns a
// request: its matchConstraints (or a binding's matchResources) by
// resourceRules with resourceNames, excludeResourceRules, namespace and
// object selectors. It reuses the webhooks' predicates: the rules
// matcher, the namespace matcher (through the namespace informer) and
// the object matcher, as upstream shares
// k8s.io/apiserver/pkg/admission/plugin/webhook/predicates.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/matching.
//
// Left out: matchPolicy Equivalent's search for the same resource in
// another group or version (upstream asks the equivalent-resource
// mapper, which our ObjectInterfaces lacks): every resource we serve is
// served in one version, and a rule naming another version does not
// match, whatever matchPolicy says.
package matching
