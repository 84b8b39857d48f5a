package filters

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

// invalidTimeoutInURL starts the message of a 400 for a bad ?timeout=.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.invalidTimeoutInURL.
const invalidTimeoutInURL = "invalid timeout specified in the request URL"

// WithRequestDeadline gives a request's context its deadline: the time
// it was received (WithRequestReceivedTimestamp) plus the client's
// ?timeout= (a Go duration such as 30s), or plus requestTimeoutMaximum
// (--request-timeout) when the client asked for none, for 0, or for more.
// A ?timeout= that does not parse is a 400 Bad Request Status, audited
// here (the request never reaches WithAudit, further in) when sink and
// policy are set. A long-running request gets no deadline.
// WithTimeoutForNonLongRunningRequests answers 504 when the deadline passes.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithRequestDeadline.
func WithRequestDeadline(handler http.Handler, sink audit.Sink, policy audit.PolicyRuleEvaluator, longRunning request.LongRunningRequestCheck,
	negotiatedSerializer runtime.NegotiatedSerializer, requestTimeoutMaximum time.Duration) http.Handler {
	return withRequestDeadline(handler, sink, policy, longRunning, negotiatedSerializer, requestTimeoutMaximum, time.Now)
}

// withRequestDeadline takes the clock, for tests; it is read only when
// the request carries no received timestamp.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.withRequestDeadline.
func withRequestDeadline(handler http.Handler, sink audit.Sink, policy audit.PolicyRuleEvaluator, longRunning request.LongRunningRequestCheck,
	negotiatedSerializer runtime.NegotiatedSerializer, requestTimeoutMaximum time.Duration, now func() time.Time) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		requestInfo, ok := genericrequest.RequestInfoFrom(ctx)
		if !ok {
			responsewriters.InternalError(w, req, errors.New("no RequestInfo found in context, handler chain must be wrong"))
			return
		}
		if longRunning(req, requestInfo) {
			handler.ServeHTTP(w, req)
			return
		}
		userSpecifiedTimeout, ok, err := parseTimeout(req)
		if err != nil {
			klog.Errorf("Error - %s: %#v", err.Error(), req.RequestURI)
			statusErr := apierrors.NewBadRequest(err.Error())
			gv := schema.GroupVersion{Group: requestInfo.APIGroup, Version: requestInfo.APIVersion}
			failed := http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
				responsewriters.ErrorNegotiated(statusErr, negotiatedSerializer, gv, w, req)
			})
			withFailedRequestAudit(failed, statusErr, sink, policy).ServeHTTP(w, req)
			return
		}
		timeout := requestTimeoutMaximum
		// 0 means "no timeout of mine": the server's maximum applies
		if ok && userSpecifiedTimeout > 0 && userSpecifiedTimeout < requestTimeoutMaximum {
			timeout = userSpecifiedTimeout
		}
		started := now()
		if received, ok := request.ReceivedTimestampFrom(ctx); ok {
			started = received
		}
		ctx, cancel := context.WithDeadline(ctx, started.Add(timeout))
		defer cancel()
		handler.ServeHTTP(w, req.WithContext(ctx))
	})
}

// parseTimeout returns the request's ?timeout= and whether it has one,
// or an error naming the parameter when it does not parse.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.parseTimeout.
func parseTimeout(req *http.Request) (time.Duration, bool, error) {
	value := req.URL.Query().Get("timeout")
	if value == "" {
		return 0, false, nil
	}
	timeout, err := time.ParseDuration(value)
	if err != nil {
		return 0, false, fmt.Errorf("%s - %s", invalidTimeoutInURL, err.Error())
	}
	return timeout, true, nil
}

// withFailedRequestAudit audits a request a filter refuses before it
// reaches WithAudit: one ResponseComplete event with the refusal's Status.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.withFailedRequestAudit.
func withFailedRequestAudit(failedHandler http.Handler, statusErr *apierrors.StatusError, sink audit.Sink, policy audit.PolicyRuleEvaluator) http.Handler {
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
		failedHandler.ServeHTTP(w, req)
		status := statusErr.Status()
		ac.SetEventResponseStatus(&status)
		ac.ProcessEventStage(req.Context(), auditv1.StageResponseComplete)
	})
}
