// Package tokenreview is the create-only storage of tokenreviews: it
// authenticates the token in the body as if it had come in a request's
// Authorization header, for the requested audiences (the API server's by
// default), and answers with the user. Nothing is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.
// Left out: nothing of upstream's behaviour.
package tokenreview
