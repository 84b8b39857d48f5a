package union

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// unionAuthRequestHandler asks Handlers in order.
// Upstream: k8s.io/apiserver/pkg/authentication/request/union.unionAuthRequestHandler.
type unionAuthRequestHandler struct {
	// Handlers are the authenticators, asked in order.
	Handlers []authenticator.Request
	// FailOnError stops at the first error instead of trying the rest.
	FailOnError bool
}

var _ authenticator.Request = (*unionAuthRequestHandler)(nil)

// New returns an authenticator that asks handlers in order: the first
// that recognises the request wins, errors of the others are remembered
// and, when none recognises it, returned together (nil if there were
// none). A single handler is returned as it is.
// Upstream: k8s.io/apiserver/pkg/authentication/request/union.New.
func New(handlers ...authenticator.Request) authenticator.Request {
	if len(handlers) == 1 {
		return handlers[0]
	}
	return &unionAuthRequestHandler{Handlers: handlers}
}

// NewFailOnError is New, except that the first error ends the search:
// a bad credential is not given a second chance with another
// authenticator.
// Upstream: k8s.io/apiserver/pkg/authentication/request/union.NewFailOnError.
func NewFailOnError(handlers ...authenticator.Request) authenticator.Request {
	if len(handlers) == 1 {
		return handlers[0]
	}
	return &unionAuthRequestHandler{Handlers: handlers, FailOnError: true}
}

// AuthenticateRequest asks each handler in turn.
// Upstream: k8s.io/apiserver/pkg/authentication/request/union.(*unionAuthRequestHandler).AuthenticateRequest.
func (u *unionAuthRequestHandler) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	var errs []error
	for _, h := range u.Handlers {
		resp, ok, err := h.AuthenticateRequest(req)
		if err != nil {
			if u.FailOnError {
				return resp, ok, err
			}
			errs = append(errs, err)
			continue
		}
		if ok {
			return resp, true, nil
		}
	}
	return nil, false, newAggregate(errs)
}
