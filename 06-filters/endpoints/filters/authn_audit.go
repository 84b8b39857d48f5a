package filters

import (
	"fmt"
	"net/http"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// WithFailedAuthenticationAudit wraps the handler that answers requests
// no authenticator recognised (stage 07's Unauthorized), so that they are
// audited although they never reach WithAudit, which sits inside
// authentication: one event, written at stage ResponseStarted when
// failedHandler writes its code (401), whose responseStatus message says
// which credentials were tried ("Authentication failed, attempted:
// bearer, x509" or "... no credentials provided"). With a nil sink or
// policy it returns failedHandler.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithFailedAuthenticationAudit,
// which writes the same single ResponseStarted event.
func WithFailedAuthenticationAudit(failedHandler http.Handler, sink audit.Sink, policy audit.PolicyRuleEvaluator) http.Handler {
	if sink == nil || policy == nil {
		return failedHandler
	}
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ac, err := evaluatePolicyAndCreateAuditEvent(req, policy, sink)
		if err != nil {
			responsewriters.InternalError(w, req, fmt.Errorf("failed to create audit event: %w", err))
			return
		}
		if !ac.Enabled() {
			failedHandler.ServeHTTP(w, req)
			return
		}
		ac.SetEventResponseStatus(&metav1.Status{Message: getAuthMethods(req)})
		rw, _ := decorateResponseWriter(req.Context(), ac, w, true, nil)
		failedHandler.ServeHTTP(rw, req)
	})
}

// getAuthMethods names the credentials the request carried.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.getAuthMethods.
func getAuthMethods(req *http.Request) string {
	var authMethods []string
	if _, _, ok := req.BasicAuth(); ok {
		authMethods = append(authMethods, "basic")
	}
	auth := strings.TrimSpace(req.Header.Get("Authorization"))
	parts := strings.Split(auth, " ")
	if len(parts) > 1 && strings.ToLower(parts[0]) == "bearer" {
		authMethods = append(authMethods, "bearer")
	}
	if token := strings.TrimSpace(req.URL.Query().Get("access_token")); token != "" {
		authMethods = append(authMethods, "access_token")
	}
	if req.TLS != nil && len(req.TLS.PeerCertificates) > 0 {
		authMethods = append(authMethods, "x509")
	}
	if len(authMethods) > 0 {
		return fmt.Sprintf("Authentication failed, attempted: %s", strings.Join(authMethods, ", "))
	}
	return "Authentication failed, no credentials provided"
}
