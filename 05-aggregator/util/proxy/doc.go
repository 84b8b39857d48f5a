// Package proxy turns a Service reference into a URL the aggregator can
// dial, and builds the TLS configuration it dials with.
//
// ResolveEndpoint picks a ready address of one of the Service's
// endpoints, on the endpoint port named like the Service port (what the
// aggregator uses by default: it does not depend on a kube-proxy being
// there). ResolveCluster answers the Service's ClusterIP, or its
// ExternalName, instead. Both read Services and Endpoints through the
// small ServiceLister and EndpointsLister interfaces; NewServiceLister and
// NewEndpointsLister adapt a registry's REST storage to them, so the
// aggregator reads what stage 03 stores without a client. TLSConfig and
// SetAuthProxyHeaders are what the proxy and the availability controller
// share when they talk to a backend.
//
// Stage 05 adds it, with the aggregator.
//
// Upstream: k8s.io/apiserver/pkg/util/proxy (proxy.go: ResolveEndpoint,
// ResolveCluster), with the TLS and header helpers of
// k8s.io/client-go/transport (TLSConfigFor, SetAuthProxyHeaders) and
// k8s.io/kube-aggregator/pkg/controllers/status/remote.BuildTransportConfig.
// Left out: EndpointSlices (upstream v1.37 resolves through them; we read
// the older Endpoints, which stage 03 stores), the excludedEndpoints
// argument, the HTML-rewriting Transport, the upgrade/stream translators,
// and dialing through a konnectivity egress selector.
package proxy
