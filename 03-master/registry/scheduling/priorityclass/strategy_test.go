package priorityclass

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
)

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	if Strategy.NamespaceScoped() {
		t.Errorf("got namespaced; want cluster-scoped")
	}
	pc := &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: "high", Generation: 7}, Value: 1000}
	Strategy.PrepareForCreate(ctx, pc)
	if pc.Generation != 1 {
		t.Errorf("got generation %d; want 1", pc.Generation)
	}
	tests := []struct {
		name  string
		value int32
		want  int
	}{
		{"user value", 1000, 0},
		{"system value", 2000000000, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pc := &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: "high"}, Value: tt.value}
			if got := len(Strategy.Validate(ctx, pc)); got != tt.want {
				t.Errorf("got %d errors; want %d", got, tt.want)
			}
		})
	}
	old := &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: "high", ResourceVersion: "1"}, Value: 1000}
	changed := old.DeepCopy()
	changed.Value = 10
	if got := len(Strategy.ValidateUpdate(ctx, changed, old)); got != 1 {
		t.Errorf("got %d errors; want value immutable", got)
	}
}
