// Package negotiation picks the serializer of a request body (from its
// Content-Type) and of a response (from the Accept header), and reads the
// media type parameters that change what the server returns:
//
//	application/json;as=Table;v=v1;g=meta.k8s.io     a server-side Table (kubectl get)
//	application/json;as=PartialObjectMetadataList;... only the metadata
//	application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList
//	                                                 aggregated discovery
//	application/json;stream=watch                    a watch stream
//	application/json;pretty=1 (or ?pretty=true)     indented JSON
//
// An Accept header lists media ranges, each with an optional quality
// (q=0.9) and parameters. The server tries them best first; a range with
// parameters is taken only if the endpoint allows what the parameters ask
// (EndpointRestrictions): a Table from a resource's list, an aggregated
// document from /apis. That is how kubectl's
// "application/json;as=Table;v=v1;g=meta.k8s.io,...,application/json"
// gets a Table where one can be made and plain JSON everywhere else. No
// match at all is 406 Not Acceptable; an unknown Content-Type is 415.
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.
// The Accept parser is our own small port of github.com/munnerz/goautoneg's
// ParseAccept, which upstream imports. Left out: CBOR (off by default
// upstream too), the discovery "profile" parameter (peer-aggregated
// discovery), and NegotiateOutputMediaTypes (every match in order, used
// upstream by encoders that can fall through to the next one).
package negotiation
