package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// PathType says how an Ingress path is matched.
// Upstream: k8s.io/api/networking/v1.PathType.
type PathType string

// The path types.
// Upstream: k8s.io/api/networking/v1 (constants).
const (
	PathTypeExact                  = PathType("Exact")
	PathTypePrefix                 = PathType("Prefix")
	PathTypeImplementationSpecific = PathType("ImplementationSpecific")
)

// Ingress is a collection of rules that allow inbound connections to reach the endpoints defined by a backend.
// Upstream: k8s.io/api/networking/v1.Ingress.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Ingress struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// spec is the desired state of the Ingress.
	Spec IngressSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// status is the current state of the Ingress.
	Status IngressStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// IngressList is a collection of Ingress.
// Upstream: k8s.io/api/networking/v1.IngressList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressList struct {
	metav1.TypeMeta `json:",inline"`
	// Standard object's metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// items is the list of Ingress.
	Items []Ingress `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// IngressSpec describes the Ingress the user wishes to exist.
// Upstream: k8s.io/api/networking/v1.IngressSpec.
type IngressSpec struct {
	// ingressClassName is the name of an IngressClass cluster resource.
	IngressClassName *string `json:"ingressClassName,omitempty" protobuf:"bytes,4,opt,name=ingressClassName"`
	// defaultBackend is the backend that should handle requests that don't match any rule.
	DefaultBackend *IngressBackend `json:"defaultBackend,omitempty" protobuf:"bytes,1,opt,name=defaultBackend"`
	// tls represents the TLS configuration.
	// +listType=atomic
	TLS []IngressTLS `json:"tls,omitempty" protobuf:"bytes,2,rep,name=tls"`
	// rules is a list of host rules used to configure the Ingress.
	// +listType=atomic
	Rules []IngressRule `json:"rules,omitempty" protobuf:"bytes,3,rep,name=rules"`
}

// IngressTLS describes the transport layer security associated with an ingress.
// Upstream: k8s.io/api/networking/v1.IngressTLS.
type IngressTLS struct {
	// hosts is a list of hosts included in the TLS certificate.
	// +listType=atomic
	Hosts []string `json:"hosts,omitempty" protobuf:"bytes,1,rep,name=hosts"`
	// secretName is the name of the secret used to terminate TLS traffic on port 443.
	SecretName string `json:"secretName,omitempty" protobuf:"bytes,2,opt,name=secretName"`
}

// IngressStatus describe the current state of the Ingress.
// Upstream: k8s.io/api/networking/v1.IngressStatus.
type IngressStatus struct {
	// loadBalancer contains the current status of the load-balancer.
	LoadBalancer IngressLoadBalancerStatus `json:"loadBalancer,omitempty" protobuf:"bytes,1,opt,name=loadBalancer"`
}

// IngressLoadBalancerStatus represents the status of a load-balancer.
// Upstream: k8s.io/api/networking/v1.IngressLoadBalancerStatus.
type IngressLoadBalancerStatus struct {
	// ingress is a list containing ingress points for the load-balancer.
	// +listType=atomic
	Ingress []IngressLoadBalancerIngress `json:"ingress,omitempty" protobuf:"bytes,1,rep,name=ingress"`
}

// IngressLoadBalancerIngress represents the status of a load-balancer ingress point.
// Upstream: k8s.io/api/networking/v1.IngressLoadBalancerIngress.
type IngressLoadBalancerIngress struct {
	// ip is set for load-balancer ingress points that are IP based.
	IP string `json:"ip,omitempty" protobuf:"bytes,1,opt,name=ip"`
	// hostname is set for load-balancer ingress points that are DNS based.
	Hostname string `json:"hostname,omitempty" protobuf:"bytes,2,opt,name=hostname"`
	// ports provides information about the ports exposed by this LoadBalancer.
	// +listType=atomic
	Ports []IngressPortStatus `json:"ports,omitempty" protobuf:"bytes,4,rep,name=ports"`
}

// IngressPortStatus represents the error condition of a service port
// Upstream: k8s.io/api/networking/v1.IngressPortStatus.
type IngressPortStatus struct {
	// port is the port number of the ingress port.
	Port int32 `json:"port" protobuf:"varint,1,opt,name=port"`
	// protocol is the protocol of the ingress port.
	Protocol corev1.Protocol `json:"protocol" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	// error is to record the problem with the service port The format of the error shall comply with the following rules: - built-in error values shall be specified in this file and those shall use CamelCase names - cloud provider specific error values must have names that comply with the format foo.example.com/CamelCase.
	Error *string `json:"error,omitempty" protobuf:"bytes,3,opt,name=error"`
}

// IngressRule represents the rules mapping the paths under a specified host to the related backend services.
// Upstream: k8s.io/api/networking/v1.IngressRule.
type IngressRule struct {
	// host is the fully qualified domain name of a network host, as defined by RFC 3986.
	Host string `json:"host,omitempty" protobuf:"bytes,1,opt,name=host"`
	// IngressRuleValue represents a rule to route requests for this IngressRule.
	IngressRuleValue `json:",inline" protobuf:"bytes,2,opt,name=ingressRuleValue"`
}

// IngressRuleValue represents a rule to apply against incoming requests.
// Upstream: k8s.io/api/networking/v1.IngressRuleValue.
type IngressRuleValue struct {
	// http is a HTTP IngressRuleValue, which contains a list of http selectors
	HTTP *HTTPIngressRuleValue `json:"http,omitempty" protobuf:"bytes,1,opt,name=http"`
}

// HTTPIngressRuleValue is a list of http selectors pointing to backends.
// Upstream: k8s.io/api/networking/v1.HTTPIngressRuleValue.
type HTTPIngressRuleValue struct {
	// paths is a collection of paths that map requests to backends.
	// +listType=atomic
	Paths []HTTPIngressPath `json:"paths" protobuf:"bytes,1,rep,name=paths"`
}

// HTTPIngressPath associates a path with a backend.
// Upstream: k8s.io/api/networking/v1.HTTPIngressPath.
type HTTPIngressPath struct {
	// path is matched against the path of an incoming request.
	Path string `json:"path,omitempty" protobuf:"bytes,1,opt,name=path"`
	// pathType determines the interpretation of the path matching.
	PathType *PathType `json:"pathType" protobuf:"bytes,3,opt,name=pathType"`
	// backend defines the referenced service endpoint to which the traffic will be forwarded to.
	Backend IngressBackend `json:"backend" protobuf:"bytes,2,opt,name=backend"`
}

// IngressBackend describes all endpoints for a given service and port.
// Upstream: k8s.io/api/networking/v1.IngressBackend.
type IngressBackend struct {
	// service references a service as a backend.
	Service *IngressServiceBackend `json:"service,omitempty" protobuf:"bytes,4,opt,name=service"`
	// resource is an ObjectRef to another Kubernetes resource in the namespace of the Ingress object.
	Resource *corev1.TypedLocalObjectReference `json:"resource,omitempty" protobuf:"bytes,3,opt,name=resource"`
}

// IngressServiceBackend references a Kubernetes Service as a Backend.
// Upstream: k8s.io/api/networking/v1.IngressServiceBackend.
type IngressServiceBackend struct {
	// name is the referenced service.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// port of the referenced service.
	Port ServiceBackendPort `json:"port,omitempty" protobuf:"bytes,2,opt,name=port"`
}

// ServiceBackendPort is the service port being referenced.
// Upstream: k8s.io/api/networking/v1.ServiceBackendPort.
//
// +structType=atomic
type ServiceBackendPort struct {
	// name is the name of the port on the Service.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// number is the numerical port number (e.g.
	Number int32 `json:"number,omitempty" protobuf:"bytes,2,opt,name=number"`
}
