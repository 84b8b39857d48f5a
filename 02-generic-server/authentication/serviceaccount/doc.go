// Package serviceaccount knows how a service account is named as a user:
// system:serviceaccount:<namespace>:<name>, in the groups
// system:serviceaccounts and system:serviceaccounts:<namespace>, with the
// bound pod, node and credential in the user's extra fields. The token
// authenticator (07-authn-authz/serviceaccount), RBAC subjects and the
// review APIs all build or take apart these names here, and so does
// stage 06's API Priority and Fairness when a FlowSchema names a service
// account.
//
// Stage 02 keeps it, as upstream's generic library does, so that stages
// 06 and 07 share one spelling of these names (stage 07 wrote it; it
// moved here). Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount
// (util.go).
// Left out: IsServiceAccountToken (it needs the core Secret and
// ServiceAccount types) and the webhook-configuration and attestation
// extra keys (no stage issues tokens bound to them).
package serviceaccount
