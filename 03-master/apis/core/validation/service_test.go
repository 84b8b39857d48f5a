package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// errorMessages prints errs as the 422 body's causes read: one
// "path: Type: value: detail" per error, "; " between them.
func errorMessages(errs field.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, e.Error())
	}
	return strings.Join(parts, "; ")
}

// TestValidateServiceClusterIPs: the cluster IP fields of a new service,
// with upstream's paths and messages.
func TestValidateServiceClusterIPs(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(s *core.Service)
		want   string
	}{
		{"both set and equal", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10"} }, ""},
		{"first must match clusterIP", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.11"} },
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.11\"}: first value must match `clusterIP`"},
		{"clusterIPs required with clusterIP", func(s *core.Service) { s.Spec.ClusterIP = "10.0.0.10" },
			"spec.clusterIPs: Required value"},
		{"clusterIPs without clusterIP", func(s *core.Service) { s.Spec.ClusterIPs = []string{"10.0.0.10"} },
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.10\"}: must be empty when `clusterIP` is not specified"},
		{"None stands alone", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "None", []string{"None", "fd00::1"} },
			"spec.clusterIPs: Invalid value: []string{\"None\", \"fd00::1\"}: 'None' must be the first and only value"},
		{"not an address", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.300", []string{"10.0.0.300"} },
			"spec.clusterIPs[0]: Invalid value: \"10.0.0.300\": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)"},
		{"leading zeros", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.010", []string{"10.0.0.010"} },
			"spec.clusterIPs[0]: Invalid value: \"10.0.0.010\": must not have leading 0s"},
		{"one per family", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10", "10.0.0.11"}
		},
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.10\", \"10.0.0.11\"}: may specify no more than one IP for each IP family"},
		{"at most two", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10", "fd00::1", "fd00::2"}
		}, "spec.clusterIPs: Invalid value: []string{\"10.0.0.10\", \"fd00::1\", \"fd00::2\"}: may only hold up to 2 values"},
		{"family of each address", func(s *core.Service) {
			s.Spec.ClusterIP, s.Spec.ClusterIPs, s.Spec.IPFamilies = "10.0.0.10", []string{"10.0.0.10"}, []core.IPFamily{core.IPv6Protocol}
		}, "spec.clusterIPs[0]: Invalid value: \"10.0.0.10\": expected an IPv6 value as indicated by `ipFamilies[0]`"},
		{"unknown and duplicate families", func(s *core.Service) { s.Spec.IPFamilies = []core.IPFamily{"IPv5", "IPv5"} },
			"spec.ipFamilies[0]: Unsupported value: \"IPv5\": supported values: \"IPv4\", \"IPv6\"; " +
				"spec.ipFamilies[1]: Unsupported value: \"IPv5\": supported values: \"IPv4\", \"IPv6\"; spec.ipFamilies[1]: Duplicate value: \"IPv5\""},
		{"family policy", func(s *core.Service) { s.Spec.IPFamilyPolicy = ptr(core.IPFamilyPolicy("TripleStack")) },
			"spec.ipFamilyPolicy: Unsupported value: \"TripleStack\": supported values: \"PreferDualStack\", \"RequireDualStack\", \"SingleStack\""},
		{"NodePort not headless", func(s *core.Service) {
			s.Spec.Type, s.Spec.ClusterIP, s.Spec.ClusterIPs = core.ServiceTypeNodePort, "None", []string{"None"}
			s.Spec.ExternalTrafficPolicy = core.ServiceExternalTrafficPolicyCluster
		}, "spec.clusterIPs[0]: Invalid value: \"None\": may not be set to 'None' for NodePort services"},
		{"ExternalName has no cluster IP", func(s *core.Service) {
			s.Spec.Type, s.Spec.ExternalName, s.Spec.ClusterIPs = core.ServiceTypeExternalName, "db.example.com.", []string{"10.0.0.10"}
			s.Spec.IPFamilyPolicy = ptr(core.IPFamilyPolicySingleStack)
		}, "spec.clusterIPs: Forbidden: may not be set for ExternalName services; spec.ipFamilyPolicy: Forbidden: may not be set for ExternalName services"},
		{"type sorted", func(s *core.Service) { s.Spec.Type = "Magic" },
			"spec.type: Unsupported value: \"Magic\": supported values: \"ClusterIP\", \"ExternalName\", \"LoadBalancer\", \"NodePort\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validService()
			tt.mutate(s)
			if got := errorMessages(ValidateServiceCreate(s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidateServiceUpdateClusterIPs: the allocated addresses stay.
func TestValidateServiceUpdateClusterIPs(t *testing.T) {
	tests := []struct {
		name     string
		old, new []string
		policy   *core.IPFamilyPolicy
		want     string
	}{
		{"unchanged", []string{"10.0.0.10"}, []string{"10.0.0.10"}, nil, ""},
		{"changed", []string{"10.0.0.10"}, []string{"10.0.0.11"}, nil,
			"spec.clusterIPs[0]: Invalid value: []string{\"10.0.0.11\"}: may not change once set"},
		{"secondary added", []string{"10.0.0.10"}, []string{"10.0.0.10", "fd00::1"}, nil, ""},
		{"secondary released without SingleStack", []string{"10.0.0.10", "fd00::1"}, []string{"10.0.0.10"}, nil,
			"spec.ipFamilyPolicy: Invalid value: null: must be set to 'SingleStack' when releasing the secondary clusterIP"},
		{"secondary released", []string{"10.0.0.10", "fd00::1"}, []string{"10.0.0.10"}, ptr(core.IPFamilyPolicySingleStack), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := validService(), validService()
			old.Spec.ClusterIP, old.Spec.ClusterIPs = tt.old[0], tt.old
			s.Spec.ClusterIP, s.Spec.ClusterIPs, s.Spec.IPFamilyPolicy = tt.new[0], tt.new, tt.policy
			if got := errorMessages(validateUpgradeDowngradeClusterIPs(old, s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// lbService is a LoadBalancer service as the v1 defaults leave it.
func lbService() *core.Service {
	s := validService()
	s.Spec.Type, s.Spec.AllocateLoadBalancerNodePorts = core.ServiceTypeLoadBalancer, ptr(true)
	s.Spec.ExternalTrafficPolicy = core.ServiceExternalTrafficPolicyCluster
	return s
}

// TestValidateServiceFields: ports, session affinity, external IPs, load
// balancer fields and traffic policies, with upstream's paths and
// messages.
func TestValidateServiceFields(t *testing.T) {
	tests := []struct {
		name    string
		service func() *core.Service
		mutate  func(s *core.Service)
		want    string
	}{
		{"load balancer", lbService, func(s *core.Service) {}, ""},
		{"same port and protocol twice", validService, func(s *core.Service) {
			s.Spec.Ports[0].Name = "a"
			s.Spec.Ports = append(s.Spec.Ports, s.Spec.Ports[0])
			s.Spec.Ports[1].Name = "b"
		}, `spec.ports[1]: Duplicate value: core.ServicePort{Name:"", Protocol:"TCP", AppProtocol:(*string)(nil), Port:80, TargetPort:intstr.IntOrString{Type:0, IntVal:0, StrVal:""}, NodePort:0}`},
		{"same node port twice", lbService, func(s *core.Service) {
			s.Spec.Ports[0].Name, s.Spec.Ports[0].NodePort = "a", 30080
			s.Spec.Ports = append(s.Spec.Ports, s.Spec.Ports[0])
			s.Spec.Ports[1].Name, s.Spec.Ports[1].Port = "b", 81
		}, "spec.ports[1].nodePort: Duplicate value: 30080"},
		{"node port on ClusterIP", validService, func(s *core.Service) { s.Spec.Ports[0].NodePort = 30080 },
			"spec.ports[0].nodePort: Forbidden: may not be used when `type` is 'ClusterIP'"},
		{"app protocol", validService, func(s *core.Service) { s.Spec.Ports[0].AppProtocol = ptr("a b") },
			`spec.ports[0].appProtocol: Invalid value: "a b": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`},
		{"affinity timeout", validService, func(s *core.Service) {
			s.Spec.SessionAffinity = core.ServiceAffinityClientIP
			s.Spec.SessionAffinityConfig = &core.SessionAffinityConfig{ClientIP: &core.ClientIPConfig{TimeoutSeconds: ptr[int32](0)}}
		}, "spec.sessionAffinityConfig.clientIP.timeoutSeconds: Invalid value: 0: must be greater than 0 and less than 86400"},
		{"affinity config with None", validService, func(s *core.Service) {
			s.Spec.SessionAffinityConfig = &core.SessionAffinityConfig{}
		}, "spec.sessionAffinityConfig: Forbidden: must not be set when session affinity is None"},
		{"external IP loopback", validService, func(s *core.Service) {
			s.Spec.ExternalIPs, s.Spec.ExternalTrafficPolicy = []string{"127.0.0.1"}, core.ServiceExternalTrafficPolicyCluster
		}, `spec.externalIPs[0]: Invalid value: "127.0.0.1": may not be in the loopback range (127.0.0.0/8, ::1/128)`},
		{"source ranges only for load balancers", validService, func(s *core.Service) { s.Spec.LoadBalancerSourceRanges = []string{"10.0.0.0/8"} },
			"spec.LoadBalancerSourceRanges: Forbidden: may only be used when `type` is 'LoadBalancer'"},
		{"source range with host bits", lbService, func(s *core.Service) { s.Spec.LoadBalancerSourceRanges = []string{" 10.0.0.1/8"} },
			`spec.LoadBalancerSourceRanges[0]: Invalid value: "10.0.0.1/8": must not have bits set beyond the prefix length`},
		{"source range not a CIDR", lbService, func(s *core.Service) { s.Spec.LoadBalancerSourceRanges = []string{"10.0.0.0"} },
			`spec.LoadBalancerSourceRanges[0]: Invalid value: "10.0.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)`},
		{"allocate node ports only for load balancers", validService, func(s *core.Service) { s.Spec.AllocateLoadBalancerNodePorts = ptr(true) },
			"spec.allocateLoadBalancerNodePorts: Forbidden: may only be used when `type` is 'LoadBalancer'"},
		{"allocate node ports required", lbService, func(s *core.Service) { s.Spec.AllocateLoadBalancerNodePorts = nil },
			"allocateLoadBalancerNodePorts: Required value"},
		{"load balancer class only for load balancers", validService, func(s *core.Service) { s.Spec.LoadBalancerClass = ptr("example.com/lb") },
			"spec.loadBalancerClass: Forbidden: may only be used when `type` is 'LoadBalancer'"},
		{"external traffic policy only when reachable", validService, func(s *core.Service) { s.Spec.ExternalTrafficPolicy = core.ServiceExternalTrafficPolicyLocal },
			`spec.externalTrafficPolicy: Invalid value: "Local": may only be set for externally-accessible services`},
		{"external traffic policy value", lbService, func(s *core.Service) { s.Spec.ExternalTrafficPolicy = "Nearby" },
			`spec.externalTrafficPolicy: Unsupported value: "Nearby": supported values: "Cluster", "Local"`},
		{"health check node port without Local", lbService, func(s *core.Service) { s.Spec.HealthCheckNodePort = 30100 },
			"spec.healthCheckNodePort: Invalid value: 30100: may only be set when `type` is 'LoadBalancer' and `externalTrafficPolicy` is 'Local'"},
		{"internal traffic policy required", validService, func(s *core.Service) { s.Spec.InternalTrafficPolicy = nil },
			"spec.internalTrafficPolicy: Required value"},
		{"internal traffic policy value", validService, func(s *core.Service) { s.Spec.InternalTrafficPolicy = ptr(core.ServiceInternalTrafficPolicy("Node")) },
			`spec.internalTrafficPolicy: Unsupported value: "Node": supported values: "Cluster", "Local"`},
		{"topology annotations disagree", validService, func(s *core.Service) {
			s.Annotations = map[string]string{"service.kubernetes.io/topology-mode": "Auto", "service.kubernetes.io/topology-aware-hints": "Disabled"}
		}, `metadata.annotations[service.kubernetes.io/topology-mode]: Invalid value: "Auto": must match annotations[service.kubernetes.io/topology-aware-hints] when both are specified`},
		{"source ranges annotation", validService, func(s *core.Service) {
			s.Annotations = map[string]string{"service.beta.kubernetes.io/load-balancer-source-ranges": "10.0.0.0/8, 1.2.3.4"}
		}, "metadata.annotations[service.beta.kubernetes.io/load-balancer-source-ranges]: Forbidden: may only be used when `type` is 'LoadBalancer'; " +
			`metadata.annotations[service.beta.kubernetes.io/load-balancer-source-ranges]: Invalid value: "1.2.3.4": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)`},
		{"traffic distribution", validService, func(s *core.Service) { s.Spec.TrafficDistribution = ptr("Anywhere") },
			`spec.trafficDistribution: Unsupported value: "Anywhere": supported values: "PreferClose", "PreferSameZone", "PreferSameNode"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.service()
			tt.mutate(s)
			if got := errorMessages(ValidateServiceCreate(s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidateServiceUpdateFields: the load balancer class and health
// check node port stay while the type keeps them.
func TestValidateServiceUpdateFields(t *testing.T) {
	old, s := lbService(), lbService()
	old.Spec.LoadBalancerClass, s.Spec.LoadBalancerClass = ptr("example.com/a"), ptr("example.com/b")
	old.Spec.ExternalTrafficPolicy, s.Spec.ExternalTrafficPolicy = core.ServiceExternalTrafficPolicyLocal, core.ServiceExternalTrafficPolicyLocal
	old.Spec.HealthCheckNodePort, s.Spec.HealthCheckNodePort = 30100, 30101
	want := `spec.loadBalancerClass: Invalid value: "example.com/b": may not change once set; spec.healthCheckNodePort: Forbidden: field is immutable`
	if got := errorMessages(ValidateServiceUpdate(s, old)); got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

// TestValidateServiceStatusUpdate: the ingress points a load balancer
// controller reports, with upstream's paths and messages.
func TestValidateServiceStatusUpdate(t *testing.T) {
	vip := ptr(core.LoadBalancerIPModeVIP)
	tests := []struct {
		name    string
		service func() *core.Service
		ingress []core.LoadBalancerIngress
		want    string
	}{
		{"load balancer", lbService, []core.LoadBalancerIngress{{IP: "1.2.3.4", IPMode: vip}, {Hostname: "lb.example.com"}}, ""},
		{"not a load balancer", validService, []core.LoadBalancerIngress{{IP: "1.2.3.4", IPMode: vip}},
			"status.loadBalancer.ingress: Forbidden: may only be used when `spec.type` is 'LoadBalancer'"},
		{"ip mode required", lbService, []core.LoadBalancerIngress{{IP: "1.2.3.4"}},
			"status.loadBalancer.ingress[0].ipMode: Required value: must be specified when `ip` is set"},
		{"ip mode without ip", lbService, []core.LoadBalancerIngress{{Hostname: "lb.example.com", IPMode: vip}},
			"status.loadBalancer.ingress[0].ipMode: Forbidden: may not be specified when `ip` is not set"},
		{"ip mode value", lbService, []core.LoadBalancerIngress{{IP: "1.2.3.4", IPMode: ptr(core.LoadBalancerIPMode("Direct"))}},
			`status.loadBalancer.ingress[0].ipMode: Unsupported value: "Direct": supported values: "Proxy", "VIP"`},
		{"bad ip", lbService, []core.LoadBalancerIngress{{IP: "1.2.3", IPMode: vip}},
			`status.loadBalancer.ingress[0].ip: Invalid value: "1.2.3": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)`},
		{"hostname is an address", lbService, []core.LoadBalancerIngress{{Hostname: "1.2.3.4"}},
			`status.loadBalancer.ingress[0].hostname: Invalid value: "1.2.3.4": must be a DNS name, not an IP address`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := tt.service(), tt.service()
			s.Status.LoadBalancer.Ingress = tt.ingress
			if got := errorMessages(ValidateServiceStatusUpdate(s, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidateServiceUpdateIPFamilies: the primary family stays.
func TestValidateServiceUpdateIPFamilies(t *testing.T) {
	v4, v6 := core.IPv4Protocol, core.IPv6Protocol
	tests := []struct {
		name     string
		old, new []core.IPFamily
		want     string
	}{
		{"unchanged", []core.IPFamily{v4}, []core.IPFamily{v4}, ""},
		{"secondary added", []core.IPFamily{v4}, []core.IPFamily{v4, v6}, ""},
		{"changed", []core.IPFamily{v4}, []core.IPFamily{v6},
			`spec.ipFamilies[0]: Invalid value: []core.IPFamily{"IPv6"}: may not change once set`},
		{"secondary released without SingleStack", []core.IPFamily{v4, v6}, []core.IPFamily{v4},
			"spec.ipFamilyPolicy: Invalid value: null: must be set to 'SingleStack' when releasing the secondary ipFamily"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := validService(), validService()
			old.Spec.IPFamilies, s.Spec.IPFamilies = tt.old, tt.new
			s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.10", []string{"10.0.0.10"}
			if got := errorMessages(validateUpgradeDowngradeIPFamilies(old, s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
