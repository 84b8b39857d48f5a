// Package validation checks EndpointSlices as upstream does: the name is
// a DNS subdomain; addressType is IPv4, IPv6 or FQDN and never changes;
// at most 1000 endpoints, each with 1 to 100 addresses of the slice's
// type (IPs that an endpoint may have: not link-local or unspecified;
// loopback addresses pass, as in Endpoints, for replicas of the API
// server on one machine: upstream refuses them), a node name, a DNS-label hostname, at most 16 topology
// labels and valid zone and node hints; ports with unique DNS-label names,
// a protocol (TCP, UDP, SCTP) and a qualified-name appProtocol. Endpoints
// an update leaves as they were are not re-validated.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.
// Left out: the declarative validation markers (the same rules run here
// by hand).
package validation
