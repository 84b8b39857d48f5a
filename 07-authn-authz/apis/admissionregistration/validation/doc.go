// Package validation checks MutatingWebhookConfigurations and
// ValidatingWebhookConfigurations as upstream does for v1: webhook names
// (fully qualified, unique in their configuration), rules (operations,
// groups, versions, resources with their "*" and "*/sub" forms, scope),
// the client config (exactly one of url and service; an https URL with
// no user, query or fragment; a service path of DNS segments), side
// effects (None or NoneOnDryRun), admissionReviewVersions (must include
// v1, the only one we send), timeoutSeconds (1 to 30) and the label
// selectors.
//
// It checks the admission policies and their bindings as upstream does:
// failurePolicy, paramKind (apiVersion and kind), matchConstraints with at
// least one resource rule (rules as a webhook's, resourceNames unique
// path segments, strict selectors), matchConditions (at most 64, unique
// qualified names), variables (CEL identifiers), validations (message on
// one line, reason Forbidden, Invalid or RequestEntityTooLarge),
// auditAnnotations (at most 20, "{policy}/{key}" a qualified name, a
// value expression of at most 5 KiB), mutations (patchType and exactly
// its patch), reinvocationPolicy, no DELETE for mutating policies; a
// binding's policyName, paramRef (name or selector, a
// parameterNotFoundAction) and validationActions (known, unique, not
// Deny with Warn); a status write's expression warnings and conditions.
// Every CEL expression is compiled at write time, as upstream does, with
// the admission CEL compiler (admission/plugin/cel) on stage 04's
// environment: validations and match conditions must return bool,
// message expressions string, audit annotations string or null,
// mutations a list of JSONPatch or an Object; params is declared only
// with a paramKind, variables only for the policy's other expressions,
// the authorizer for all but message expressions.
//
// One check is stricter than upstream: a non-empty caBundle must parse
// as PEM certificates. Upstream stores any bytes and fails only when it
// calls the webhook; refusing them at write time (422) tells the author
// at once, and never changes a request that upstream would accept and
// could ever succeed with.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation
// and k8s.io/apiserver/pkg/util/webhook.ValidateWebhookURL/ValidateWebhookService.
// Left out: the webhooks' matchConditions; compiling an unchanged
// expression of an update in the stored-expressions environment (ours
// compiles every expression as new); and the
// "ratcheting" upstream does on update (old objects keep invalid label
// values, non-unique names): ours checks an update as a create.
package validation
