package openapi

import (
	"fmt"
	"sort"
	"strings"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// The route metadata the builder reads. The endpoints installer sets them
// on every route of a resource:
//
//	route.Metadata(openapi.RouteMetaGVK, schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
//	route.Metadata(openapi.RouteMetaAction, "patch")
//
// Every metadata key starting with ExtensionPrefix is copied onto the
// route's operation as an extension; a schema.GroupVersionKind value is
// written {"group","version","kind"}.
// Upstream: k8s.io/apiserver/pkg/endpoints.RouteMetaGVK and RouteMetaAction
// (installer.go), read by k8s.io/kube-openapi/pkg/builder.(*openAPI).buildOperations.
const (
	// RouteMetaGVK names the kind the route serves. kubectl looks for the
	// PATCH operation carrying a kind's GVK to learn that the server
	// validates fields (the fieldValidation parameter).
	RouteMetaGVK = ExtensionGVK
	// RouteMetaAction is the action, lowercase: get, list, put, patch,
	// post, delete, deletecollection, watch, watchlist, proxy, connect.
	RouteMetaAction = "x-kubernetes-action"
	// ExtensionPrefix marks the metadata keys copied onto operations.
	// Upstream: k8s.io/kube-openapi/pkg/common.ExtensionPrefix.
	ExtensionPrefix = "x-kubernetes-"
)

// pathRoutes is one path of a web service: its routes (one per method)
// and the parameters every route of the path has, which the documents
// list once on the path rather than on each operation.
type pathRoutes struct {
	path   string
	routes []restful.Route
	common []restful.ParameterData
}

// paramKey identifies a parameter within a route: name and kind.
type paramKey struct {
	name string
	kind int
}

// groupRoutesByPath splits a web service's routes by path and finds the
// parameters they share (never the body).
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).buildPaths and findCommonParameters.
func groupRoutesByPath(ws *restful.WebService) ([]pathRoutes, error) {
	byPath := map[string][]restful.Route{}
	for _, r := range ws.Routes() {
		byPath[r.Path] = append(byPath[r.Path], r)
	}
	var out []pathRoutes
	for path, routes := range byPath {
		common, err := commonParameters(ws, routes)
		if err != nil {
			return nil, err
		}
		// go-restful's {name:*} (the rest of the path) is {name} in OpenAPI.
		if strings.HasSuffix(path, ":*}") {
			path = path[:len(path)-3] + "}"
		}
		out = append(out, pathRoutes{path: path, routes: routes, common: common})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out, nil
}

// commonParameters returns the web service's own path parameters and the
// non-body parameters every route has, sorted.
func commonParameters(ws *restful.WebService, routes []restful.Route) ([]restful.ParameterData, error) {
	count := map[paramKey]int{}
	data := map[paramKey]restful.ParameterData{}
	for _, r := range routes {
		seen := map[paramKey]bool{}
		for _, p := range r.ParameterDocs {
			k := paramKey{p.Data().Name, p.Kind()}
			if seen[k] {
				return nil, fmt.Errorf("duplicate parameter %s for route %s %s", k.name, r.Method, r.Path)
			}
			seen[k], data[k] = true, p.Data()
			count[k]++
		}
	}
	var out []restful.ParameterData
	for _, p := range ws.PathParameters() {
		k := paramKey{p.Data().Name, p.Kind()}
		if _, inRoutes := data[k]; !inRoutes {
			out = append(out, p.Data())
		}
	}
	for k, n := range count {
		if n == len(routes) && k.kind != restful.BodyParameterKind {
			out = append(out, data[k])
		}
	}
	sortParameters(out)
	return out, nil
}

// ownParameters returns a route's parameters that are not common to its
// path, sorted (the body, named "body", first among equals by name).
func ownParameters(r restful.Route, common []restful.ParameterData) []restful.ParameterData {
	isCommon := map[paramKey]bool{}
	for _, p := range common {
		isCommon[paramKey{p.Name, p.Kind}] = true
	}
	var out []restful.ParameterData
	for _, p := range r.ParameterDocs {
		if !isCommon[paramKey{p.Data().Name, p.Kind()}] {
			out = append(out, p.Data())
		}
	}
	sortParameters(out)
	return out
}

// sortParameters orders parameters by name, then location.
// Upstream: k8s.io/kube-openapi/pkg/builder.sortParameters.
func sortParameters(p []restful.ParameterData) {
	sort.SliceStable(p, func(i, j int) bool {
		if p[i].Name != p[j].Name {
			return p[i].Name < p[j].Name
		}
		return p[i].Kind < p[j].Kind
	})
}

// operationExtensions copies the route's x-kubernetes- metadata.
func operationExtensions(r restful.Route) Extensions {
	var ext Extensions
	for k, v := range r.Metadata {
		if strings.HasPrefix(k, ExtensionPrefix) {
			ext.Add(k, extensionValue(v))
		}
	}
	return ext
}

// extensionValue writes a schema.GroupVersionKind with upstream's
// lowercase keys; anything else is written as it is.
func extensionValue(v any) any {
	switch gvk := v.(type) {
	case schema.GroupVersionKind:
		return GroupVersionKind{Group: gvk.Group, Version: gvk.Version, Kind: gvk.Kind}
	case *schema.GroupVersionKind:
		return GroupVersionKind{Group: gvk.Group, Version: gvk.Version, Kind: gvk.Kind}
	}
	return v
}

// responses lists a route's responses: those it declares with Returns,
// else its Writes sample as 200 OK; then the common ones it lacks.
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).buildOperations.
func responses(r restful.Route, common map[int]string) []restful.ResponseError {
	var out []restful.ResponseError
	for _, resp := range r.ResponseErrors {
		out = append(out, resp)
	}
	if len(out) == 0 && r.WriteSample != nil {
		out = append(out, restful.ResponseError{Code: 200, Message: "OK", Model: r.WriteSample})
	}
	for code, message := range common {
		if _, declared := r.ResponseErrors[code]; !declared {
			out = append(out, restful.ResponseError{Code: code, Message: message})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out
}
