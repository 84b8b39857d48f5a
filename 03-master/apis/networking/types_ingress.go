package networking

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// PathType says how an Ingress path is matched.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.PathType.
type PathType string

// The path types.
// Upstream: k8s.io/kubernetes/pkg/apis/networking (constants).
const (
	PathTypeExact                  = PathType("Exact")
	PathTypePrefix                 = PathType("Prefix")
	PathTypeImplementationSpecific = PathType("ImplementationSpecific")
)

// Ingress is a collection of rules that allow inbound connections to reach the endpoints defined by a backend.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.Ingress.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Ingress struct {
	metav1.TypeMeta
	// metadata is the standard object metadata.
	metav1.ObjectMeta
	// spec is the desired state of the Ingress.
	Spec IngressSpec
	// status is the current state of the Ingress.
	Status IngressStatus
}

// IngressList is a collection of Ingress.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressList struct {
	metav1.TypeMeta
	// Standard object's metadata.
	metav1.ListMeta
	// items is the list of Ingress.
	Items []Ingress
}

// IngressSpec describes the Ingress the user wishes to exist.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressSpec.
type IngressSpec struct {
	// ingressClassName is the name of an IngressClass cluster resource.
	IngressClassName *string
	// defaultBackend is the backend that should handle requests that don't match any rule.
	DefaultBackend *IngressBackend
	// tls represents the TLS configuration.
	TLS []IngressTLS
	// rules is a list of host rules used to configure the Ingress.
	Rules []IngressRule
}

// IngressTLS describes the transport layer security associated with an ingress.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressTLS.
type IngressTLS struct {
	// hosts is a list of hosts included in the TLS certificate.
	Hosts []string
	// secretName is the name of the secret used to terminate TLS traffic on port 443.
	SecretName string
}

// IngressStatus describe the current state of the Ingress.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressStatus.
type IngressStatus struct {
	// loadBalancer contains the current status of the load-balancer.
	LoadBalancer IngressLoadBalancerStatus
}

// IngressLoadBalancerStatus represents the status of a load-balancer.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressLoadBalancerStatus.
type IngressLoadBalancerStatus struct {
	// ingress is a list containing ingress points for the load-balancer.
	Ingress []IngressLoadBalancerIngress
}

// IngressLoadBalancerIngress represents the status of a load-balancer ingress point.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressLoadBalancerIngress.
type IngressLoadBalancerIngress struct {
	// ip is set for load-balancer ingress points that are IP based.
	IP string
	// hostname is set for load-balancer ingress points that are DNS based.
	Hostname string
	// ports provides information about the ports exposed by this LoadBalancer.
	Ports []IngressPortStatus
}

// IngressPortStatus represents the error condition of a service port
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressPortStatus.
type IngressPortStatus struct {
	// port is the port number of the ingress port.
	Port int32
	// protocol is the protocol of the ingress port.
	Protocol core.Protocol
	// error is to record the problem with the service port The format of the error shall comply with the following rules: - built-in error values shall be specified in this file and those shall use CamelCase names - cloud provider specific error values must have names that comply with the format foo.example.com/CamelCase.
	Error *string
}

// IngressRule represents the rules mapping the paths under a specified host to the related backend services.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressRule.
type IngressRule struct {
	// host is the fully qualified domain name of a network host, as defined by RFC 3986.
	Host string
	// IngressRuleValue represents a rule to route requests for this IngressRule.
	IngressRuleValue
}

// IngressRuleValue represents a rule to apply against incoming requests.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressRuleValue.
type IngressRuleValue struct {
	// http is a HTTP IngressRuleValue, which contains a list of http selectors
	HTTP *HTTPIngressRuleValue
}

// HTTPIngressRuleValue is a list of http selectors pointing to backends.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.HTTPIngressRuleValue.
type HTTPIngressRuleValue struct {
	// paths is a collection of paths that map requests to backends.
	Paths []HTTPIngressPath
}

// HTTPIngressPath associates a path with a backend.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.HTTPIngressPath.
type HTTPIngressPath struct {
	// path is matched against the path of an incoming request.
	Path string
	// pathType determines the interpretation of the path matching.
	PathType *PathType
	// backend defines the referenced service endpoint to which the traffic will be forwarded to.
	Backend IngressBackend
}

// IngressBackend describes all endpoints for a given service and port.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressBackend.
type IngressBackend struct {
	// service references a service as a backend.
	Service *IngressServiceBackend
	// resource is an ObjectRef to another Kubernetes resource in the namespace of the Ingress object.
	Resource *core.TypedLocalObjectReference
}

// IngressServiceBackend references a Kubernetes Service as a Backend.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressServiceBackend.
type IngressServiceBackend struct {
	// name is the referenced service.
	Name string
	// port of the referenced service.
	Port ServiceBackendPort
}

// ServiceBackendPort is the service port being referenced.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ServiceBackendPort.
type ServiceBackendPort struct {
	// name is the name of the port on the Service.
	Name string
	// number is the numerical port number (e.g.
	Number int32
}
