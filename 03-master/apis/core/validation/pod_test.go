package validation

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// TestValidatePodSpecMessages: pod spec rules, with upstream's paths and
// messages.
func TestValidatePodSpecMessages(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"deadline out of range", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](0) },
			"spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive"},
		{"deadline too large", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](1 << 31) },
			"spec.activeDeadlineSeconds: Invalid value: 2147483648: must be between 1 and 2147483647, inclusive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			tt.mutate(p)
			if got := errorMessages(ValidatePod(p)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
