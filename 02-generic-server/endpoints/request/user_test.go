package request

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

func TestUserContext(t *testing.T) {
	if u, ok := UserFrom(context.Background()); ok || u != nil {
		t.Errorf("empty context: got %v, %v; want nil, false", u, ok)
	}
	jane := &user.DefaultInfo{Name: "jane", Groups: []string{user.AllAuthenticated}}
	ctx := WithNamespace(WithUser(context.Background(), jane), "demo")
	got, ok := UserFrom(ctx)
	if !ok || got != jane {
		t.Errorf("got %v, %v; want jane, true", got, ok)
	}
	if ns := NamespaceValue(ctx); ns != "demo" {
		t.Errorf("got namespace %q; want demo", ns)
	}
}
