package request

import (
	"context"
	"testing"
)

func TestNamespaceContext(t *testing.T) {
	ctx := context.Background()
	if ns, ok := NamespaceFrom(ctx); ok || ns != "" {
		t.Errorf("empty context: got %q, %v; want \"\", false", ns, ok)
	}
	ctx = WithNamespace(ctx, "")
	if ns, ok := NamespaceFrom(ctx); !ok || ns != "" {
		t.Errorf("cluster-wide: got %q, %v; want \"\", true", ns, ok)
	}
	ctx = WithNamespace(ctx, "demo")
	if got := NamespaceValue(ctx); got != "demo" {
		t.Errorf("got %q; want demo", got)
	}
}

func TestRequestInfoContext(t *testing.T) {
	if _, ok := RequestInfoFrom(context.Background()); ok {
		t.Errorf("empty context: got a RequestInfo")
	}
	info := &RequestInfo{Verb: "get", Name: "web"}
	got, ok := RequestInfoFrom(WithRequestInfo(context.Background(), info))
	if !ok || got != info {
		t.Errorf("got %v, %v; want the same RequestInfo", got, ok)
	}
}

func TestMuxAndDiscoveryIncomplete(t *testing.T) {
	ctx := context.Background()
	if !NoMuxAndDiscoveryIncompleteKey(ctx) {
		t.Errorf("unmarked context: got marked; want not")
	}
	if NoMuxAndDiscoveryIncompleteKey(WithMuxAndDiscoveryIncomplete(ctx)) {
		t.Errorf("marked context: got not marked; want marked")
	}
}
