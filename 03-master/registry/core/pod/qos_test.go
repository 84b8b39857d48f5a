package pod

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

func TestComputePodQOS(t *testing.T) {
	q := resource.MustParse
	reqs := func(cpu, mem string) core.ResourceList {
		l := core.ResourceList{}
		if cpu != "" {
			l[core.ResourceCPU] = q(cpu)
		}
		if mem != "" {
			l[core.ResourceMemory] = q(mem)
		}
		return l
	}
	c := func(requests, limits core.ResourceList) core.Container {
		return core.Container{Name: "c", Resources: core.ResourceRequirements{Requests: requests, Limits: limits}}
	}
	tests := []struct {
		name       string
		containers []core.Container
		init       []core.Container
		want       core.PodQOSClass
	}{
		{"nothing set", []core.Container{c(nil, nil)}, nil, core.PodQOSBestEffort},
		{"requests equal limits", []core.Container{c(reqs("100m", "100Mi"), reqs("100m", "100Mi"))}, nil, core.PodQOSGuaranteed},
		{"equal in other notations", []core.Container{c(reqs("0.1", "104857600"), reqs("100m", "100Mi"))}, nil, core.PodQOSGuaranteed},
		{"limits only (requests default to them elsewhere, not here)", []core.Container{c(nil, reqs("100m", "100Mi"))}, nil, core.PodQOSBurstable},
		{"cpu only", []core.Container{c(reqs("100m", ""), reqs("100m", ""))}, nil, core.PodQOSBurstable},
		{"request below limit", []core.Container{c(reqs("50m", "100Mi"), reqs("100m", "100Mi"))}, nil, core.PodQOSBurstable},
		{"one guaranteed, one best effort", []core.Container{c(reqs("1", "1Gi"), reqs("1", "1Gi")), c(nil, nil)}, nil, core.PodQOSBurstable},
		{"two guaranteed", []core.Container{c(reqs("1", "1Gi"), reqs("1", "1Gi")), c(reqs("2", "2Gi"), reqs("2", "2Gi"))}, nil, core.PodQOSGuaranteed},
		{"a best-effort init container", []core.Container{c(reqs("1", "1Gi"), reqs("1", "1Gi"))}, []core.Container{c(nil, nil)}, core.PodQOSBurstable},
		{"zero requests and limits", []core.Container{c(reqs("0", "0"), reqs("0", "0"))}, nil, core.PodQOSBestEffort},
		{"only other resources", []core.Container{c(core.ResourceList{"example.com/gpu": q("1")}, core.ResourceList{"example.com/gpu": q("1")})}, nil, core.PodQOSBestEffort},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pod := &core.Pod{Spec: core.PodSpec{Containers: tt.containers, InitContainers: tt.init}}
			if got := computePodQOS(pod); got != tt.want {
				t.Errorf("computePodQOS: got %q; want %q", got, tt.want)
			}
			Strategy.PrepareForCreate(context.Background(), pod)
			if pod.Status.QOSClass != tt.want {
				t.Errorf("status.qosClass after PrepareForCreate: got %q; want %q", pod.Status.QOSClass, tt.want)
			}
		})
	}
}

// TestQOSClassKept: the class is set at creation and never changes: an
// update keeps the stored one, a status update without one gets it back
// (old kubelets dropped the field), as upstream backfills it.
func TestQOSClassKept(t *testing.T) {
	old := &core.Pod{Status: core.PodStatus{Phase: core.PodPending, QOSClass: core.PodQOSGuaranteed}}
	tests := []struct {
		name   string
		update func(newPod, old *core.Pod)
	}{
		{"update", func(newPod, old *core.Pod) { Strategy.PrepareForUpdate(context.Background(), newPod, old) }},
		{"status update", func(newPod, old *core.Pod) { StatusStrategy.PrepareForUpdate(context.Background(), newPod, old) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			newPod := &core.Pod{Status: core.PodStatus{Phase: core.PodRunning}}
			tt.update(newPod, old)
			if newPod.Status.QOSClass != core.PodQOSGuaranteed {
				t.Errorf("status.qosClass: got %q; want %q", newPod.Status.QOSClass, core.PodQOSGuaranteed)
			}
		})
	}
}
