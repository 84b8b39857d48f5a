package headerrequest

import (
	"crypto/x509"
	"fmt"
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	x509request "github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/x509"
)

// StringSliceProvider returns header names that may change.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.StringSliceProvider.
type StringSliceProvider = x509request.StringSliceProvider

// StaticStringSlice is a StringSliceProvider that never changes.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.StaticStringSlice.
type StaticStringSlice = x509request.StaticStringSlice

// requestHeaderAuthRequestHandler reads the user from headers, without
// checking who sent them: NewSecure puts a Verifier in front.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.requestHeaderAuthRequestHandler.
type requestHeaderAuthRequestHandler struct {
	// nameHeaders are tried in order; the first with a value names the user.
	nameHeaders StringSliceProvider
	// uidHeaders are tried in order; the first with a value is the UID.
	uidHeaders StringSliceProvider
	// groupHeaders: every value of every one is a group.
	groupHeaders StringSliceProvider
	// extraHeaderPrefixes: a header X-Remote-Extra-Scopes is extra "scopes".
	extraHeaderPrefixes StringSliceProvider
}

var _ authenticator.Request = (*requestHeaderAuthRequestHandler)(nil)

// New returns an authenticator that believes the headers, whoever sent
// them; header names are trimmed, and an empty one is an error.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.New.
func New(nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes []string) (authenticator.Request, error) {
	var lists [4][]string
	for i, headers := range [][]string{nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes} {
		trimmed, err := trimHeaders(headers...)
		if err != nil {
			return nil, err
		}
		lists[i] = trimmed
	}
	return NewDynamic(StaticStringSlice(lists[0]), StaticStringSlice(lists[1]),
		StaticStringSlice(lists[2]), StaticStringSlice(lists[3])), nil
}

// NewDynamic is New with header names read at every request.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.NewDynamic.
func NewDynamic(nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes StringSliceProvider) authenticator.Request {
	return &requestHeaderAuthRequestHandler{
		nameHeaders:         nameHeaders,
		uidHeaders:          uidHeaders,
		groupHeaders:        groupHeaders,
		extraHeaderPrefixes: extraHeaderPrefixes,
	}
}

// NewSecure returns New's authenticator behind an x509.Verifier: the
// headers count only when the client certificate verifies with opts and
// its CN is one of proxyClientNames (any, if empty).
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.NewSecure (before v1.17).
func NewSecure(opts x509.VerifyOptions, proxyClientNames, nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes []string) (authenticator.Request, error) {
	headers, err := New(nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes)
	if err != nil {
		return nil, err
	}
	return x509request.NewVerifier(opts, headers, proxyClientNames), nil
}

// NewDynamicVerifyOptionsSecure is NewSecure with everything read at
// every request.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.NewDynamicVerifyOptionsSecure.
func NewDynamicVerifyOptionsSecure(verifyOptionFn x509request.VerifyOptionFunc, proxyClientNames, nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes StringSliceProvider) authenticator.Request {
	headers := NewDynamic(nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes)
	return x509request.NewDynamicCAVerifier(verifyOptionFn, headers, proxyClientNames)
}

// trimHeaders trims each name; an empty one is an error.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.trimHeaders.
func trimHeaders(headerNames ...string) ([]string, error) {
	ret := []string{}
	for _, name := range headerNames {
		trimmed := strings.TrimSpace(name)
		if trimmed == "" {
			return nil, fmt.Errorf("empty header %q", name)
		}
		ret = append(ret, trimmed)
	}
	return ret, nil
}

// AuthenticateRequest does not recognise a request with no user name
// header; otherwise it reads the user and removes every header it reads.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.(*requestHeaderAuthRequestHandler).AuthenticateRequest.
func (a *requestHeaderAuthRequestHandler) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	name := headerValue(req.Header, a.nameHeaders.Value())
	if name == "" {
		return nil, false, nil
	}
	info := &user.DefaultInfo{
		Name:   name,
		UID:    headerValue(req.Header, a.uidHeaders.Value()),
		Groups: allHeaderValues(req.Header, a.groupHeaders.Value()),
		Extra:  newExtra(req.Header, a.extraHeaderPrefixes.Value()),
	}
	ClearAuthenticationHeaders(req.Header, a.nameHeaders, a.uidHeaders, a.groupHeaders, a.extraHeaderPrefixes)
	return &authenticator.Response{User: info}, true, nil
}

// ClearAuthenticationHeaders removes the named headers and those that
// start with one of the extra prefixes, case-insensitively.
// WithAuthentication calls it with the standard X-Remote-* names after
// any successful authentication, so a client that authenticated some
// other way cannot smuggle them past.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.ClearAuthenticationHeaders.
func ClearAuthenticationHeaders(h http.Header, nameHeaders, uidHeaders, groupHeaders, extraHeaderPrefixes StringSliceProvider) {
	for _, names := range []StringSliceProvider{nameHeaders, uidHeaders, groupHeaders} {
		for _, name := range names.Value() {
			h.Del(name)
		}
	}
	for _, prefix := range extraHeaderPrefixes.Value() {
		for k := range h {
			if hasPrefixIgnoreCase(k, prefix) {
				delete(h, k) // the raw key: no reliance on canonicalization
			}
		}
	}
}
