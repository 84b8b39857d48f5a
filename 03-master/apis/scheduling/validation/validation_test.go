package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
)

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

func ptr[T any](v T) *T { return &v }

func pc(name string, value int32) *scheduling.PriorityClass {
	return &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: name}, Value: value, PreemptionPolicy: ptr(scheduling.PreemptLowerPriority)}
}

func TestValidatePriorityClass(t *testing.T) {
	tests := []struct {
		name   string
		pc     *scheduling.PriorityClass
		want   string
		detail string
	}{
		{"user class", pc("high", 1000), "", ""},
		{"highest user value", pc("top", scheduling.HighestUserDefinablePriority), "", ""},
		{"above the user range", pc("top", scheduling.HighestUserDefinablePriority+1), "FieldValueForbidden value", "maximum allowed value of a user defined priority is 1000000000"},
		{"system class", pc("system-node-critical", 2000001000), "", ""},
		{"system class, wrong value", pc("system-node-critical", 5), "FieldValueForbidden metadata.name",
			"priority class names with 'system-' prefix are reserved for system use only. error: value of system-node-critical PriorityClass must be 2000001000"},
		{"unknown system class", pc("system-mine", 5), "FieldValueForbidden metadata.name",
			"priority class names with 'system-' prefix are reserved for system use only. error: system-mine is not a known system priority class"},
		{"bad policy", &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: "p"}, PreemptionPolicy: ptr(scheduling.PreemptionPolicy("Sometimes"))}, "FieldValueNotSupported preemptionPolicy", ""},
		{"bad name", pc("High", 1), "FieldValueInvalid metadata.name", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidatePriorityClass(tt.pc)
			if got := causes(errs); got != tt.want {
				t.Fatalf("got %q; want %q", got, tt.want)
			}
			if tt.detail != "" && errs[0].Detail != tt.detail {
				t.Errorf("got detail %q; want %q", errs[0].Detail, tt.detail)
			}
		})
	}
}

func TestValidatePriorityClassUpdate(t *testing.T) {
	old := pc("high", 1000)
	old.ResourceVersion = "1"
	described := old.DeepCopy()
	described.Description = "for the web tier"
	described.GlobalDefault = true
	if got := causes(ValidatePriorityClassUpdate(described, old)); got != "" {
		t.Errorf("got %q; want description and globalDefault changeable", got)
	}
	revalued := old.DeepCopy()
	revalued.Value = 2000
	revalued.PreemptionPolicy = ptr(scheduling.PreemptNever)
	if got, want := causes(ValidatePriorityClassUpdate(revalued, old)), "FieldValueForbidden value; FieldValueInvalid preemptionPolicy"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
