package printers

import (
	"fmt"
	"slices"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// The TableConvertors of the networking kinds.
// Upstream: the h.TableHandler calls of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	// Ingresses: NAME CLASS HOSTS ADDRESS PORTS AGE.
	Ingresses = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "Class", Type: "string", Description: "The name of the IngressClass resource that should be used for additional configuration"},
		{Name: "Hosts", Type: "string", Description: "Hosts that incoming requests are matched against before the ingress rule"},
		{Name: "Address", Type: "string", Description: "Address is a list containing ingress points for the load-balancer"},
		{Name: "Ports", Type: "string", Description: "Ports of TLS configurations that open"},
		genericprinters.AgeColumn,
	}, Row: printIngress}

	// IngressClasses: NAME CONTROLLER PARAMETERS AGE.
	IngressClasses = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "Controller", Type: "string", Description: "Controller that is responsible for handling this class"},
		{Name: "Parameters", Type: "string", Description: "A reference to a resource with additional parameters"},
		genericprinters.AgeColumn,
	}, Row: printIngressClass}

	// NetworkPolicies: NAME POD-SELECTOR AGE.
	NetworkPolicies = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "Pod-Selector", Type: "string", Description: "podSelector selects the pods to which this NetworkPolicy object applies. The array of rules is applied to any pods selected by this field. An empty selector matches all pods in the policy's namespace. Multiple network policies can select the same set of pods. In this case, the ingress rules for each are combined additively. This field is optional. If it is not specified, it defaults to an empty selector."},
		genericprinters.AgeColumn,
	}, Row: printNetworkPolicy}

	// ServiceCIDRs: NAME CIDRS AGE.
	ServiceCIDRs = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "CIDRs", Type: "string", Description: "cidrs defines the IP blocks in CIDR notation (e.g. \"192.168.0.0/24\" or \"2001:db8::/64\") from which to assign service cluster IPs. Max of two CIDRs is allowed, one of each IP family. This field is immutable."},
		genericprinters.AgeColumn,
	}, Row: printServiceCIDR}

	// IPAddresses: NAME PARENTREF. Upstream's rows carry a third cell,
	// the age, with no column for it; kubectl prints the two columns.
	IPAddresses = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "ParentRef", Type: "string", Description: "parentRef references the resource that an IPAddress is attached to. An IPAddress must reference a parent object."},
	}, Row: printIPAddress}
)

// loadBalancerWidth is how much of the ADDRESS column a non-wide table
// shows. The server always prints wide (see package 02-generic-server/printers).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.loadBalancerWidth.
const loadBalancerWidth = 16

// printIngress prints the class ("<none>"), the first three hosts ("*"
// for none), the load balancer's addresses and the ports.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printIngress.
func printIngress(obj runtime.Object) (metav1.TableRow, error) {
	in := obj.(*networking.Ingress)
	className := "<none>"
	if in.Spec.IngressClassName != nil {
		className = *in.Spec.IngressClassName
	}
	return genericprinters.Cells(in.Name, className, formatHosts(in.Spec.Rules), ingressLoadBalancerStatusStringer(in.Status.LoadBalancer, true),
		formatPorts(in.Spec.TLS), genericprinters.TranslateTimestampSince(in.CreationTimestamp)), nil
}

// formatHosts lists the first three rules' hosts.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatHosts.
func formatHosts(rules []networking.IngressRule) string {
	var list []string
	max, more := 3, false
	for _, rule := range rules {
		if len(list) == max {
			more = true
		}
		if !more && len(rule.Host) != 0 {
			list = append(list, rule.Host)
		}
	}
	if len(list) == 0 {
		return "*"
	}
	ret := strings.Join(list, ",")
	if more {
		return fmt.Sprintf("%s + %d more...", ret, len(rules)-max)
	}
	return ret
}

// formatPorts is "80, 443" with TLS, "80" without.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatPorts.
func formatPorts(tls []networking.IngressTLS) string {
	if len(tls) != 0 {
		return "80, 443"
	}
	return "80"
}

// ingressLoadBalancerStatusStringer joins the sorted, unique IPs (or
// hostnames) of the load balancer; clipped unless wide.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.ingressLoadBalancerStatusStringer.
func ingressLoadBalancerStatusStringer(s networking.IngressLoadBalancerStatus, wide bool) string {
	var result []string
	for _, in := range s.Ingress {
		switch {
		case in.IP != "":
			result = append(result, in.IP)
		case in.Hostname != "":
			result = append(result, in.Hostname)
		}
	}
	slices.Sort(result)
	r := strings.Join(slices.Compact(result), ",")
	if !wide && len(r) > loadBalancerWidth {
		r = r[0:(loadBalancerWidth-3)] + "..."
	}
	return r
}

// printIngressClass marks the default class, and prints the parameters
// as kind.group/name.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printIngressClass.
func printIngressClass(obj runtime.Object) (metav1.TableRow, error) {
	class := obj.(*networking.IngressClass)
	name := class.Name
	if class.Annotations[networking.AnnotationIsDefaultIngressClass] == "true" {
		name += " (default)"
	}
	parameters := "<none>"
	if p := class.Spec.Parameters; p != nil {
		parameters = p.Kind
		if p.APIGroup != nil {
			parameters += "." + *p.APIGroup
		}
		parameters += "/" + p.Name
	}
	return genericprinters.Cells(name, class.Spec.Controller, parameters, genericprinters.TranslateTimestampSince(class.CreationTimestamp)), nil
}

// printNetworkPolicy prints the pod selector.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printNetworkPolicy.
func printNetworkPolicy(obj runtime.Object) (metav1.TableRow, error) {
	np := obj.(*networking.NetworkPolicy)
	return genericprinters.Cells(np.Name, metav1.FormatLabelSelector(&np.Spec.PodSelector), genericprinters.TranslateTimestampSince(np.CreationTimestamp)), nil
}

// printServiceCIDR joins the CIDRs.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printServiceCIDR.
func printServiceCIDR(obj runtime.Object) (metav1.TableRow, error) {
	sc := obj.(*networking.ServiceCIDR)
	return genericprinters.Cells(sc.Name, strings.Join(sc.Spec.CIDRs, ","), genericprinters.TranslateTimestampSince(sc.CreationTimestamp)), nil
}

// printIPAddress prints the parent as resource.group/namespace/name.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printIPAddress.
func printIPAddress(obj runtime.Object) (metav1.TableRow, error) {
	ip := obj.(*networking.IPAddress)
	parentRefName := "<none>"
	if p := ip.Spec.ParentRef; p != nil {
		parentRefName = strings.ToLower(schema.GroupResource{Group: p.Group, Resource: p.Resource}.String())
		if p.Namespace != "" {
			parentRefName += "/" + p.Namespace
		}
		parentRefName += "/" + p.Name
	}
	return genericprinters.Cells(ip.Name, parentRefName, genericprinters.TranslateTimestampSince(ip.CreationTimestamp)), nil
}
