package service

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

func ptr[T any](v T) *T { return &v }

// loadBalancer is a LoadBalancer service as the v1 defaults and the
// allocator leave it.
func loadBalancer() *core.Service {
	return &core.Service{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", ResourceVersion: "1"},
		Spec: core.ServiceSpec{
			Type: core.ServiceTypeLoadBalancer, SessionAffinity: core.ServiceAffinityNone,
			ClusterIP: "10.0.0.10", ClusterIPs: []string{"10.0.0.10"},
			Ports:                         []core.ServicePort{{Port: 80, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(80), NodePort: 30080}},
			ExternalTrafficPolicy:         core.ServiceExternalTrafficPolicyLocal,
			HealthCheckNodePort:           30100,
			AllocateLoadBalancerNodePorts: ptr(true),
			LoadBalancerClass:             ptr("example.com/lb"),
			InternalTrafficPolicy:         ptr(core.ServiceInternalTrafficPolicyCluster),
		},
	}
}

// TestPrepareForUpdateTypeChange: a change of type that leaves the other
// fields as they were passes validation, because what the old type
// implied is dropped first, as upstream does.
func TestPrepareForUpdateTypeChange(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(s *core.Service)
	}{
		{"to ClusterIP", func(s *core.Service) { s.Spec.Type = core.ServiceTypeClusterIP }},
		{"to NodePort", func(s *core.Service) { s.Spec.Type = core.ServiceTypeNodePort }},
		{"to ExternalName", func(s *core.Service) {
			s.Spec.Type, s.Spec.ExternalName = core.ServiceTypeExternalName, "db.example.com"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := loadBalancer(), loadBalancer()
			tt.mutate(s)
			Strategy.PrepareForUpdate(context.Background(), s, old)
			if errs := Strategy.ValidateUpdate(context.Background(), s, old); len(errs) != 0 {
				t.Errorf("got %v; want no errors", errs.ToAggregate())
			}
		})
	}
}

// TestPrepareForUpdateKeepsChangedFields: a field the client changed
// along with the type is kept, for validation to judge.
func TestPrepareForUpdateKeepsChangedFields(t *testing.T) {
	old, s := loadBalancer(), loadBalancer()
	s.Spec.Type, s.Spec.LoadBalancerClass = core.ServiceTypeClusterIP, ptr("example.com/other")
	Strategy.PrepareForUpdate(context.Background(), s, old)
	errs := Strategy.ValidateUpdate(context.Background(), s, old)
	if got, want := errs.ToAggregate().Error(), "spec.loadBalancerClass: Forbidden: may only be used when `type` is 'LoadBalancer'"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
