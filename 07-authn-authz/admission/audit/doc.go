// Package audit copies the annotations admission plugins add to a
// request (AddAnnotation: a validating policy's
// validation.policy.admission.k8s.io/validation_failure and
// "<policy>/<key>" audit annotations, a webhook's audit annotations) into
// the request's audit event, once each admission step ran.
//
// Stage 07 adds it, with the admission policies whose Audit action needs
// it. Upstream: k8s.io/apiserver/pkg/admission.WithAudit (audit.go),
// which the handlers wrap around the chain per request; ours wraps the
// chain once, in 07-authn-authz/kubeapiserver/options.(*AdmissionOptions).NewAdmission,
// because stage 02's handlers cannot reach stage 06's audit context.
//
// Left out: annotation levels (every annotation is recorded whatever
// the event's level, as our Attributes keep no level).
package audit
