package validation

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

var q = resource.MustParse

func validLimitRange() *core.LimitRange {
	return &core.LimitRange{
		ObjectMeta: objMeta("limits"),
		Spec: core.LimitRangeSpec{Limits: []core.LimitRangeItem{
			{
				Type:                 core.LimitTypeContainer,
				Max:                  core.ResourceList{core.ResourceCPU: q("2"), core.ResourceMemory: q("1Gi")},
				Min:                  core.ResourceList{core.ResourceCPU: q("100m")},
				Default:              core.ResourceList{core.ResourceCPU: q("1")},
				DefaultRequest:       core.ResourceList{core.ResourceCPU: q("500m")},
				MaxLimitRequestRatio: core.ResourceList{core.ResourceCPU: q("4")},
			},
			{Type: core.LimitTypePod, Max: core.ResourceList{core.ResourceCPU: q("4")}},
			{Type: core.LimitTypePersistentVolumeClaim, Max: core.ResourceList{core.ResourceStorage: q("10Gi")}},
		}},
	}
}

func TestValidateLimitRange(t *testing.T) {
	container := func(lr *core.LimitRange) *core.LimitRangeItem { return &lr.Spec.Limits[0] }
	tests := []struct {
		name   string
		mutate func(lr *core.LimitRange)
		want   string
	}{
		{"valid", func(lr *core.LimitRange) {}, ""},
		{"invalid name", func(lr *core.LimitRange) { lr.Name = "Limits!" }, "FieldValueInvalid metadata.name"},
		{"unknown type", func(lr *core.LimitRange) { container(lr).Type = "Node" }, "FieldValueInvalid spec.limits[0].type"},
		{"qualified type is fine", func(lr *core.LimitRange) { lr.Spec.Limits[2].Type = "example.com/Thing" }, ""},
		{"duplicate type", func(lr *core.LimitRange) { lr.Spec.Limits[1].Type = core.LimitTypeContainer },
			"FieldValueDuplicate spec.limits[1].type"},
		{"container resource name", func(lr *core.LimitRange) { container(lr).Max["storage"] = q("1Gi") },
			"FieldValueInvalid spec.limits[0].max[storage]"},
		{"non-standard resource name", func(lr *core.LimitRange) { lr.Spec.Limits[2].Max["bogus"] = q("1") },
			"FieldValueInvalid spec.limits[2].max[bogus]"},
		{"pod default forbidden", func(lr *core.LimitRange) {
			lr.Spec.Limits[1].Default = core.ResourceList{core.ResourceCPU: q("1")}
			lr.Spec.Limits[1].DefaultRequest = core.ResourceList{core.ResourceCPU: q("1")}
		}, "FieldValueForbidden spec.limits[1].default; FieldValueForbidden spec.limits[1].defaultRequest"},
		{"claim needs a storage bound", func(lr *core.LimitRange) {
			lr.Spec.Limits[2].Max = core.ResourceList{core.ResourceCPU: q("1")}
		}, "FieldValueRequired spec.limits[2].limits"},
		{"min above max", func(lr *core.LimitRange) { container(lr).Min[core.ResourceCPU] = q("3") },
			// and the ratio 4 now exceeds max/min
			"FieldValueInvalid spec.limits[0].min[cpu]; FieldValueInvalid spec.limits[0].defaultRequest[cpu]; FieldValueInvalid spec.limits[0].default[cpu]; FieldValueInvalid spec.limits[0].maxLimitRequestRatio[cpu]"},
		{"min above defaultRequest", func(lr *core.LimitRange) {
			container(lr).Min[core.ResourceCPU] = q("600m")
			container(lr).MaxLimitRequestRatio[core.ResourceCPU] = q("2")
		}, "FieldValueInvalid spec.limits[0].defaultRequest[cpu]"},
		{"defaultRequest above default", func(lr *core.LimitRange) { container(lr).DefaultRequest[core.ResourceCPU] = q("1500m") },
			"FieldValueInvalid spec.limits[0].defaultRequest[cpu]"},
		{"defaultRequest above max", func(lr *core.LimitRange) {
			container(lr).DefaultRequest[core.ResourceCPU] = q("3")
			container(lr).Default[core.ResourceCPU] = q("3")
		}, "FieldValueInvalid spec.limits[0].defaultRequest[cpu]; FieldValueInvalid spec.limits[0].default[cpu]"},
		{"ratio below 1", func(lr *core.LimitRange) { container(lr).MaxLimitRequestRatio[core.ResourceCPU] = q("500m") },
			"FieldValueInvalid spec.limits[0].maxLimitRequestRatio[cpu]"},
		{"ratio above max/min", func(lr *core.LimitRange) { container(lr).MaxLimitRequestRatio[core.ResourceCPU] = q("21") },
			"FieldValueInvalid spec.limits[0].maxLimitRequestRatio[cpu]"},
		{"extended resource on container", func(lr *core.LimitRange) { container(lr).Max["example.com/gpu"] = q("1") }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lr := validLimitRange()
			tt.mutate(lr)
			if got := errorSummary(ValidateLimitRange(lr)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func validQuota() *core.ResourceQuota {
	return &core.ResourceQuota{
		ObjectMeta: objMeta("quota"),
		Spec: core.ResourceQuotaSpec{
			Hard: core.ResourceList{
				core.ResourcePods: q("10"), core.ResourceRequestsCPU: q("4"), core.ResourceLimitsMemory: q("8Gi"),
			},
			Scopes: []core.ResourceQuotaScope{core.ResourceQuotaScopeNotTerminating},
		},
		Status: core.ResourceQuotaStatus{
			Hard: core.ResourceList{core.ResourcePods: q("10")},
			Used: core.ResourceList{core.ResourcePods: q("3")},
		},
	}
}

func TestValidateResourceQuota(t *testing.T) {
	selector := func(reqs ...core.ScopedResourceSelectorRequirement) *core.ScopeSelector {
		return &core.ScopeSelector{MatchExpressions: reqs}
	}
	tests := []struct {
		name   string
		mutate func(rq *core.ResourceQuota)
		want   string
	}{
		{"valid", func(rq *core.ResourceQuota) {}, ""},
		{"invalid name", func(rq *core.ResourceQuota) { rq.Name = "Quota!" }, "FieldValueInvalid metadata.name"},
		{"count of any resource is fine", func(rq *core.ResourceQuota) {
			rq.Spec.Scopes = nil
			rq.Spec.Hard["count/deployments.apps"] = q("5")
		}, ""},
		{"non-quota resource", func(rq *core.ResourceQuota) { rq.Spec.Hard["storage"] = q("1Gi") },
			"FieldValueInvalid spec.hard[storage]"},
		{"unknown resource", func(rq *core.ResourceQuota) { rq.Spec.Hard["bogus"] = q("1") },
			"FieldValueInvalid spec.hard[bogus]; FieldValueInvalid spec.hard[bogus]"},
		{"negative", func(rq *core.ResourceQuota) { rq.Spec.Hard[core.ResourceRequestsCPU] = q("-1") },
			"FieldValueInvalid spec.hard[requests.cpu]"},
		{"fractional count", func(rq *core.ResourceQuota) { rq.Spec.Hard[core.ResourcePods] = q("1500m") },
			"FieldValueInvalid spec.hard[pods]"},
		{"status negative", func(rq *core.ResourceQuota) { rq.Status.Used[core.ResourcePods] = q("-1") },
			"FieldValueInvalid status.used[pods]"},
		{"status unknown", func(rq *core.ResourceQuota) { rq.Status.Hard["bogus"] = q("1") },
			"FieldValueInvalid status.hard[bogus]; FieldValueInvalid status.hard[bogus]"},
		{"unsupported scope", func(rq *core.ResourceQuota) { rq.Spec.Scopes = []core.ResourceQuotaScope{"Sometimes"} },
			"FieldValueInvalid spec.scopes"},
		{"scope not for resource", func(rq *core.ResourceQuota) {
			rq.Spec.Scopes = []core.ResourceQuotaScope{core.ResourceQuotaScopeBestEffort}
		}, "FieldValueInvalid spec.scopes; FieldValueInvalid spec.scopes"},
		{"conflicting scopes", func(rq *core.ResourceQuota) {
			rq.Spec.Scopes = append(rq.Spec.Scopes, core.ResourceQuotaScopeTerminating)
		}, "FieldValueInvalid spec.scopes"},
		{"selector valid", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: core.ResourceQuotaScopePriorityClass, Operator: core.ScopeSelectorOpIn, Values: []string{"high"},
			})
		}, ""},
		{"selector needs values for In", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: core.ResourceQuotaScopePriorityClass, Operator: core.ScopeSelectorOpIn,
			})
		}, "FieldValueRequired spec.scopeSelector.matchExpressions.values"},
		{"selector Exists takes no values", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: core.ResourceQuotaScopePriorityClass, Operator: core.ScopeSelectorOpExists, Values: []string{"x"},
			})
		}, "FieldValueInvalid spec.scopeSelector.matchExpressions.values"},
		{"selector yes/no scope needs Exists", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: core.ResourceQuotaScopeTerminating, Operator: core.ScopeSelectorOpIn, Values: []string{"x"},
			})
		}, "FieldValueInvalid spec.scopeSelector.matchExpressions.operator"},
		{"selector bad operator", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: core.ResourceQuotaScopePriorityClass, Operator: "Near",
			})
		}, "FieldValueInvalid spec.scopeSelector.matchExpressions.operator"},
		{"selector unsupported scope", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(core.ScopedResourceSelectorRequirement{
				ScopeName: "Sometimes", Operator: core.ScopeSelectorOpExists,
			})
		}, "FieldValueInvalid spec.scopeSelector.matchExpressions.scopeName"},
		{"selector conflicting scopes", func(rq *core.ResourceQuota) {
			rq.Spec.ScopeSelector = selector(
				core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeTerminating, Operator: core.ScopeSelectorOpExists},
				core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeNotTerminating, Operator: core.ScopeSelectorOpExists},
			)
		}, "FieldValueInvalid spec.scopeSelector.matchExpressions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rq := validQuota()
			tt.mutate(rq)
			if got := errorSummary(ValidateResourceQuota(rq)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateResourceQuotaUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(rq *core.ResourceQuota)
		want   string
	}{
		{"hard may change", func(rq *core.ResourceQuota) { rq.Spec.Hard[core.ResourcePods] = q("20") }, ""},
		{"scopes may not be added", func(rq *core.ResourceQuota) {
			rq.Spec.Scopes = []core.ResourceQuotaScope{core.ResourceQuotaScopeNotBestEffort, core.ResourceQuotaScopeNotTerminating}
		}, "FieldValueInvalid spec.scopes"},
		{"scopes may not change", func(rq *core.ResourceQuota) { rq.Spec.Scopes = nil }, "FieldValueInvalid spec.scopes"},
		{"name may not change", func(rq *core.ResourceQuota) { rq.Name = "other" }, "FieldValueInvalid metadata.name"},
		{"invalid new spec", func(rq *core.ResourceQuota) { rq.Spec.Hard[core.ResourcePods] = q("-1") },
			"FieldValueInvalid spec.hard[pods]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, rq := validQuota(), validQuota()
			tt.mutate(rq)
			if got := errorSummary(ValidateResourceQuotaUpdate(rq, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	// The same scopes in another order are the same set.
	old, rq := validQuota(), validQuota()
	old.Spec.Scopes = []core.ResourceQuotaScope{core.ResourceQuotaScopeNotTerminating, core.ResourceQuotaScopeNotBestEffort}
	rq.Spec.Scopes = []core.ResourceQuotaScope{core.ResourceQuotaScopeNotBestEffort, core.ResourceQuotaScopeNotTerminating}
	if got := errorSummary(ValidateResourceQuotaUpdate(rq, old)); got != "" {
		t.Errorf("reordered scopes: got %q; want none", got)
	}
}

func TestValidateResourceQuotaStatusUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(rq *core.ResourceQuota)
		want   string
	}{
		{"used may change", func(rq *core.ResourceQuota) { rq.Status.Used[core.ResourcePods] = q("4") }, ""},
		{"resourceVersion required", func(rq *core.ResourceQuota) { rq.ResourceVersion = "" },
			"FieldValueInvalid metadata.resourceVersion; FieldValueRequired resourceVersion"},
		{"negative used", func(rq *core.ResourceQuota) { rq.Status.Used[core.ResourcePods] = q("-4") },
			"FieldValueInvalid status.used[pods]"},
		{"spec is not checked here", func(rq *core.ResourceQuota) { rq.Spec.Hard[core.ResourcePods] = q("-1") }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, rq := validQuota(), validQuota()
			tt.mutate(rq)
			if got := errorSummary(ValidateResourceQuotaStatusUpdate(rq, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
