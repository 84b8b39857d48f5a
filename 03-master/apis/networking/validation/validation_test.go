package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
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

func ingress(mutate func(*networking.Ingress)) *networking.Ingress {
	in := &networking.Ingress{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: networking.IngressSpec{Rules: []networking.IngressRule{{Host: "web.example.com",
			IngressRuleValue: networking.IngressRuleValue{HTTP: &networking.HTTPIngressRuleValue{Paths: []networking.HTTPIngressPath{{
				Path: "/", PathType: ptr(networking.PathTypePrefix),
				Backend: networking.IngressBackend{Service: &networking.IngressServiceBackend{Name: "web", Port: networking.ServiceBackendPort{Number: 80}}},
			}}}}}}},
	}
	mutate(in)
	return in
}

func TestValidateIngressCreate(t *testing.T) {
	path := func(in *networking.Ingress) *networking.HTTPIngressPath { return &in.Spec.Rules[0].HTTP.Paths[0] }
	tests := []struct {
		name   string
		mutate func(*networking.Ingress)
		want   string
	}{
		{"valid", func(*networking.Ingress) {}, ""},
		{"wildcard host", func(in *networking.Ingress) { in.Spec.Rules[0].Host = "*.example.com" }, ""},
		{"IP host", func(in *networking.Ingress) { in.Spec.Rules[0].Host = "10.0.0.1" }, "FieldValueInvalid spec.rules[0].host"},
		{"nothing", func(in *networking.Ingress) { in.Spec.Rules = nil }, "FieldValueInvalid spec"},
		{"no pathType", func(in *networking.Ingress) { path(in).PathType = nil }, "FieldValueRequired spec.rules[0].http.paths[0].pathType"},
		{"relative path", func(in *networking.Ingress) { path(in).Path = "web" }, "FieldValueInvalid spec.rules[0].http.paths[0].path"},
		{"dot-dot", func(in *networking.Ingress) { path(in).Path = "/a/../b" }, "FieldValueInvalid spec.rules[0].http.paths[0].path"},
		{"no port", func(in *networking.Ingress) { path(in).Backend.Service.Port.Number = 0 }, "FieldValueRequired spec.rules[0].http.paths[0].backend"},
		{"two backends", func(in *networking.Ingress) {
			path(in).Backend.Resource = &core.TypedLocalObjectReference{Kind: "Bucket", Name: "b"}
		}, "FieldValueInvalid spec.rules[0].http.paths[0].backend"},
		{"bad TLS host", func(in *networking.Ingress) {
			in.Spec.TLS = []networking.IngressTLS{{Hosts: []string{"Web"}, SecretName: "tls"}}
		}, "FieldValueInvalid spec.tls[0].hosts[0]"},
		{"class annotation mismatch", func(in *networking.Ingress) {
			in.Annotations = map[string]string{"kubernetes.io/ingress.class": "a"}
			in.Spec.IngressClassName = ptr("b")
		}, "FieldValueInvalid annotations.kubernetes.io/ingress.class"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateIngressCreate(ingress(tt.mutate))); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateIngressStatusUpdate(t *testing.T) {
	old := ingress(func(in *networking.Ingress) { in.ResourceVersion = "1" })
	in := old.DeepCopy()
	in.Status.LoadBalancer.Ingress = []networking.IngressLoadBalancerIngress{{IP: "10.0.0.5"}, {Hostname: "10.0.0.6"}}
	if got, want := causes(ValidateIngressStatusUpdate(in, old)), "FieldValueInvalid status.loadBalancer.ingress[1].hostname"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestValidateIngressClass(t *testing.T) {
	class := func(controller string, params *networking.IngressClassParametersReference) *networking.IngressClass {
		return &networking.IngressClass{ObjectMeta: metav1.ObjectMeta{Name: "nginx"}, Spec: networking.IngressClassSpec{Controller: controller, Parameters: params}}
	}
	tests := []struct {
		name  string
		class *networking.IngressClass
		want  string
	}{
		{"valid", class("k8s.io/ingress-nginx", nil), ""},
		{"no controller", class("", nil), "FieldValueRequired spec.controller"},
		{"not domain-prefixed", class("nginx", nil), "FieldValueInvalid spec.controller"},
		{"namespace scope without namespace", class("k8s.io/ingress-nginx",
			&networking.IngressClassParametersReference{Kind: "Params", Name: "p", Scope: ptr("Namespace")}), "FieldValueRequired spec.parameters.namespace"},
		{"cluster scope with namespace", class("k8s.io/ingress-nginx",
			&networking.IngressClassParametersReference{Kind: "Params", Name: "p", Scope: ptr("Cluster"), Namespace: ptr("a")}), "FieldValueForbidden spec.parameters.namespace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateIngressClass(tt.class)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	old := class("k8s.io/ingress-nginx", nil)
	old.ResourceVersion = "1"
	changed := old.DeepCopy()
	changed.Spec.Controller = "example.com/other"
	if got, want := causes(ValidateIngressClassUpdate(changed, old)), "FieldValueInvalid spec.controller"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestValidateNetworkPolicy(t *testing.T) {
	policy := func(spec networking.NetworkPolicySpec) *networking.NetworkPolicy {
		return &networking.NetworkPolicy{ObjectMeta: metav1.ObjectMeta{Name: "deny", Namespace: "default"}, Spec: spec}
	}
	port := func(p intstr.IntOrString, end *int32) networking.NetworkPolicyPort {
		return networking.NetworkPolicyPort{Protocol: ptr(core.ProtocolTCP), Port: &p, EndPort: end}
	}
	tests := []struct {
		name string
		spec networking.NetworkPolicySpec
		want string
	}{
		{"deny all", networking.NetworkPolicySpec{PolicyTypes: []networking.PolicyType{networking.PolicyTypeIngress}}, ""},
		{"port range", networking.NetworkPolicySpec{Ingress: []networking.NetworkPolicyIngressRule{{Ports: []networking.NetworkPolicyPort{port(intstr.FromInt32(80), ptr(int32(90)))}}}}, ""},
		{"end below port", networking.NetworkPolicySpec{Ingress: []networking.NetworkPolicyIngressRule{{Ports: []networking.NetworkPolicyPort{port(intstr.FromInt32(80), ptr(int32(70)))}}}},
			"FieldValueInvalid spec.ingress[0].ports[0].endPort"},
		{"named port with end", networking.NetworkPolicySpec{Ingress: []networking.NetworkPolicyIngressRule{{Ports: []networking.NetworkPolicyPort{port(intstr.FromString("http"), ptr(int32(70)))}}}},
			"FieldValueInvalid spec.ingress[0].ports[0].endPort"},
		{"empty peer", networking.NetworkPolicySpec{Ingress: []networking.NetworkPolicyIngressRule{{From: []networking.NetworkPolicyPeer{{}}}}},
			"FieldValueRequired spec.ingress[0].from[0]"},
		{"except outside cidr", networking.NetworkPolicySpec{Egress: []networking.NetworkPolicyEgressRule{{To: []networking.NetworkPolicyPeer{{
			IPBlock: &networking.IPBlock{CIDR: "10.0.0.0/16", Except: []string{"10.1.0.0/24"}}}}}}}, "FieldValueInvalid spec.egress[0].to[0].ipBlock.except[0]"},
		{"bad selector operator", networking.NetworkPolicySpec{PodSelector: metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "app", Operator: "Is"}}}},
			"FieldValueInvalid spec.podSelector.matchExpressions[0].operator"},
		{"bad policy type", networking.NetworkPolicySpec{PolicyTypes: []networking.PolicyType{"Sideways"}}, "FieldValueNotSupported spec.policyTypes[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateNetworkPolicy(policy(tt.spec), NetworkPolicyValidationOptions{})); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateServiceCIDR(t *testing.T) {
	cidr := func(cidrs ...string) *networking.ServiceCIDR {
		return &networking.ServiceCIDR{ObjectMeta: metav1.ObjectMeta{Name: "extra", ResourceVersion: "1"}, Spec: networking.ServiceCIDRSpec{CIDRs: cidrs}}
	}
	tests := []struct {
		name string
		sc   *networking.ServiceCIDR
		want string
	}{
		{"one", cidr("10.96.0.0/16"), ""},
		{"dual stack", cidr("10.96.0.0/16", "2001:db8::/64"), ""},
		{"none", cidr(), "FieldValueRequired spec.cidrs"},
		{"two IPv4", cidr("10.96.0.0/16", "10.97.0.0/16"), "FieldValueInvalid spec.cidrs"},
		{"bits beyond prefix", cidr("10.96.0.1/16"), "FieldValueInvalid spec.cidrs[0]"},
		{"not canonical", cidr("2001:DB8::/64"), "FieldValueInvalid spec.cidrs[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateServiceCIDR(tt.sc)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	old := cidr("10.96.0.0/16")
	if got := causes(ValidateServiceCIDRUpdate(cidr("10.96.0.0/16", "2001:db8::/64"), old)); got != "" {
		t.Errorf("got %q; want a second family allowed", got)
	}
	if got, want := causes(ValidateServiceCIDRUpdate(cidr("10.97.0.0/16"), old)), "FieldValueInvalid spec.cidrs[0]"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestValidateIPAddress(t *testing.T) {
	parent := &networking.ParentReference{Resource: "services", Namespace: "default", Name: "web"}
	tests := []struct {
		name string
		ip   *networking.IPAddress
		want string
	}{
		{"valid", &networking.IPAddress{ObjectMeta: metav1.ObjectMeta{Name: "10.96.0.10"}, Spec: networking.IPAddressSpec{ParentRef: parent}}, ""},
		{"not an IP", &networking.IPAddress{ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: networking.IPAddressSpec{ParentRef: parent}}, "FieldValueInvalid metadata.name"},
		{"not canonical", &networking.IPAddress{ObjectMeta: metav1.ObjectMeta{Name: "2001:DB8::1"}, Spec: networking.IPAddressSpec{ParentRef: parent}}, "FieldValueInvalid metadata.name"},
		{"no parent", &networking.IPAddress{ObjectMeta: metav1.ObjectMeta{Name: "10.96.0.10"}}, "FieldValueRequired spec.parentRef"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateIPAddress(tt.ip)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
