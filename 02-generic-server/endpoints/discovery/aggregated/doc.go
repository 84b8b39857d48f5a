// Package aggregated serves aggregated discovery: one
// apidiscovery.k8s.io/v2 APIGroupDiscoveryList that describes every group,
// version and resource, at /apis (the named groups) and at /api (the core
// group), to clients whose Accept header asks for it:
//
//	Accept: application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json
//	Content-Type: application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList
//
// kubectl 1.37 sends exactly that and, with the answer, knows every
// resource after two requests; a client that does not ask gets the legacy
// APIGroupList from the handler WrapAggregatedDiscoveryToHandler wraps.
//
// The ResourceManager keeps the document: the API installer adds each group
// version as it is installed (stage 04 adds custom resources, stage 05 the
// aggregated servers' groups, each as its own Source), and the document is
// rebuilt lazily, sorted by priority, when it has changed. It carries an
// ETag (a SHA-512 of the JSON), so a client that sends it back in
// If-None-Match gets 304 Not Modified; Vary: Accept tells caches that the
// same URL has other representations.
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.
// Left out: apidiscovery v2beta1 (kube-apiserver 1.37 answers it with 406
// too), the peer-aggregated and merged handlers (several API servers of
// different versions), and the regeneration metrics.
package aggregated
