// Package validatingadmissionpolicystatus is the controller that type-checks
// ValidatingAdmissionPolicies: for every policy whose generation it has
// not seen, it compiles each validation's expression and messageExpression
// against the schema of every kind the policy's resource rules name (at
// most 10 kinds; rules with a wildcard group, version or resource are
// skipped, as upstream), with object and oldObject typed by that schema
// and params by the paramKind's, and writes what the compiler said to
// status.typeChecking.expressionWarnings, with status.observedGeneration,
// through validatingadmissionpolicies/status. A warning never stops a
// policy: it tells the author that `object.spec.replicsa` names no field.
//
// The schemas come from stage 02's OpenAPI definitions: the scheme gives
// the Go type of a kind, openapi.Definitions its schema (as
// /openapi/v2 serves it), and stage 04's model.SchemaDeclType the CEL
// type, as for a CRD's structural schema. The kinds of a resource come
// from the master's storages (StorageRESTMapper).
//
// Stage 07 runs it in-process as kube-controller-manager's
// validatingadmissionpolicy-status-controller (--controllers).
//
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus
// (the controller) and the TypeChecker of
// k8s.io/apiserver/pkg/admission/plugin/policy/validating/typechecking.go,
// kept here beside its only user; resolver.DefinitionsSchemaResolver of
// k8s.io/apiserver/pkg/cel/openapi/resolver.
// Left out: custom resources (upstream also resolves their schemas through
// discovery's OpenAPI; here a policy on a CRD gets no warnings, as
// upstream gives for a kind whose schema it cannot find); status writes
// are an update of the informer's copy, retried on conflict, where
// upstream applies the status server-side with force.
package validatingadmissionpolicystatus
