package limitrange

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

func TestStrategy(t *testing.T) {
	if !Strategy.NamespaceScoped() || !Strategy.AllowCreateOnUpdate() || !Strategy.AllowUnconditionalUpdate() {
		t.Errorf("want namespaced, create on update, unconditional update")
	}
	lr := &core.LimitRange{}
	Strategy.PrepareForCreate(context.Background(), lr)
	if len(lr.Name) != 36 {
		t.Errorf("got name %q; want a UUID for a nameless limit range", lr.Name)
	}
	named := &core.LimitRange{}
	named.Name = "limits"
	Strategy.PrepareForCreate(context.Background(), named)
	if named.Name != "limits" {
		t.Errorf("got name %q; want limits kept", named.Name)
	}
	if errs := Strategy.Validate(context.Background(), &core.LimitRange{}); len(errs) == 0 {
		t.Errorf("got no errors for a limit range without metadata; want some")
	}
}
