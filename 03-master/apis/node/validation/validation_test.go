package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
)

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

func TestValidateRuntimeClass(t *testing.T) {
	rc := func(handler string) *node.RuntimeClass {
		return &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor"}, Handler: handler}
	}
	toleration := core.Toleration{Key: "sandbox", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoSchedule}
	tests := []struct {
		name string
		rc   *node.RuntimeClass
		want string
	}{
		{"handler", rc("runsc"), ""},
		{"no handler", rc(""), "FieldValueRequired handler"},
		{"handler not a DNS label", rc("run.sc"), "FieldValueInvalid handler"},
		{"overhead", &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "kata"}, Handler: "kata",
			Overhead: &node.Overhead{PodFixed: core.ResourceList{core.ResourceCPU: resource.MustParse("250m")}}}, ""},
		{"negative overhead", &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "kata"}, Handler: "kata",
			Overhead: &node.Overhead{PodFixed: core.ResourceList{core.ResourceCPU: resource.MustParse("-1")}}}, "FieldValueInvalid overhead.limits[cpu]"},
		{"bad node selector", &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "kata"}, Handler: "kata",
			Scheduling: &node.Scheduling{NodeSelector: map[string]string{"a b": "c"}}}, "FieldValueInvalid scheduling.nodeSelector"},
		{"duplicate tolerations", &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "kata"}, Handler: "kata",
			Scheduling: &node.Scheduling{Tolerations: []core.Toleration{toleration, toleration}}}, "FieldValueDuplicate scheduling.tolerations[1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateRuntimeClass(tt.rc)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateRuntimeClassUpdate(t *testing.T) {
	old := &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor", ResourceVersion: "1"}, Handler: "runsc"}
	changed := old.DeepCopy()
	changed.Handler = "runc"
	if got, want := causes(ValidateRuntimeClassUpdate(changed, old)), "FieldValueInvalid handler"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
