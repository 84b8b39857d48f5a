// Package generic is what the mutating and validating webhook plugins
// share: Webhook, the admission plugin that finds the webhooks a request
// concerns (rules, namespaceSelector, objectSelector) and hands them to
// its Dispatcher, which calls them (serially and patching for mutating,
// in parallel for validating); and VersionedAttributes, the request's
// objects in the version a webhook is sent.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.
// Left out: matchPolicy Equivalent across versions. Upstream finds the
// resource in another version of the group (apps/v1beta1 deployments for
// a rule on apps/v1) through an EquivalentResourceMapper and converts
// the object to it; ours serves each resource in one version, so a rule
// matches the request's own group, version and resource under either
// policy. Also left out: matchConditions, the composite source of
// manifest-file webhooks, metrics.
package generic
