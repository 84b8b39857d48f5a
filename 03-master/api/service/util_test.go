package service

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

func TestExternallyAccessibleAndNeedsHealthCheck(t *testing.T) {
	tests := []struct {
		name                 string
		spec                 core.ServiceSpec
		accessible, needsHCN bool
	}{
		{"cluster IP", core.ServiceSpec{Type: core.ServiceTypeClusterIP}, false, false},
		{"cluster IP with external IPs", core.ServiceSpec{Type: core.ServiceTypeClusterIP, ExternalIPs: []string{"1.2.3.4"}}, true, false},
		{"node port", core.ServiceSpec{Type: core.ServiceTypeNodePort, ExternalTrafficPolicy: core.ServiceExternalTrafficPolicyLocal}, true, false},
		{"load balancer, cluster policy", core.ServiceSpec{Type: core.ServiceTypeLoadBalancer, ExternalTrafficPolicy: core.ServiceExternalTrafficPolicyCluster}, true, false},
		{"load balancer, local policy", core.ServiceSpec{Type: core.ServiceTypeLoadBalancer, ExternalTrafficPolicy: core.ServiceExternalTrafficPolicyLocal}, true, true},
		{"external name", core.ServiceSpec{Type: core.ServiceTypeExternalName, ExternalIPs: []string{"1.2.3.4"}}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := &core.Service{Spec: tt.spec}
			if got := ExternallyAccessible(svc); got != tt.accessible {
				t.Errorf("ExternallyAccessible: got %v; want %v", got, tt.accessible)
			}
			if got := NeedsHealthCheck(svc); got != tt.needsHCN {
				t.Errorf("NeedsHealthCheck: got %v; want %v", got, tt.needsHCN)
			}
		})
	}
}
