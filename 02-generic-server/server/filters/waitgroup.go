package filters

import (
	"encoding/json"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// RequestWaitGroup counts requests in flight; Add fails once shutdown has
// started waiting. waitgroup.SafeWaitGroup implements it.
// Upstream: k8s.io/apiserver/pkg/server/filters.RequestWaitGroup.
type RequestWaitGroup interface {
	Add(delta int) error
	Done()
}

// WithWaitGroup adds every request that is not long-running to wg for the
// time it is served, so shutdown can wait for them. Once wg refuses new
// requests, non-exempt ones get 503 with "Retry-After: 1" and a
// metav1.Status. longRunning may be nil.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithWaitGroup.
func WithWaitGroup(handler http.Handler, longRunning func(*http.Request) bool, wg RequestWaitGroup) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if longRunning != nil && longRunning(req) {
			handler.ServeHTTP(w, req)
			return
		}
		if err := wg.Add(1); err != nil {
			if isRequestExemptFromRetryAfter(req) {
				handler.ServeHTTP(w, req)
				return
			}
			WaitGroupWriteRetryAfterToResponse(w)
			return
		}
		defer wg.Done()
		handler.ServeHTTP(w, req)
	})
}

// WaitGroupWriteRetryAfterToResponse writes the 503 ServiceUnavailable Status.
// Upstream: k8s.io/apiserver/pkg/server/filters.WaitGroupWriteRetryAfterToResponse.
func WaitGroupWriteRetryAfterToResponse(w http.ResponseWriter) {
	status := metav1.Status{
		TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   metav1.StatusFailure,
		Message:  "apiserver is shutting down",
		Reason:   metav1.StatusReasonServiceUnavailable,
		Code:     http.StatusServiceUnavailable,
	}
	body, _ := json.Marshal(status)
	w.Header().Add("Retry-After", "1")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusServiceUnavailable)
	_, _ = w.Write(append(body, '\n'))
}
