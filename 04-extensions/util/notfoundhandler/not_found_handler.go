package notfoundhandler

import (
	"context"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// retryAfterSeconds is what a client is told to wait before asking again
// while the server is still installing its paths.
const retryAfterSeconds = 5

// Handler answers requests that reached the end of the chain.
// Upstream: k8s.io/apiserver/pkg/util/notfoundhandler.Handler.
type Handler struct {
	serializer                  runtime.NegotiatedSerializer
	isMuxAndDiscoveryCompleteFn func(ctx context.Context) bool
}

// New returns the not-found handler. isMuxAndDiscoveryCompleteFn tells
// whether every server of the chain has installed its paths (for stage
// 04, whether every CustomResourceDefinition is being served): before
// that, a path nobody serves may be one that is about to appear, and the
// client is told to retry (503) rather than that it does not exist (404).
// Upstream: k8s.io/apiserver/pkg/util/notfoundhandler.New.
func New(serializer runtime.NegotiatedSerializer, isMuxAndDiscoveryCompleteFn func(ctx context.Context) bool) *Handler {
	return &Handler{serializer: serializer, isMuxAndDiscoveryCompleteFn: isMuxAndDiscoveryCompleteFn}
}

// ServeHTTP answers 503 with Retry-After while the chain is still
// installing its paths, and a 404 Status afterwards.
// Upstream: k8s.io/apiserver/pkg/util/notfoundhandler.(*Handler).ServeHTTP.
func (h *Handler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	gv := schema.GroupVersion{Group: "unknown", Version: "unknown"}
	if info, ok := request.RequestInfoFrom(req.Context()); ok {
		gv = schema.GroupVersion{Group: info.APIGroup, Version: info.APIVersion}
	}
	if !h.isMuxAndDiscoveryCompleteFn(req.Context()) {
		err := errors.NewServiceUnavailable("the request has been made before all known HTTP paths have been installed, please try again")
		if err.ErrStatus.Details == nil {
			err.ErrStatus.Details = &metav1.StatusDetails{}
		}
		err.ErrStatus.Details.RetryAfterSeconds = retryAfterSeconds
		responsewriters.ErrorNegotiated(err, h.serializer, gv, w, req)
		return
	}
	responsewriters.ErrorNegotiated(errNotFound(), h.serializer, gv, w, req)
}

// errNotFound is the Status of a path nobody serves: upstream's words for
// StatusReasonNotFound without a resource.
func errNotFound() *errors.StatusError {
	return &errors.StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusNotFound,
		Reason:  metav1.StatusReasonNotFound,
		Message: "the server could not find the requested resource",
	}}
}
