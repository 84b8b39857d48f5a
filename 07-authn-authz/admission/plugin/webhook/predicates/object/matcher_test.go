package object

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

func TestMatchObjectSelector(t *testing.T) {
	labeled := func(l map[string]string) runtime.Object {
		return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Labels: l}}
	}
	selector := &metav1.LabelSelector{MatchLabels: map[string]string{"webhook": "on"}}
	tests := []struct {
		name     string
		selector *metav1.LabelSelector
		obj, old runtime.Object
		want     bool
	}{
		{"nil selector", nil, labeled(nil), nil, true},
		{"empty selector", &metav1.LabelSelector{}, labeled(nil), nil, true},
		{"new object matches", selector, labeled(map[string]string{"webhook": "on"}), nil, true},
		{"old object matches", selector, labeled(nil), labeled(map[string]string{"webhook": "on"}), true},
		{"neither matches", selector, labeled(map[string]string{"webhook": "off"}), labeled(nil), false},
		{"delete, old matches", selector, nil, labeled(map[string]string{"webhook": "on"}), true},
		{"expression", &metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "webhook", Operator: metav1.LabelSelectorOpDoesNotExist}}},
			labeled(nil), nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			attr := admission.NewAttributesRecord(tt.obj, tt.old, schema.GroupVersionKind{}, "ns", "x",
				schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", admission.Update, nil, false, nil)
			got, err := Matcher{}.MatchObjectSelector(tt.selector, attr)
			if err != nil || got != tt.want {
				t.Errorf("got %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}
