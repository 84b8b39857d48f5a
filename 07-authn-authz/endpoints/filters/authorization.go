package filters

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// The audit annotations WithAuthorization adds, and their values.
// Upstream: the constants of k8s.io/apiserver/pkg/endpoints/filters (authorization.go).
const (
	DecisionAnnotationKey = "authorization.k8s.io/decision"
	ReasonAnnotationKey   = "authorization.k8s.io/reason"

	decisionAllow  = "allow"
	decisionForbid = "forbid"
	reasonError    = "internal error"
)

// WithAuthorization asks a whether the request may go on, with the
// Attributes of the user and RequestInfo in its context. Allow serves
// it (even when a also returned an error: RBAC may allow by one binding
// and fail to read another); otherwise an error is a 500 and a denial a
// 403 Forbidden Status (Forbidden). The decision and reason become the
// audit annotations authorization.k8s.io/decision and /reason. A nil a
// is no authorization at all: handler is returned as it is.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithAuthorization.
func WithAuthorization(handler http.Handler, a authorizer.Authorizer, s runtime.NegotiatedSerializer) http.Handler {
	if a == nil {
		klog.Warning("Authorization is disabled")
		return handler
	}
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		attributes, err := GetAuthorizerAttributes(req)
		if err != nil {
			responsewriters.InternalError(w, req, err)
			return
		}
		authorized, reason, err := a.Authorize(ctx, attributes)
		if authorized == authorizer.DecisionAllow {
			audit.AddAuditAnnotationsMap(ctx, map[string]string{DecisionAnnotationKey: decisionAllow, ReasonAnnotationKey: reason})
			handler.ServeHTTP(w, req)
			return
		}
		if err != nil {
			audit.AddAuditAnnotation(ctx, ReasonAnnotationKey, reasonError)
			responsewriters.InternalError(w, req, err)
			return
		}
		klog.V(4).InfoS("Forbidden", "URI", req.RequestURI, "reason", reason)
		audit.AddAuditAnnotationsMap(ctx, map[string]string{DecisionAnnotationKey: decisionForbid, ReasonAnnotationKey: reason})
		Forbidden(attributes, w, req, reason, s)
	})
}

// GetAuthorizerAttributes returns the Attributes of req: its user (none
// if unauthenticated) and its RequestInfo, which must be in the context.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.GetAuthorizerAttributes,
// which takes the context and also parses the selectors.
func GetAuthorizerAttributes(req *http.Request) (authorizer.Attributes, error) {
	ctx := req.Context()
	ri, found := genericrequest.RequestInfoFrom(ctx)
	if !found {
		return nil, errors.New("no RequestInfo found in the context")
	}
	u, _ := genericrequest.UserFrom(ctx)
	return authorizer.AttributesFrom(u, ri), nil
}

// Forbidden answers 403 with ForbiddenStatusError's Status, as an
// unversioned Status, and X-Content-Type-Options: nosniff.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.Forbidden
// (and RespondWithError); it lives here because only stage 07 forbids.
func Forbidden(attributes authorizer.Attributes, w http.ResponseWriter, req *http.Request, reason string, s runtime.NegotiatedSerializer) {
	respondWithError(w, req, ForbiddenStatusError(attributes, reason), s)
}

// respondWithError writes err as an unversioned Status.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.RespondWithError.
func respondWithError(w http.ResponseWriter, req *http.Request, err error, s runtime.NegotiatedSerializer) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	responsewriters.ErrorNegotiated(err, s, metav1.Unversioned, w, req)
}

// sanitizer escapes HTML in a message that repeats a client's path.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.sanitizer.
var sanitizer = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;")

// ForbiddenStatusError is the 403 of a denied request, for example
//
//	pods "web" is forbidden: User "alice" cannot get resource "pods" in API group "" in the namespace "demo": <reason>
//
// (": <reason>" only when there is one).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.ForbiddenStatusError.
func ForbiddenStatusError(attributes authorizer.Attributes, reason string) *apierrors.StatusError {
	msg := sanitizer.Replace(forbiddenMessage(attributes))
	errMsg := errors.New(msg)
	if reason != "" {
		errMsg = fmt.Errorf("%s: %s", msg, reason)
	}
	gr := schema.GroupResource{Group: attributes.GetAPIGroup(), Resource: attributes.GetResource()}
	return apierrors.NewForbidden(gr, attributes.GetName(), errMsg)
}

// forbiddenMessage says who cannot do what, and where.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.forbiddenMessage.
func forbiddenMessage(attributes authorizer.Attributes) string {
	username := ""
	if u := attributes.GetUser(); u != nil {
		username = u.GetName()
	}
	if !attributes.IsResourceRequest() {
		return fmt.Sprintf("User %q cannot %s path %q", username, attributes.GetVerb(), attributes.GetPath())
	}
	resource := attributes.GetResource()
	if subresource := attributes.GetSubresource(); subresource != "" {
		resource = resource + "/" + subresource
	}
	if ns := attributes.GetNamespace(); ns != "" {
		return fmt.Sprintf("User %q cannot %s resource %q in API group %q in the namespace %q", username, attributes.GetVerb(), resource, attributes.GetAPIGroup(), ns)
	}
	return fmt.Sprintf("User %q cannot %s resource %q in API group %q at the cluster scope", username, attributes.GetVerb(), resource, attributes.GetAPIGroup())
}
