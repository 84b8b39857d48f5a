// Package validation checks the networking.k8s.io kinds as upstream does:
//
//   - NetworkPolicy: label selectors, ports (protocol, number or name,
//     endPort), peers (exactly one kind when ipBlock is used), ipBlock
//     CIDRs and their strict-subset excepts, policyTypes;
//   - Ingress: a default backend or rules; hosts (DNS names, wildcards,
//     not IPs); paths per pathType; backends (service with a port name
//     or number, or a resource); TLS hosts and secret names; the
//     class name; status load-balancer IPs and hostnames;
//   - IngressClass: a domain-prefixed controller that never changes, and
//     parameters with a scope and, for Namespace, a namespace;
//   - ServiceCIDR: one or two canonical CIDRs, one per IP family, only
//     ever gaining a second;
//   - IPAddress: the name is a canonical IP; a parentRef that never changes.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.
// Left out: the declarative validation markers. Service names of
// backends are checked as DNS labels (RelaxedServiceNameValidation is GA
// and locked on in v1.37).
package validation
