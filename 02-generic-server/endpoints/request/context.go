package request

import "context"

// key is the type of this package's context keys; being unexported, no
// other package can collide with them.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.key.
type key int

const (
	// namespaceKey holds the namespace a handler works in.
	namespaceKey key = iota
	// requestInfoKey holds the *RequestInfo.
	requestInfoKey
)

// WithNamespace returns a copy of parent carrying namespace.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.WithNamespace.
func WithNamespace(parent context.Context, namespace string) context.Context {
	return context.WithValue(parent, namespaceKey, namespace)
}

// NamespaceFrom returns the namespace in ctx, and whether there is one.
// Storage tells a cluster-wide request ("" set) from a missing namespace
// (not set) with it. Upstream: k8s.io/apiserver/pkg/endpoints/request.NamespaceFrom.
func NamespaceFrom(ctx context.Context) (string, bool) {
	namespace, ok := ctx.Value(namespaceKey).(string)
	return namespace, ok
}

// NamespaceValue returns the namespace in ctx, or "" if there is none.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.NamespaceValue.
func NamespaceValue(ctx context.Context) string {
	namespace, _ := NamespaceFrom(ctx)
	return namespace
}

// WithRequestInfo returns a copy of parent carrying info.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.WithRequestInfo.
func WithRequestInfo(parent context.Context, info *RequestInfo) context.Context {
	return context.WithValue(parent, requestInfoKey, info)
}

// RequestInfoFrom returns the RequestInfo in ctx, if any.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.RequestInfoFrom.
func RequestInfoFrom(ctx context.Context) (*RequestInfo, bool) {
	info, ok := ctx.Value(requestInfoKey).(*RequestInfo)
	return info, ok
}
