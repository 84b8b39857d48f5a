package runtimeclass

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/node/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
)

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	if Strategy.NamespaceScoped() || !Strategy.AllowCreateOnUpdate() || Strategy.AllowUnconditionalUpdate() {
		t.Errorf("got namespaced %v createOnUpdate %v unconditional %v; want false true false",
			Strategy.NamespaceScoped(), Strategy.AllowCreateOnUpdate(), Strategy.AllowUnconditionalUpdate())
	}
	tests := []struct {
		name    string
		handler string
		want    int
	}{
		{"same handler", "runsc", 0},
		{"new handler", "runc", 1},
		{"invalid handler", "run_c", 2},
	}
	old := &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor", ResourceVersion: "1"}, Handler: "runsc"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rc := old.DeepCopy()
			rc.Handler = tt.handler
			if got := len(Strategy.ValidateUpdate(ctx, rc, old)); got != tt.want {
				t.Errorf("got %d errors; want %d", got, tt.want)
			}
		})
	}
}
