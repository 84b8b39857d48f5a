// Package filters holds stage 07's request filters, the three that make
// the server secure:
//
//   - WithAuthentication asks the server's authenticator who sent a
//     request and puts the answer into the request's context
//     (02-generic-server/endpoints/request.WithUser), where the
//     authorizer, admission, audit and the aggregator's proxy read it; a
//     request no authenticator recognises goes to the failed handler,
//     normally Unauthorized's 401 Status;
//   - WithImpersonation lets a user act as another (Impersonate-User,
//     -Group, -Uid, -Extra-*), each thing asked for authorized with verb
//     impersonate; the audit event keeps both users;
//   - WithAuthorization asks the authorizer about the request's
//     Attributes and answers 403 Forbidden (Forbidden, with upstream's
//     message) or 500, annotating the audit event with the decision.
//
// Stage 07 adds it. They plug into stage 06's chain through
// 06-filters/server.SecurityFilters (Authentication, Impersonation,
// Authorization), each a func(http.Handler) http.Handler: the caller
// closes over the authenticator or authorizer and the serializer.
//
// Upstream: k8s.io/apiserver/pkg/endpoints/filters (authentication.go,
// authorization.go), .../filters/impersonation (impersonation.go), and
// Forbidden from .../endpoints/handlers/responsewriters.
// Left out: the authentication and authorization metrics
// (authentication_attempts, authorization_attempts_total, the latency
// histograms) and latency tracking; the requestHeaderConfig parameter
// (custom front-proxy header names: only the standard X-Remote-* ones are
// cleared here, the headerrequest authenticator clears its own custom
// ones when it reads them); feature gates (UnauthenticatedHTTP2DOSMitigation
// is always on, its v1.37 default); constrained impersonation (the
// ConstrainedImpersonation feature, beta and on by default since 1.36, so
// v1.37's chain runs WithConstrainedImpersonation: it tries the
// impersonate:<mode> and impersonate-on:<mode>:<verb> checks before the
// legacy one, the only one kept here, and caches which mode worked), and
// the field and label selectors in Attributes.
package filters
