package filters

import (
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/headerrequest"
)

// standardRequestHeaders are the front-proxy headers every authenticated
// request loses, whoever authenticated it. The fields are interfaces, as
// upstream's RequestHeaderConfig's are, so that each slice is boxed once
// here rather than on every request that passes them to
// ClearAuthenticationHeaders.
// Upstream: standardRequestHeaderConfig in k8s.io/apiserver/pkg/endpoints/filters.withAuthentication.
var standardRequestHeaders = struct {
	name, uid, group, extraPrefix headerrequest.StringSliceProvider
}{
	name:        headerrequest.StaticStringSlice{"X-Remote-User"},
	uid:         headerrequest.StaticStringSlice{"X-Remote-Uid"},
	group:       headerrequest.StaticStringSlice{"X-Remote-Group"},
	extraPrefix: headerrequest.StaticStringSlice{"X-Remote-Extra-"},
}

// WithAuthentication authenticates each request with auth. A request
// auth does not recognise, or fails on (logged), or whose credential is
// for none of apiAuds, goes to failed. Otherwise the Authorization and
// standard X-Remote-* headers are removed, the user is put into the
// context, and handler serves the request. With apiAuds set, the context
// carries them for audience-aware authenticators. A nil auth is no
// authentication at all: handler is returned as it is.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithAuthentication.
func WithAuthentication(handler http.Handler, auth authenticator.Request, failed http.Handler, apiAuds authenticator.Audiences) http.Handler {
	if auth == nil {
		klog.Warning("Authentication is disabled")
		return handler
	}
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if len(apiAuds) > 0 {
			req = req.WithContext(authenticator.WithAudiences(req.Context(), apiAuds))
		}
		resp, ok, err := auth.AuthenticateRequest(req)
		if err != nil || !ok {
			if err != nil {
				klog.ErrorS(err, "Unable to authenticate the request")
			}
			failed.ServeHTTP(w, req)
			return
		}
		if !audiencesAreAcceptable(apiAuds, resp.Audiences) {
			klog.Error(fmt.Errorf("unable to match the audience: %v , accepted: %v", resp.Audiences, apiAuds))
			failed.ServeHTTP(w, req)
			return
		}
		removeCredentials(req.Header)
		if req.ProtoMajor == 2 && isAnonymousUser(resp.User) {
			// one request per HTTP/2 connection for anonymous clients
			// (CVE-2023-44487): Go's server sends GOAWAY after it
			w.Header().Set("Connection", "close")
		}
		handler.ServeHTTP(w, req.WithContext(genericrequest.WithUser(req.Context(), resp.User)))
	})
}

// removeCredentials deletes the Authorization header and the standard
// front-proxy headers: they have done their job, and no handler further
// in (a proxy to an aggregated server) may pass them on.
// Upstream: part of k8s.io/apiserver/pkg/endpoints/filters.withAuthentication.
func removeCredentials(h http.Header) {
	h.Del("Authorization")
	s := standardRequestHeaders
	headerrequest.ClearAuthenticationHeaders(h, s.name, s.uid, s.group, s.extraPrefix)
}

// Unauthorized answers every request with a 401 Status, reason
// Unauthorized, message "Unauthorized", in the media type the client
// asked for; an HTTP/2 connection is closed after it. It needs the
// RequestInfo in the context (stage 06's WithRequestInfo runs first) to
// pick the Status's group version, and answers 500 without one.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.Unauthorized.
func Unauthorized(s runtime.NegotiatedSerializer) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.ProtoMajor == 2 {
			w.Header().Set("Connection", "close")
		}
		requestInfo, found := genericrequest.RequestInfoFrom(req.Context())
		if !found {
			responsewriters.InternalError(w, req, errors.New("no RequestInfo found in the context"))
			return
		}
		gv := schema.GroupVersion{Group: requestInfo.APIGroup, Version: requestInfo.APIVersion}
		responsewriters.ErrorNegotiated(apierrors.NewUnauthorized("Unauthorized"), s, gv, w, req)
	})
}

// audiencesAreAcceptable is true when the server or the authenticator
// has no opinion on audiences, or when they share one.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.audiencesAreAcceptable.
func audiencesAreAcceptable(apiAuds, responseAudiences authenticator.Audiences) bool {
	if len(apiAuds) == 0 || len(responseAudiences) == 0 {
		return true
	}
	return len(apiAuds.Intersect(responseAudiences)) > 0
}

// isAnonymousUser is true for system:anonymous and anyone in
// system:unauthenticated.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.isAnonymousUser.
func isAnonymousUser(u user.Info) bool {
	return u.GetName() == user.Anonymous || slices.Contains(u.GetGroups(), user.AllUnauthenticated)
}
