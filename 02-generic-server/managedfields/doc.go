// Package managedfields records who owns which field of an object, and
// merges a server-side apply by that ownership: the FieldManager the
// create, update and patch handlers call, and the chain of Managers it is
// built from, in upstream's order:
//
//	FieldManager                    decode metadata.managedFields, encode them back
//	 versionCheckManager            an apply names the resource's apiVersion and kind
//	  lastAppliedUpdater            keeps kubectl's last-applied annotation in step
//	   lastAppliedManager           client-side apply -> server-side apply migration
//	    skipNonAppliedManager       an update of an object nobody manages creates "before-first-apply"
//	     capManagersManager         at most 10 Update managers; older ones merge into "ancient-changes"
//	      buildManagerInfoManager   the manager's identity: name, operation, apiVersion, subresource
//	       managedFieldsUpdater     union with the manager's earlier fields; the entry's time
//	        stripMetaManager        nobody owns apiVersion, kind, metadata.name, uid ...
//	         structuredMergeManager the merge itself (sigs.k8s.io/structured-merge-diff)
//
// The field sets, typed values and the three-way merge come from
// sigs.k8s.io/structured-merge-diff/v6, the library upstream uses; what
// this package writes is how the API server wires it: the chain, the
// managedFields encoding, the conflict error, and the type converter that
// turns a Go object into a typed value with a schema (schemaconv.go builds
// that schema from the OpenAPI definitions package openapi reflects; stage
// 04 gives custom resources theirs).
//
// Stage 02 adds it; the handlers in endpoints/handlers call it, the
// installer builds one FieldManager per resource path.
//
// Upstream: k8s.io/apimachinery/pkg/util/managedfields and its internal
// package, and k8s.io/kube-openapi/pkg/schemaconv.
//
// ScaleHandler moves the ownership of the replicas between an object and
// its scale subresource (deployments/scale ..., and custom resources'
// in stage 04), whose writers are recorded with subresource "scale".
//
// Left out: the handlers' retry without managedFields when an object is too
// large for etcd, ExtractInto and the other client-side helpers, the
// validating admission wrapper that checks plugins left managedFields
// decodable, the probabilistic skip (upstream's probability
// is 1, so it always tracks on create, as we do), and unions
// (x-kubernetes-unions). Fields keep their schema defaults (the v3
// definitions', openapi.DefinitionsV3), which fill a list-map key an
// applied object leaves out, as upstream's. Lists and maps
// merge as the schema's x-kubernetes-list-type/-list-map-keys/-map-type say
// (the built-in types' +listType ... markers, package openapi); a field
// without them is associative when it has a patch merge key (patchStrategy
// "merge"), as upstream's schemaconv falls back to, and atomic otherwise.
// Go types convert to typed values by reflection
// (FromStructured), as upstream; typed values convert back through JSON
// into the Go type, where upstream uses its unstructured converter.
package managedfields
