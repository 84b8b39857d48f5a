package request

import (
	"context"
	"time"
)

type receivedTimestampKey struct{}

// WithReceivedTimestamp returns a copy of parent carrying the time the
// request reached the server; a zero time leaves parent as it is.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.WithReceivedTimestamp.
func WithReceivedTimestamp(parent context.Context, receivedTimestamp time.Time) context.Context {
	if receivedTimestamp.IsZero() {
		return parent
	}
	return context.WithValue(parent, receivedTimestampKey{}, receivedTimestamp)
}

// ReceivedTimestampFrom returns the time the request reached the server.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.ReceivedTimestampFrom.
func ReceivedTimestampFrom(ctx context.Context) (time.Time, bool) {
	t, ok := ctx.Value(receivedTimestampKey{}).(time.Time)
	return t, ok
}
