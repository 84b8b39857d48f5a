// Package mutation holds the CEL types a mutating admission policy's
// expressions build their patches with:
//
//	JSONPatch{op: "add", path: "/metadata/labels/env", value: "prod"}
//	Object{spec: Object.spec{replicas: 3}}
//
// JSONPatch is one RFC 6902 operation; its value is any CEL value. Object
// and Object.<field>.<field>... (package dynamic) construct an apply
// configuration without a schema: every field is allowed and dynamically
// typed, and a type name must repeat the field path it stands at (the
// patcher checks that, as upstream does).
//
// DynamicTypeResolver gives the compiler both kinds of names;
// ResolverEnvOption installs a resolver in a CEL environment in front of
// the types the environment already knows (the policy's params, the
// request, the namespace).
//
// Stage 07 adds it, for the MutatingAdmissionPolicy plugin.
//
// Upstream: k8s.io/apiserver/pkg/cel/mutation (jsonpatch.go,
// typeresolver.go), its dynamic package, and the ResolverTypeProvider of
// k8s.io/apiserver/pkg/cel/common (typeprovider.go), which lives here
// because mutations are its only user.
//
// Left out: nothing of the package; like upstream, Object types are not
// checked against the object's schema at compile time (the merge checks
// the fields against the schema when it runs).
package mutation
