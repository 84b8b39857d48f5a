package request

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
)

// RequestInfo is what the URL of a request says, in the API's terms.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.RequestInfo.
type RequestInfo struct {
	// IsResourceRequest is true for /api/... and /apis/... requests that
	// name a resource; false for /healthz, /apis, /api/v1 and the like.
	IsResourceRequest bool
	// Path is the URL path.
	Path string
	// Verb is the API verb (get, list, watch, create, update, patch,
	// delete, deletecollection), or the lowercase HTTP method of a
	// non-resource request.
	Verb string

	// APIPrefix is "api" or "apis".
	APIPrefix string
	// APIGroup is the group; empty for the core group under /api.
	APIGroup string
	// APIVersion is the version, such as "v1".
	APIVersion string
	// Namespace is the namespace in the path, if any.
	Namespace string
	// Resource is the resource, such as "pods" (not the kind).
	Resource string
	// Subresource is the subresource, such as "status" of pods/web/status.
	Subresource string
	// Name is the object's name, when the path (or, for a watch, a
	// metadata.name field selector) names one.
	Name string
	// Parts are the path segments from the resource on:
	// resource, name, subresource, and whatever follows.
	Parts []string
}

// RequestInfoResolver makes a RequestInfo from a request.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.RequestInfoResolver.
type RequestInfoResolver interface {
	NewRequestInfo(req *http.Request) (*RequestInfo, error)
}

// specialVerbs are path segments that are verbs, not resources:
// /api/v1/watch/... (deprecated) and /api/v1/proxy/....
var specialVerbs = []string{"proxy", "watch"}

// specialVerbsNoSubresources are the special verbs whose paths carry no
// subresource.
var specialVerbsNoSubresources = []string{"proxy"}

// namespaceSubresources are the subresources of a namespace:
// /api/v1/namespaces/demo/status is the status of namespace demo, not a
// resource called "status" in it.
var namespaceSubresources = []string{"status", "finalize"}

// RequestInfoFactory parses URLs into RequestInfos.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.RequestInfoFactory
// (whose prefixes are sets.String; plain slices here).
type RequestInfoFactory struct {
	// APIPrefixes are the prefixes of resource paths, without slashes:
	// "api" and "apis".
	APIPrefixes []string
	// GrouplessAPIPrefixes are the prefixes with no group segment: "api".
	GrouplessAPIPrefixes []string
}

var _ RequestInfoResolver = &RequestInfoFactory{}

// NewRequestInfo parses req's URL. Resource paths are
//
//	/api/{version}/{resource}[/{name}[/{subresource}...]]
//	/api/{version}/namespaces/{namespace}/{resource}[/{name}[/{subresource}...]]
//	/apis/{group}/{version}/... (the same forms)
//	/api/{version}/watch/... (deprecated: a watch of what follows)
//
// and anything else is a non-resource request. On error the RequestInfo
// holds what was known before the failure.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.(*RequestInfoFactory).NewRequestInfo.
func (r *RequestInfoFactory) NewRequestInfo(req *http.Request) (*RequestInfo, error) {
	info := &RequestInfo{Path: req.URL.Path, Verb: strings.ToLower(req.Method)}
	parts, ok := r.consumeGroupVersion(info, splitPath(req.URL.Path))
	if !ok {
		return info, nil
	}
	info.IsResourceRequest = true
	if slices.Contains(specialVerbs, parts[0]) {
		if len(parts) < 2 {
			return info, fmt.Errorf("unable to determine kind and namespace from url, %v", req.URL)
		}
		info.Verb = parts[0]
		parts = parts[1:]
	} else {
		info.Verb = verbForMethod(req.Method)
	}
	info.Parts = consumeNamespace(info, parts)
	setResourceNameSubresource(info)
	refineCollectionVerb(info, req)
	return info, nil
}

// consumeGroupVersion takes the prefix, group and version off parts and
// returns the rest; ok is false for a non-resource path.
func (r *RequestInfoFactory) consumeGroupVersion(info *RequestInfo, parts []string) ([]string, bool) {
	if len(parts) < 3 || !slices.Contains(r.APIPrefixes, parts[0]) {
		return nil, false
	}
	info.APIPrefix, parts = parts[0], parts[1:]
	if !slices.Contains(r.GrouplessAPIPrefixes, info.APIPrefix) {
		// One part (the prefix) is gone: "do we have four parts?"
		if len(parts) < 3 {
			return nil, false
		}
		info.APIGroup, parts = parts[0], parts[1:]
	}
	info.APIVersion = parts[0]
	return parts[1:], true
}

// verbForMethod is the verb of an HTTP method on a named object; list,
// watch and deletecollection are told apart later.
func verbForMethod(method string) string {
	switch method {
	case "POST":
		return "create"
	case "GET", "HEAD":
		return "get"
	case "PUT":
		return "update"
	case "PATCH":
		return "patch"
	case "DELETE":
		return "delete"
	}
	return ""
}

// consumeNamespace reads /namespaces/{namespace}/... and returns the parts
// from the resource on. /namespaces and /namespaces/{name}[/status] are the
// namespaces resource itself, and stay as they are.
func consumeNamespace(info *RequestInfo, parts []string) []string {
	if parts[0] != "namespaces" {
		return parts
	}
	if len(parts) > 1 {
		info.Namespace = parts[1]
		if len(parts) > 2 && !slices.Contains(namespaceSubresources, parts[2]) {
			return parts[2:]
		}
	}
	return parts
}

// setResourceNameSubresource reads resource/name/subresource from Parts.
func setResourceNameSubresource(info *RequestInfo) {
	p := info.Parts
	if len(p) >= 3 && !slices.Contains(specialVerbsNoSubresources, info.Verb) {
		info.Subresource = p[2]
	}
	if len(p) >= 2 {
		info.Name = p[1]
	}
	if len(p) >= 1 {
		info.Resource = p[0]
	}
}

// refineCollectionVerb turns a "get" without a name into "list" or
// "watch", and a "delete" without a name into "deletecollection". A watch
// (or list) whose field selector requires one metadata.name is about that
// object, so its name becomes the RequestInfo's name, as upstream.
func refineCollectionVerb(info *RequestInfo, req *http.Request) {
	if info.Name == "" && info.Verb == "get" {
		query := req.URL.Query()
		info.Verb = "list"
		if values := query["watch"]; len(values) > 0 && !isFalse(values[0]) {
			info.Verb = "watch"
		}
		info.Name = nameFromFieldSelector(query.Get("fieldSelector"))
	}
	if info.Name == "" && info.Verb == "delete" {
		info.Verb = "deletecollection"
	}
}

// isFalse applies upstream's rule for boolean query parameters: "0" and
// "false" (any case) are false, anything else is true.
// Upstream: k8s.io/apimachinery/pkg/runtime.Convert_Slice_string_To_bool.
func isFalse(value string) bool {
	return value == "0" || strings.EqualFold(value, "false")
}

// nameFromFieldSelector returns the name a metadata.name=x selector
// requires, if it is a valid path segment.
func nameFromFieldSelector(selector string) string {
	if selector == "" {
		return ""
	}
	sel, err := fields.ParseSelector(selector)
	if err != nil {
		return ""
	}
	name, ok := sel.RequiresExactMatch("metadata.name")
	if !ok || !isValidPathSegmentName(name) {
		return ""
	}
	return name
}

// isValidPathSegmentName reports whether name can be one segment of a
// path: not "." or "..", no "/" or "%".
// Upstream: k8s.io/apimachinery/pkg/api/validation/path.IsValidPathSegmentName.
func isValidPathSegmentName(name string) bool {
	return name != "" && name != "." && name != ".." && !strings.ContainsAny(name, "/%")
}

// splitPath returns the segments of a URL path.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.splitPath.
func splitPath(path string) []string {
	path = strings.Trim(path, "/")
	if path == "" {
		return []string{}
	}
	return strings.Split(path, "/")
}
