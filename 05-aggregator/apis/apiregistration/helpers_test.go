package apiregistration

import (
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func sign(i int) int {
	switch {
	case i > 0:
		return 1
	case i < 0:
		return -1
	}
	return 0
}

func apiService(group, version string, groupPriority, versionPriority int32) *APIService {
	return &APIService{
		ObjectMeta: metav1.ObjectMeta{Name: version + "." + group},
		Spec:       APIServiceSpec{Group: group, Version: version, GroupPriorityMinimum: groupPriority, VersionPriority: versionPriority},
	}
}

// names prints groups as "v1.a v1beta1.a | v1.b".
func names(groups [][]*APIService) string {
	var parts []string
	for _, g := range groups {
		var n []string
		for _, s := range g {
			n = append(n, s.Name)
		}
		parts = append(parts, strings.Join(n, " "))
	}
	return strings.Join(parts, " | ")
}

func TestSortedByGroupAndVersion(t *testing.T) {
	tests := []struct {
		name string
		in   []*APIService
		want string
	}{{
		name: "groups by their highest priority",
		in: []*APIService{
			apiService("low", "v1", 100, 15),
			apiService("high", "v1", 1000, 15),
			apiService("low", "v2", 5000, 15), // lifts its whole group
		},
		want: "v2.low v1.low | v1.high",
	}, {
		name: "equal group priorities: by name",
		in: []*APIService{
			apiService("b", "v1", 100, 15),
			apiService("a", "v1", 100, 15),
			apiService("c", "v1", 100, 15),
		},
		want: "v1.a | v1.b | v1.c",
	}, {
		name: "versions by priority, then Kubernetes order",
		in: []*APIService{
			apiService("apps", "v1beta1", 100, 15),
			apiService("apps", "v1alpha1", 100, 15),
			apiService("apps", "foo", 100, 15),
			apiService("apps", "v1", 100, 15),
			apiService("apps", "v2alpha1", 100, 20), // priority beats version order
		},
		want: "v2alpha1.apps v1.apps v1beta1.apps v1alpha1.apps foo.apps",
	}, {
		name: "legacy core group",
		in: []*APIService{
			apiService("apps", "v1", 17800, 15),
			apiService("", "v1", 18000, 1),
		},
		want: "v1. | v1.apps",
	}, {
		name: "none",
		want: "",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]*APIService(nil), tt.in...)
			if got := names(SortedByGroupAndVersion(tt.in)); got != tt.want {
				t.Errorf("SortedByGroupAndVersion() = %q; want %q", got, tt.want)
			}
			for i := range in {
				if in[i] != tt.in[i] {
					t.Fatalf("the input slice was reordered")
				}
			}
		})
	}
}

func TestAPIServiceNameToGroupVersion(t *testing.T) {
	tests := []struct {
		name string
		want schema.GroupVersion
	}{
		{"v1.apps", schema.GroupVersion{Group: "apps", Version: "v1"}},
		{"v1.", schema.GroupVersion{Version: "v1"}},
		{"v1beta1.wardle.example.com", schema.GroupVersion{Group: "wardle.example.com", Version: "v1beta1"}},
		{"v1", schema.GroupVersion{Version: "v1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := APIServiceNameToGroupVersion(tt.name); got != tt.want {
				t.Errorf("APIServiceNameToGroupVersion(%q) = %v; want %v", tt.name, got, tt.want)
			}
		})
	}
}

func TestSetAPIServiceCondition(t *testing.T) {
	s := &APIService{}
	if IsAPIServiceConditionTrue(s, Available) || GetAPIServiceConditionByType(s, Available) != nil {
		t.Fatalf("a new APIService has an Available condition")
	}

	local := NewLocalAvailableAPIServiceCondition()
	if local.Type != Available || local.Status != ConditionTrue || local.Reason != "Local" ||
		local.Message != "Local APIServices are always available" || local.LastTransitionTime.IsZero() {
		t.Errorf("NewLocalAvailableAPIServiceCondition() = %+v", local)
	}
	SetAPIServiceCondition(s, local)
	if !IsAPIServiceConditionTrue(s, Available) {
		t.Fatalf("Available not True after setting it")
	}
	first := s.Status.Conditions[0].LastTransitionTime

	// Same status: the transition time stays, reason and message change.
	later := metav1.NewTime(first.Add(time.Hour))
	SetAPIServiceCondition(s, APIServiceCondition{Type: Available, Status: ConditionTrue, LastTransitionTime: later, Reason: "Passed", Message: "all good"})
	c := GetAPIServiceConditionByType(s, Available)
	if !c.LastTransitionTime.Equal(&first) || c.Reason != "Passed" || c.Message != "all good" {
		t.Errorf("after same-status set: %+v; want time %v, reason Passed, message all good", c, first)
	}

	// A new status moves the transition time.
	SetAPIServiceCondition(s, APIServiceCondition{Type: Available, Status: ConditionFalse, LastTransitionTime: later, Reason: "MissingEndpoints"})
	c = GetAPIServiceConditionByType(s, Available)
	if !c.LastTransitionTime.Equal(&later) || c.Status != ConditionFalse || c.Reason != "MissingEndpoints" {
		t.Errorf("after status change: %+v; want time %v, False, MissingEndpoints", c, later)
	}
	if IsAPIServiceConditionTrue(s, Available) {
		t.Errorf("IsAPIServiceConditionTrue = true for a False condition")
	}
	if len(s.Status.Conditions) != 1 {
		t.Errorf("conditions = %d; want 1 (overwritten, not appended)", len(s.Status.Conditions))
	}
}
