// Package cel compiles and evaluates the CEL expressions of admission:
// the validations, messageExpressions, auditAnnotations, matchConditions
// and variables of ValidatingAdmissionPolicies (and of
// MutatingAdmissionPolicies). An expression sees the variables object,
// oldObject, request, namespaceObject, and, when the policy asks for
// them, params and authorizer (with authorizer.requestResource);
// variables holds the policy's named variables, each compiled once with
// the policy and evaluated lazily, at most once per request
// (CompositedCompiler). Every expression of one request shares one
// runtime cost budget (RuntimeCELCostBudget).
//
// The environments extend stage 04's (environment.EnvSet.Extend): the
// same libraries, versions and cost limits as CRD validation rules, plus
// the authz library (04-extensions/cel/library.Authz).
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/cel.
//
// Left out: the mutating evaluator and the patch types' environment
// (the mutating policies bring those, with NewCompositedCompiler's
// patchTypes); the per-expression elapsed-time metrics; objects are
// turned into CEL values through their JSON (schemaless, as upstream's
// UseSchemalessTypeRef) rather than lazily wrapped.
package cel
