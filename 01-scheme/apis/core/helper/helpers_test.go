package helper

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

func TestResourceNames(t *testing.T) {
	tests := []struct {
		name                              core.ResourceName
		standard, quota, container, integ bool
	}{
		{"cpu", true, true, true, false},
		{"storage", true, false, false, false},
		{"pods", true, true, false, true},
		{"requests.memory", true, true, false, false},
		{"services.loadbalancers", true, true, false, true},
		{"hugepages-2Mi", true, true, true, false},
		{"requests.hugepages-2Mi", true, true, false, false},
		{"example.com/gpu", false, false, false, true},
		{"kubernetes.io/whatever", false, false, false, false},
		{"bogus", false, false, false, false},
	}
	for _, tt := range tests {
		t.Run(string(tt.name), func(t *testing.T) {
			if got := IsStandardResourceName(tt.name); got != tt.standard {
				t.Errorf("IsStandardResourceName = %v; want %v", got, tt.standard)
			}
			if got := IsStandardQuotaResourceName(tt.name); got != tt.quota {
				t.Errorf("IsStandardQuotaResourceName = %v; want %v", got, tt.quota)
			}
			if got := IsStandardContainerResourceName(tt.name); got != tt.container {
				t.Errorf("IsStandardContainerResourceName = %v; want %v", got, tt.container)
			}
			if got := IsIntegerResourceName(tt.name); got != tt.integ {
				t.Errorf("IsIntegerResourceName = %v; want %v", got, tt.integ)
			}
		})
	}
}

func TestScopeValidForResource(t *testing.T) {
	tests := []struct {
		scope    core.ResourceQuotaScope
		resource core.ResourceName
		want     bool
	}{
		{core.ResourceQuotaScopeBestEffort, core.ResourcePods, true},
		{core.ResourceQuotaScopeBestEffort, core.ResourceRequestsCPU, false},
		{core.ResourceQuotaScopeNotTerminating, core.ResourceLimitsMemory, true},
		{core.ResourceQuotaScopeTerminating, core.ResourceSecrets, false},
		{core.ResourceQuotaScopeVolumeAttributesClass, core.ResourceRequestsStorage, true},
		{core.ResourceQuotaScopeVolumeAttributesClass, core.ResourcePods, false},
	}
	for _, tt := range tests {
		if got := IsResourceQuotaScopeValidForResource(tt.scope, tt.resource); got != tt.want {
			t.Errorf("IsResourceQuotaScopeValidForResource(%s, %s) = %v; want %v", tt.scope, tt.resource, got, tt.want)
		}
	}
}

func TestIsOvercommitAllowed(t *testing.T) {
	for name, want := range map[core.ResourceName]bool{
		"cpu": true, "memory": true, "kubernetes.io/whatever": true,
		"hugepages-2Mi": false, "example.com/gpu": false,
	} {
		if got := IsOvercommitAllowed(name); got != want {
			t.Errorf("IsOvercommitAllowed(%q): got %v; want %v", name, got, want)
		}
	}
}
