package filters

import (
	"net/http"

	"github.com/google/uuid"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// maxAuditIDLength bounds a client's Audit-ID: longer ones are replaced.
const maxAuditIDLength = 128

// WithAuditInit puts an empty AuditContext into the request's context and
// gives the request its audit ID: the client's Audit-ID header when it is
// a valid one, else a new UUID. The ID is echoed in the Audit-Id response
// header (unless a handler further out set one, as an aggregated server
// behind this one would), so a client can find its request in the log.
// It sits outside WithAudit, which fills the context in.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithAuditInit, which
// keeps any client value as it is; here an ID longer than 128 bytes or
// with characters outside printable ASCII is replaced, so a client cannot
// write arbitrary text into the log and the response headers.
func WithAuditInit(handler http.Handler) http.Handler {
	return withAuditInit(handler, func() string { return uuid.New().String() })
}

// withAuditInit takes the ID generator, for tests.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.withAuditInit.
func withAuditInit(handler http.Handler, newAuditIDFunc func() string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := audit.WithAuditContext(r.Context())
		r = r.WithContext(ctx)

		auditID := r.Header.Get(auditv1.HeaderAuditID)
		if !validAuditID(auditID) {
			auditID = newAuditIDFunc()
		}
		audit.WithAuditID(ctx, metav1.UID(auditID))

		// Not every response carries it: a proxied exec answers with
		// the kubelet's headers.
		if w.Header().Get(auditv1.HeaderAuditID) == "" {
			w.Header().Set(auditv1.HeaderAuditID, auditID)
		}
		handler.ServeHTTP(w, r)
	})
}

// validAuditID accepts 1 to 128 bytes of printable ASCII without spaces.
func validAuditID(id string) bool {
	if id == "" || len(id) > maxAuditIDLength {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 0x21 || id[i] > 0x7e {
			return false
		}
	}
	return true
}
