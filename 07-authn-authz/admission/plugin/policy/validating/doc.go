// Package validating is the ValidatingAdmissionPolicy admission plugin:
// it runs, in the validating phase, every ValidatingAdmissionPolicy that
// matches a request, once per matching ValidatingAdmissionPolicyBinding
// and per param the binding selects. A policy's matchConditions filter
// first; then each validation's expression must be true. A false one is
// a failure, reported as the binding's validationActions say: Deny
// refuses the request ("ValidatingAdmissionPolicy 'p' with binding 'b'
// denied request: <message>", 422 Invalid or the code of the
// validation's reason), Warn adds a Warning header, Audit adds the
// annotation validation.policy.admission.k8s.io/validation_failure to
// the audit event. The message is the messageExpression's value, else
// message, else "failed expression: <expression>". auditAnnotations add
// "<policy>/<key>" annotations. An expression that fails to compile or
// to run follows failurePolicy: Fail denies with the error, Ignore
// admits.
//
// It is built on the generic policy framework (policy/generic: informers,
// compile once per change, matching, params) and the admission CEL
// compiler (plugin/cel).
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.
//
// Left out: the type checking of expressions against the matched kinds'
// schemas (the policy-api part of issue 28 writes status.typeChecking),
// metrics, and the per-request cache of authorizer decisions is kept
// simple (a map per request, as upstream's caching authorizer).
package validating
