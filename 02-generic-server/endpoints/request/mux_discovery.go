package request

import "context"

// muxAndDiscoveryIncompleteKey marks a request that arrived before every
// server of the chain had installed its paths.
type muxAndDiscoveryIncompleteKey struct{}

// WithMuxAndDiscoveryIncomplete returns a copy of parent marked as
// arriving before the chain's paths were all installed. Stage 06's
// WithMuxAndDiscoveryComplete filter marks requests; the not-found handler
// at the end of the chain (stage 04) answers a marked request 503 instead
// of 404, since the path it asked for may be about to appear.
// Upstream: the context key set by
// k8s.io/apiserver/pkg/endpoints/filters.WithMuxAndDiscoveryComplete; here
// in stage 02 so that stage 04's handler can read what stage 06 writes.
func WithMuxAndDiscoveryIncomplete(parent context.Context) context.Context {
	return context.WithValue(parent, muxAndDiscoveryIncompleteKey{}, true)
}

// NoMuxAndDiscoveryIncompleteKey reports whether ctx is not marked by
// WithMuxAndDiscoveryIncomplete.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.NoMuxAndDiscoveryIncompleteKey.
func NoMuxAndDiscoveryIncompleteKey(ctx context.Context) bool {
	marked, _ := ctx.Value(muxAndDiscoveryIncompleteKey{}).(bool)
	return !marked
}
