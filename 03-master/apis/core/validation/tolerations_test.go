package validation

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// TestValidateTolerations: each toleration rule, with upstream's paths
// and messages.
func TestValidateTolerations(t *testing.T) {
	tests := []struct {
		name       string
		toleration core.Toleration
		want       string
	}{
		{"equal", core.Toleration{Key: "dedicated", Operator: core.TolerationOpEqual, Value: "gpu", Effect: core.TaintEffectNoSchedule}, ""},
		{"exists matches all", core.Toleration{Operator: core.TolerationOpExists}, ""},
		{"unknown operator", core.Toleration{Key: "dedicated", Operator: "Foo"},
			`spec.tolerations[0].operator: Unsupported value: "Foo": supported values: "Equal", "Exists"`},
		{"comparison operators are gated", core.Toleration{Key: "dedicated", Operator: "Lt", Value: "5"},
			`spec.tolerations[0].operator: Unsupported value: "Lt": supported values: "Equal", "Exists", "Lt", "Gt"`},
		{"empty key needs Exists", core.Toleration{Operator: core.TolerationOpEqual},
			"spec.tolerations[0].operator: Invalid value: \"Equal\": operator must be Exists when `key` is empty, which means \"match all values and all keys\""},
		{"exists has no value", core.Toleration{Key: "dedicated", Operator: core.TolerationOpExists, Value: "gpu"},
			"spec.tolerations[0].operator: Invalid value: \"gpu\": value must be empty when `operator` is 'Exists'"},
		{"value is a label value", core.Toleration{Key: "dedicated", Value: "not valid!"},
			`spec.tolerations[0].operator: Invalid value: "not valid!": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`},
		{"key is a label name", core.Toleration{Key: "a b", Operator: core.TolerationOpExists},
			`spec.tolerations[0].key: Invalid value: "a b": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`},
		{"seconds need NoExecute", core.Toleration{Key: "k", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoSchedule, TolerationSeconds: ptr[int64](30)},
			"spec.tolerations[0].effect: Invalid value: \"NoSchedule\": effect must be 'NoExecute' when `tolerationSeconds` is set"},
		{"unknown effect", core.Toleration{Key: "k", Operator: core.TolerationOpExists, Effect: "NoWay"},
			`spec.tolerations[0].effect: Unsupported value: "NoWay": supported values: "NoSchedule", "PreferNoSchedule", "NoExecute"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			p.Spec.Tolerations = []core.Toleration{tt.toleration}
			if got := errorMessages(ValidatePodCreate(p)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidatePodUpdateMutableFields: what an update may and may not
// change, with upstream's paths and messages.
func TestValidatePodUpdateMutableFields(t *testing.T) {
	toleration := core.Toleration{Key: "k", Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: ptr[int64](30)}
	tests := []struct {
		name     string
		old, new func(p *core.Pod)
		want     string
	}{
		{"toleration added", func(p *core.Pod) {}, func(p *core.Pod) { p.Spec.Tolerations = []core.Toleration{toleration} }, ""},
		{"toleration seconds changed", func(p *core.Pod) { p.Spec.Tolerations = []core.Toleration{toleration} },
			func(p *core.Pod) {
				p.Spec.Tolerations = []core.Toleration{toleration}
				p.Spec.Tolerations[0].TolerationSeconds = ptr[int64](60)
			}, ""},
		{"toleration removed", func(p *core.Pod) { p.Spec.Tolerations = []core.Toleration{toleration} }, func(p *core.Pod) { p.Spec.Tolerations = nil },
			"spec.tolerations: Forbidden: existing toleration can not be modified except its tolerationSeconds"},
		{"deadline lowered", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](60) }, func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](30) }, ""},
		{"deadline raised", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](30) }, func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](60) },
			"spec.activeDeadlineSeconds: Invalid value: 60: must be less than or equal to previous value"},
		{"deadline removed", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](30) }, func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = nil },
			"spec.activeDeadlineSeconds: Invalid value: null: must not update from a positive integer to nil value"},
		{"grace period changed", func(p *core.Pod) { p.Spec.TerminationGracePeriodSeconds = ptr[int64](30) },
			func(p *core.Pod) { p.Spec.TerminationGracePeriodSeconds = ptr[int64](60) }, "spec: Forbidden: " + podUpdateForbiddenMsg},
		{"negative grace period set to 1", func(p *core.Pod) { p.Spec.TerminationGracePeriodSeconds = ptr[int64](-1) },
			func(p *core.Pod) { p.Spec.TerminationGracePeriodSeconds = ptr[int64](1) }, ""},
		{"container added", func(p *core.Pod) {}, func(p *core.Pod) {
			c := p.Spec.Containers[0]
			c.Name = "sidecar"
			p.Spec.Containers = append(p.Spec.Containers, c)
		}, "spec.containers: Forbidden: pod updates may not add or remove containers"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, p := validPod(), validPod()
			tt.old(old)
			tt.old(p)
			tt.new(p)
			if got := errorMessages(ValidatePodUpdate(p, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
