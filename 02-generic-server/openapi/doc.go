// Package openapi builds the OpenAPI documents of a server from its
// go-restful routes: one v2 document (/openapi/v2) and one v3 document per
// group version (/openapi/v3/apis/apps/v1). Package handler serves them.
//
// Stage 02 adds it. kubectl needs these documents: create -f and apply -f
// refuse to run without them (unless --validate=false), apply reads patch
// metadata from them, and explain prints them.
//
// # What kubectl reads
//
//   - The PATCH operation of a kind, found by its x-kubernetes-group-version-kind,
//     with a query parameter named fieldValidation: then kubectl lets the
//     server validate fields (it sends ?fieldValidation=Strict) instead of
//     validating on the client.
//   - In components.schemas (v3) or definitions (v2), the schema whose
//     x-kubernetes-group-version-kind lists the kind: explain prints its
//     properties with their descriptions and types; apply follows its
//     x-kubernetes-patch-strategy and x-kubernetes-patch-merge-key
//     extensions to compute strategic merge patches.
//   - Without /openapi/v3, the same from /openapi/v2 as gnostic protobuf.
//
// # The route contract (for the endpoints installer)
//
// The builder reads, from each route: the operation name (upstream's,
// without group version: "readNamespacedDeployment"; the builder makes it
// "readAppsV1NamespacedDeployment" as upstream's GetOperationIDAndTagsFromRoute
// does, and leaves an already qualified name alone), Doc, Consumes,
// Produces, the parameters (path, query, and the body that Reads adds),
// the Reads sample (the body's type), the Returns responses with their
// models (or, with none, the Writes sample as 200 OK), and the metadata
// keys starting with ExtensionPrefix, copied onto the operation. The
// installer sets two on every route of a resource:
//
//	route.Metadata(openapi.RouteMetaGVK, schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
//	route.Metadata(openapi.RouteMetaAction, "patch") // get, list, put, patch, post, delete, deletecollection, watch, watchlist, connect
//
// and a fieldValidation query parameter on POST, PUT and PATCH. Path
// parameters must be Required. Samples are values of our versioned API
// types (appsv1.Deployment{}), never internal ones. Package openapitest
// builds such routes.
//
// # Definitions
//
// Upstream generates the schemas at build time: openapi-gen reads the Go
// source of k8s.io/api and writes GetOpenAPIDefinitions, a function that
// returns a schema per type, descriptions included. We split that job in
// two, each done where it is cheapest:
//
//   - The shape of a schema comes from reflection at run time
//     (definitions.go, fields.go): field types, json tags (names,
//     omitempty: a field without omitempty or omitzero is required),
//     patchStrategy and patchMergeKey tags. Structs whose JSON form is not
//     their fields (Time, MicroTime, Duration, Quantity, IntOrString,
//     RawExtension, FieldsV1) have fixed schemas (wire_types.go), as their
//     OpenAPISchemaType methods give upstream.
//   - Descriptions come from Go doc comments, which reflection cannot see
//     and a binary does not carry. A go/ast pass at run time would need
//     the source tree next to the binary, so the pass runs at development
//     time instead: go generate ./02-generic-server/openapi runs ./gen,
//     which parses 01-scheme's API packages and writes
//     descriptions_generated.go (a Go map, compiled in). A test in ./gen
//     fails when the checked-in file no longer matches the comments.
//   - Every description is ours: a type or field without a doc comment
//     has none in the documents (kubectl explain then shows only its type).
//
// Definition names are upstream's (io.k8s.api.apps.v1.Deployment,
// io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta): DefinitionNamer maps
// our package paths to upstream's (DefaultPackageMappings) and reverses
// the domain, and lists the kinds each type is registered as in a
// runtime.Scheme.
//
// # Upstream counterparts
//
// k8s.io/kube-openapi/pkg/builder (v2) and pkg/builder3 (v3): documents
// from routes; pkg/common: Config; pkg/validation/spec and pkg/spec3: the
// document types; pkg/generators: openapi-gen, whose rules for required
// fields, defaults and descriptions we follow;
// k8s.io/apiserver/pkg/endpoints/openapi: DefinitionNamer and
// GetOperationIDAndTagsFromRoute; k8s.io/apiserver/pkg/server/routes/openapi.go
// and k8s.io/apiserver/pkg/server.(*GenericAPIServer).PrepareRun: where
// the documents are built and installed.
//
// # Left out
//
// Comment markers other than +listType, +listMapKey, +mapType,
// +structType and +default (those the gen pass reads into
// markers_generated.go: the first four become x-kubernetes-list-type,
// -list-map-keys and -map-type, which server-side apply merges by; +default
// a field's default in v3, where a ref(Constant) is resolved to the
// package's constant): +optional, +required, +enum, so there is no enum. The markers are on the versioned types of stages 01, 03
// and 07, as upstream's k8s.io/api carries them; the API types of stages 04
// and 05 (apiextensions, apiregistration), outside the gen pass, carry none,
// and server-side apply falls back to their patch merge keys, as upstream's
// schemaconv does. Upstream's v2
// parameter deduplication (the shared "parameters" section); security
// definitions (BearerToken, stage 07); gzip of the documents.
package openapi
