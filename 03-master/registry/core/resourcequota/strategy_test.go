package resourcequota

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

var q = resource.MustParse

func TestPrepare(t *testing.T) {
	ctx := context.Background()
	spec := core.ResourceQuotaSpec{Hard: core.ResourceList{core.ResourcePods: q("10")}}
	status := core.ResourceQuotaStatus{Used: core.ResourceList{core.ResourcePods: q("3")}}

	created := &core.ResourceQuota{Spec: spec, Status: status}
	Strategy.PrepareForCreate(ctx, created)
	if !reflect.DeepEqual(created.Status, core.ResourceQuotaStatus{}) {
		t.Errorf("create: got status %v; want it cleared", created.Status)
	}

	old := &core.ResourceQuota{Spec: spec, Status: status}
	newSpec := core.ResourceQuotaSpec{Hard: core.ResourceList{core.ResourcePods: q("20")}}
	updated := &core.ResourceQuota{Spec: newSpec}
	Strategy.PrepareForUpdate(ctx, updated, old)
	if !reflect.DeepEqual(updated.Status, status) || !reflect.DeepEqual(updated.Spec, newSpec) {
		t.Errorf("update: got %v; want the new spec and the old status", updated)
	}

	newStatus := core.ResourceQuotaStatus{Used: core.ResourceList{core.ResourcePods: q("4")}}
	statusUpdate := &core.ResourceQuota{Spec: newSpec, Status: newStatus}
	StatusStrategy.PrepareForUpdate(ctx, statusUpdate, old)
	if !reflect.DeepEqual(statusUpdate.Spec, spec) || !reflect.DeepEqual(statusUpdate.Status, newStatus) {
		t.Errorf("status update: got %v; want the old spec and the new status", statusUpdate)
	}
}

func TestWarningsOnCreate(t *testing.T) {
	tests := []struct {
		name string
		hard core.ResourceList
		want []string
	}{
		{"request below limit", core.ResourceList{core.ResourceRequestsCPU: q("1"), core.ResourceLimitsCPU: q("2")}, nil},
		{"request above limit", core.ResourceList{core.ResourceRequestsMemory: q("2Gi"), core.ResourceLimitsMemory: q("1Gi")},
			[]string{"ResourceQuota requests.memory (2Gi) should be less than limits.memory (1Gi)"}},
		{"bare cpu means the request", core.ResourceList{core.ResourceCPU: q("2"), core.ResourceLimitsCPU: q("1")},
			[]string{"ResourceQuota cpu (2) should be less than limits.cpu (1)"}},
		{"bare storage does not", core.ResourceList{core.ResourceStorage: q("2Gi"), "limits.storage": q("1Gi")}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Strategy.WarningsOnCreate(context.Background(), &core.ResourceQuota{Spec: core.ResourceQuotaSpec{Hard: tt.hard}})
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestStrategyFlags(t *testing.T) {
	if !Strategy.NamespaceScoped() || Strategy.AllowCreateOnUpdate() || !Strategy.AllowUnconditionalUpdate() {
		t.Errorf("want namespaced, no create on update, unconditional update")
	}
}
