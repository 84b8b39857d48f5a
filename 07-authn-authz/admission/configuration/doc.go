// Package configuration turns the webhook configurations an informer
// holds into the flat, ordered list of webhooks the plugins call:
// configurations sorted by name, webhooks in their order within each.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/configuration
// (mutating_webhook_manager.go, validating_webhook_manager.go).
// Left out: the per-configuration cache of accessors (ours rebuilds the
// list on each change, which is rare) and the admission policy managers.
package configuration
