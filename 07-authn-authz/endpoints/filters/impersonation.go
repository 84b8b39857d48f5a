package filters

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/server/httplog"
)

// The impersonation headers a client (kubectl --as, --as-group, --as-uid)
// sends.
// Upstream: k8s.io/api/authentication/v1 (ImpersonateUserHeader ...).
const (
	ImpersonateUserHeader            = "Impersonate-User"
	ImpersonateUIDHeader             = "Impersonate-Uid"
	ImpersonateGroupHeader           = "Impersonate-Group"
	ImpersonateUserExtraHeaderPrefix = "Impersonate-Extra-"
)

// authenticationGroupVersion is the API version of the UserExtra and UID
// impersonation requests: their authorization checks name the group
// authentication.k8s.io, users, groups and serviceaccounts the core group.
const authenticationGroupVersion = "authentication.k8s.io/v1"

// WithImpersonation lets a user act as another. With no Impersonate-*
// header the request goes on as it is. Otherwise each thing asked for is
// authorized with verb impersonate, as the authenticated user:
//
//	Impersonate-User: alice                       users "alice" in group ""
//	Impersonate-User: system:serviceaccount:ns:n  serviceaccounts "n" in namespace "ns"
//	Impersonate-Group: dev (repeatable)           groups "dev"
//	Impersonate-Uid: 42                           uids "42" in authentication.k8s.io
//	Impersonate-Extra-Scopes: view (repeatable)   userextras/scopes "view" in authentication.k8s.io
//
// The first refusal is a 403 Forbidden Status; a group, UID or extra
// without a user is a 400. When everything is allowed, the request
// continues as the impersonated user (in system:authenticated unless a
// group says otherwise, a service account in its groups unless groups
// are given), the audit event records them as impersonatedUser next to
// the real user, and the Impersonate-* headers are removed.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters/impersonation.WithImpersonation,
// which v1.37's chain installs only with the ConstrainedImpersonation gate
// off; by default it runs WithConstrainedImpersonation, whose last mode is
// this legacy check (see the package comment).
func WithImpersonation(handler http.Handler, a authorizer.Authorizer, s runtime.NegotiatedSerializer) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		impersonationRequests, err := buildImpersonationRequests(req.Header)
		if err != nil {
			klog.V(4).Infof("%v", err)
			respondWithError(w, req, err, s)
			return
		}
		if len(impersonationRequests) == 0 {
			handler.ServeHTTP(w, req)
			return
		}
		ctx := req.Context()
		requestor, exists := genericrequest.UserFrom(ctx)
		if !exists {
			responsewriters.InternalError(w, req, errors.New("no user found for request"))
			return
		}
		groupsSpecified := len(req.Header[ImpersonateGroupHeader]) > 0
		newUser, denied, reason := authorizeImpersonation(req, a, requestor, impersonationRequests, groupsSpecified)
		if denied != nil {
			Forbidden(denied, w, req, reason, s)
			return
		}
		req = req.WithContext(genericrequest.WithUser(ctx, newUser))
		httplog.LogOf(req, w).Addf("%v is impersonating %v", userString(requestor), userString(newUser))
		audit.LogImpersonatedUser(ctx, newUser)
		removeImpersonationHeaders(req.Header)
		handler.ServeHTTP(w, req)
	})
}

// authorizeImpersonation checks each request with verb impersonate and
// builds the user they add up to. On the first refusal it returns the
// refused attributes and the reason instead.
// Upstream: the loop and group defaulting of
// k8s.io/apiserver/pkg/endpoints/filters/impersonation.WithImpersonation.
func authorizeImpersonation(req *http.Request, a authorizer.Authorizer, requestor user.Info, requests []corev1.ObjectReference, groupsSpecified bool) (*user.DefaultInfo, authorizer.Attributes, string) {
	newUser := &user.DefaultInfo{Groups: []string{}, Extra: map[string][]string{}}
	for _, r := range requests {
		attributes := impersonationAttributes(requestor, r)
		switch r.Kind {
		case "ServiceAccount":
			newUser.Name = serviceaccount.MakeUsername(r.Namespace, r.Name)
			if !groupsSpecified {
				newUser.Groups = serviceaccount.MakeGroupNames(r.Namespace)
			}
		case "User":
			newUser.Name = r.Name
		case "Group":
			newUser.Groups = append(newUser.Groups, r.Name)
		case "UserExtra":
			newUser.Extra[r.FieldPath] = append(newUser.Extra[r.FieldPath], r.Name)
		case "UID":
			newUser.UID = r.Name
		}
		decision, reason, err := a.Authorize(req.Context(), attributes)
		if err != nil || decision != authorizer.DecisionAllow {
			klog.V(4).InfoS("Forbidden", "URI", req.RequestURI, "reason", reason, "err", err)
			return nil, attributes, reason
		}
	}
	newUser.Groups = withAuthenticationGroup(newUser.Name, newUser.Groups)
	return newUser, nil, ""
}

// impersonationAttributes is what requestor must be allowed to do to
// impersonate r: verb impersonate on users, groups, serviceaccounts,
// uids or userextras/<key>, named r.Name.
// Upstream: actingAsAttributes in k8s.io/apiserver/pkg/endpoints/filters/impersonation.WithImpersonation.
func impersonationAttributes(requestor user.Info, r corev1.ObjectReference) authorizer.AttributesRecord {
	attributes := authorizer.AttributesRecord{
		User:            requestor,
		Verb:            "impersonate",
		Namespace:       r.Namespace,
		Name:            r.Name,
		ResourceRequest: true,
	}
	if group, version, ok := strings.Cut(r.APIVersion, "/"); ok {
		attributes.APIGroup, attributes.APIVersion = group, version
	}
	switch r.Kind {
	case "ServiceAccount":
		attributes.Resource = "serviceaccounts"
	case "User":
		attributes.Resource = "users"
	case "Group":
		attributes.Resource = "groups"
	case "UserExtra":
		attributes.Resource, attributes.Subresource = "userextras", r.FieldPath
	case "UID":
		attributes.Resource = "uids"
	}
	return attributes
}

// withAuthenticationGroup adds system:authenticated to an impersonated
// user's groups unless they name system:authenticated or
// system:unauthenticated already; system:anonymous gets
// system:unauthenticated instead.
// Upstream: part of k8s.io/apiserver/pkg/endpoints/filters/impersonation.WithImpersonation.
func withAuthenticationGroup(username string, groups []string) []string {
	if username == user.Anonymous {
		if !slices.Contains(groups, user.AllUnauthenticated) {
			groups = append(groups, user.AllUnauthenticated)
		}
		return groups
	}
	if !slices.Contains(groups, user.AllAuthenticated) && !slices.Contains(groups, user.AllUnauthenticated) {
		groups = append(groups, user.AllAuthenticated)
	}
	return groups
}

// removeImpersonationHeaders deletes every Impersonate-* header: nothing
// further in (a proxy to an aggregated server) may act on them again.
// Upstream: part of k8s.io/apiserver/pkg/endpoints/filters/impersonation.WithImpersonation.
func removeImpersonationHeaders(h http.Header) {
	h.Del(ImpersonateUserHeader)
	h.Del(ImpersonateGroupHeader)
	h.Del(ImpersonateUIDHeader)
	for name := range h {
		if strings.HasPrefix(name, ImpersonateUserExtraHeaderPrefix) {
			h.Del(name)
		}
	}
}

// userString is "name[group,group]", for the log.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters/impersonation.userString.
func userString(u user.Info) string {
	if u == nil {
		return "<none>"
	}
	name := u.GetName()
	if name == "" {
		name = "<empty>"
	}
	if groups := u.GetGroups(); len(groups) > 0 {
		name += "[" + strings.Join(groups, ",") + "]"
	}
	return name
}

// buildImpersonationRequests lists what the headers ask to impersonate,
// user first, then groups, extras (one per value; the key lowercased and
// %-decoded) and UID. Each is an ObjectReference, as upstream, so that
// the 400 for a group, extra or UID without a user reads the same.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters/impersonation.buildImpersonationRequests.
func buildImpersonationRequests(headers http.Header) ([]corev1.ObjectReference, error) {
	requests := []corev1.ObjectReference{}
	requestedUser := headers.Get(ImpersonateUserHeader)
	hasUser := requestedUser != ""
	if hasUser {
		if namespace, name, err := serviceaccount.SplitUsername(requestedUser); err == nil {
			requests = append(requests, corev1.ObjectReference{Kind: "ServiceAccount", Namespace: namespace, Name: name})
		} else {
			requests = append(requests, corev1.ObjectReference{Kind: "User", Name: requestedUser})
		}
	}
	hasGroups := false
	for _, group := range headers[ImpersonateGroupHeader] {
		hasGroups = true
		requests = append(requests, corev1.ObjectReference{Kind: "Group", Name: group})
	}
	hasUserExtra := false
	for headerName, values := range headers {
		if !strings.HasPrefix(headerName, ImpersonateUserExtraHeaderPrefix) {
			continue
		}
		hasUserExtra = true
		extraKey := unescapeExtraKey(strings.ToLower(headerName[len(ImpersonateUserExtraHeaderPrefix):]))
		for _, value := range values {
			requests = append(requests, corev1.ObjectReference{Kind: "UserExtra", APIVersion: authenticationGroupVersion, Name: value, FieldPath: extraKey})
		}
	}
	requestedUID := headers.Get(ImpersonateUIDHeader)
	hasUID := requestedUID != ""
	if hasUID {
		requests = append(requests, corev1.ObjectReference{Kind: "UID", Name: requestedUID, APIVersion: authenticationGroupVersion})
	}
	if (hasGroups || hasUserExtra || hasUID) && !hasUser {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("requested %v without impersonating a user", requests))
	}
	return requests, nil
}

// unescapeExtraKey %-decodes an extra's key (keys such as
// example.org/scopes travel as example.org%2fscopes), keeping a
// malformed one as it is.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters/impersonation.unescapeExtraKey.
func unescapeExtraKey(encodedKey string) string {
	key, err := url.PathUnescape(encodedKey)
	if err != nil {
		return encodedKey
	}
	return key
}
