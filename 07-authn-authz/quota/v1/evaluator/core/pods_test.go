package core

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

func list(pairs ...string) core.ResourceList {
	l := core.ResourceList{}
	for i := 0; i < len(pairs); i += 2 {
		l[core.ResourceName(pairs[i])] = resource.MustParse(pairs[i+1])
	}
	return l
}

func container(requests, limits core.ResourceList) core.Container {
	return core.Container{Name: "c", Resources: core.ResourceRequirements{Requests: requests, Limits: limits}}
}

func TestPodUsage(t *testing.T) {
	tests := []struct {
		name string
		pod  core.Pod
		want core.ResourceList
	}{{
		name: "best effort",
		pod:  core.Pod{Spec: core.PodSpec{Containers: []core.Container{container(nil, nil)}}},
		want: list("count/pods", "1", "pods", "1"),
	}, {
		name: "containers summed",
		pod: core.Pod{Spec: core.PodSpec{Containers: []core.Container{
			container(list("cpu", "100m", "memory", "1Gi"), list("cpu", "200m")),
			container(list("cpu", "300m"), list("cpu", "400m", "memory", "2Gi")),
		}}},
		want: list("count/pods", "1", "pods", "1", "cpu", "400m", "requests.cpu", "400m", "memory", "1Gi",
			"requests.memory", "1Gi", "limits.cpu", "600m", "limits.memory", "2Gi"),
	}, {
		name: "init container larger than the sum",
		pod: core.Pod{Spec: core.PodSpec{
			InitContainers: []core.Container{container(list("cpu", "1"), nil)},
			Containers:     []core.Container{container(list("cpu", "100m"), nil)},
		}},
		want: list("count/pods", "1", "pods", "1", "cpu", "1", "requests.cpu", "1"),
	}, {
		// upstream's conformance test "ResourceQuota should create a
		// ResourceQuota and capture the life of a pod" counts a dongle
		name: "extended resource and huge pages",
		pod: core.Pod{Spec: core.PodSpec{Containers: []core.Container{
			container(list("cpu", "500m", "example.com/dongle", "2", "hugepages-2Mi", "4Mi"),
				list("example.com/dongle", "2", "hugepages-2Mi", "4Mi")),
		}}},
		want: list("count/pods", "1", "pods", "1", "cpu", "500m", "requests.cpu", "500m",
			"requests.example.com/dongle", "2", "hugepages-2Mi", "4Mi", "requests.hugepages-2Mi", "4Mi"),
	}, {
		// a RuntimeClass's overhead is charged: on every request, and on
		// the limits that are set
		name: "overhead",
		pod: core.Pod{Spec: core.PodSpec{Containers: []core.Container{container(list("cpu", "100m"), list("cpu", "200m"))},
			Overhead: list("cpu", "50m", "memory", "64Mi")}},
		want: list("count/pods", "1", "pods", "1", "cpu", "150m", "requests.cpu", "150m", "memory", "64Mi",
			"requests.memory", "64Mi", "limits.cpu", "250m"),
	}, {
		name: "terminal pod is only stored",
		pod: core.Pod{Spec: core.PodSpec{Containers: []core.Container{container(list("cpu", "1"), nil)}},
			Status: core.PodStatus{Phase: core.PodFailed}},
		want: list("count/pods", "1"),
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := PodUsageFunc(&tt.pod)
			if err != nil {
				t.Fatal(err)
			}
			if !quota.Equals(got, tt.want) {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestPodScopes(t *testing.T) {
	deadline := int64(30)
	bestEffort := &core.Pod{Spec: core.PodSpec{Containers: []core.Container{container(nil, nil)}}}
	burstable := &core.Pod{Spec: core.PodSpec{ActiveDeadlineSeconds: &deadline, PriorityClassName: "high",
		Containers: []core.Container{container(list("cpu", "1"), nil)}}}
	tests := []struct {
		scope        core.ScopedResourceSelectorRequirement
		want1, want2 bool // bestEffort, burstable
	}{
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeBestEffort}, true, false},
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeNotBestEffort}, false, true},
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeTerminating}, false, true},
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopeNotTerminating}, true, false},
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopePriorityClass, Operator: core.ScopeSelectorOpIn, Values: []string{"high"}}, false, true},
		{core.ScopedResourceSelectorRequirement{ScopeName: core.ResourceQuotaScopePriorityClass, Operator: core.ScopeSelectorOpDoesNotExist}, true, false},
	}
	for _, tt := range tests {
		t.Run(string(tt.scope.ScopeName)+string(tt.scope.Operator), func(t *testing.T) {
			got1, _ := podMatchesScope(tt.scope, bestEffort)
			got2, _ := podMatchesScope(tt.scope, burstable)
			if got1 != tt.want1 || got2 != tt.want2 {
				t.Errorf("got %v, %v; want %v, %v", got1, got2, tt.want1, tt.want2)
			}
		})
	}
}

func TestServiceUsage(t *testing.T) {
	no := false
	ports := []core.ServicePort{{Port: 80}, {Port: 81, NodePort: 30081}}
	tests := []struct {
		name string
		spec core.ServiceSpec
		want core.ResourceList
	}{
		{"cluster IP", core.ServiceSpec{Type: core.ServiceTypeClusterIP, Ports: ports},
			list("count/services", "1", "services", "1", "services.nodeports", "0", "services.loadbalancers", "0")},
		{"node port", core.ServiceSpec{Type: core.ServiceTypeNodePort, Ports: ports},
			list("count/services", "1", "services", "1", "services.nodeports", "2", "services.loadbalancers", "0")},
		{"load balancer without node ports", core.ServiceSpec{Type: core.ServiceTypeLoadBalancer, Ports: ports, AllocateLoadBalancerNodePorts: &no},
			list("count/services", "1", "services", "1", "services.nodeports", "1", "services.loadbalancers", "1")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := NewServiceEvaluator(nil).Usage(&core.Service{Spec: tt.spec})
			if err != nil {
				t.Fatal(err)
			}
			if !quota.Equals(got, tt.want) {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestPodMatchingResources(t *testing.T) {
	input := []core.ResourceName{"pods", "requests.cpu", "requests.example.com/dongle", "example.com/dongle",
		"requests.hugepages-2Mi", "services", "requests.storage", "count/pods"}
	want := "count/pods pods requests.cpu requests.example.com/dongle requests.hugepages-2Mi"
	var got []string
	for _, n := range NewPodEvaluator(nil).MatchingResources(input) {
		got = append(got, string(n))
	}
	if g := strings.Join(got, " "); g != want {
		t.Errorf("got %s; want %s", g, want)
	}
}
