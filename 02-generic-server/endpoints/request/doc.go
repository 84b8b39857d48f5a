// Package request carries what the server knows about a request through the
// request's context: the parsed RequestInfo (verb, API group and version,
// namespace, resource, subresource, name) and the namespace the handler
// works in. Handlers and, from stage 06 on, filters read them with typed
// helpers (RequestInfoFrom, NamespaceValue) instead of re-parsing the URL.
//
// RequestInfoFactory turns a URL into a RequestInfo the way upstream does:
// /api/v1/namespaces/demo/pods/web/status is a "get" of the "status"
// subresource of pod "web" in namespace "demo"; a GET without a name is a
// "list", or a "watch" with ?watch=true or under the deprecated /watch/
// prefix; a DELETE without a name is a "deletecollection".
//
// Stage 02 adds it: the installer fills a RequestInfo from go-restful's
// path parameters (or with RequestInfoFactory) and the handlers read it.
// Stage 06 adds the WithRequestInfo filter that fills it for every request,
// and the user (WithUser, UserFrom) next to it: stage 05's proxy reads
// it, stage 07's authentication sets it.
//
// Upstream: k8s.io/apiserver/pkg/endpoints/request (requestinfo.go,
// context.go).
// Left out: the label and field selectors upstream copies into RequestInfo
// for authorization with selectors, the user, the audit event and the other
// context values later stages add; RequestInfoFactory's prefix sets are
// plain string slices rather than k8s.io/apimachinery sets.
package request
