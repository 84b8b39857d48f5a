package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// Convert_v1_ServiceReference_To_admissionregistration_ServiceReference
// copies a service reference; v1's port is a pointer (so defaulting can
// tell "unset" from 0), the internal one is a plain number, 0 when unset.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.Convert_v1_ServiceReference_To_admissionregistration_ServiceReference (generated there).
func Convert_v1_ServiceReference_To_admissionregistration_ServiceReference(in *ServiceReference, out *admissionregistration.ServiceReference, s conversion.Scope) error {
	out.Namespace = in.Namespace
	out.Name = in.Name
	out.Path = in.Path
	out.Port = 0
	if in.Port != nil {
		out.Port = *in.Port
	}
	return nil
}

// Convert_admissionregistration_ServiceReference_To_v1_ServiceReference
// copies a service reference back; the port is always set.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.Convert_admissionregistration_ServiceReference_To_v1_ServiceReference (generated there).
func Convert_admissionregistration_ServiceReference_To_v1_ServiceReference(in *admissionregistration.ServiceReference, out *ServiceReference, s conversion.Scope) error {
	out.Namespace = in.Namespace
	out.Name = in.Name
	out.Path = in.Path
	port := in.Port
	out.Port = &port
	return nil
}
