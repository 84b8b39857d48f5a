// Package discovery serves the legacy discovery documents, the ones every
// client understands:
//
//	/api                 APIVersions       the versions of the core group ("v1")
//	/api/v1              APIResourceList   the core group's resources
//	/apis                APIGroupList      every named group and its versions
//	/apis/<group>        APIGroup          one group
//	/apis/<group>/<v>    APIResourceList   one group version's resources
//
// A client learns from them which resources exist, whether they are
// namespaced, which verbs they support and which kind they return: kubectl
// needs that before it can build any URL. Clients that understand
// aggregated discovery (package aggregated) get all of it in two requests
// instead; the handlers here answer everyone else.
//
// The core group's documents (/api, /api/v1) carry no apiVersion, as
// upstream's have not since release 1.1; stripVersionNegotiatedSerializer
// does that. Handlers are built with a NegotiatedSerializer that does not
// convert (CodecFactory.WithoutConversion()): discovery documents exist in
// one version only.
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints/discovery.
// Left out: the storage version hash (StorageVersionHash is set by whoever
// builds the APIResource), and the ServerAddressByClientCIDRs of /apis
// unless WithAddresses is used (a real kube-apiserver serves /apis from its
// aggregator, which sends none).
package discovery
