package openapi

import (
	"fmt"
	"strings"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// BuildV3 builds one v3 document per web service root path, keyed by that
// path without its leading slash ("api/v1", "apis/apps/v1", "apis",
// "version"), the keys of the /openapi/v3 index.
// Upstream: k8s.io/apiserver/pkg/server/routes.OpenAPI.InstallV3, which
// groups the container's web services by root path and calls
// k8s.io/kube-openapi/pkg/builder3.BuildOpenAPISpecFromRoutes for each.
func (b *Builder) BuildV3(webServices []*restful.WebService) (map[string]*OpenAPIV3, error) {
	grouped := map[string][]*restful.WebService{}
	for _, ws := range webServices {
		key := strings.TrimPrefix(ws.RootPath(), "/")
		grouped[key] = append(grouped[key], ws)
	}
	out := map[string]*OpenAPIV3{}
	for key, wss := range grouped {
		doc, err := b.BuildV3GroupVersion(key, wss)
		if err != nil {
			return nil, fmt.Errorf("openapi v3 %s: %w", key, err)
		}
		out[key] = doc
	}
	return out, nil
}

// BuildV3GroupVersion builds the v3 document of the web services under one
// root path. A definition lists only the kinds of the document's own group
// version and of core v1 (DeleteOptions in apps/v1 names apps/v1 and v1
// DeleteOptions), as the v1.37 server's documents do; v2 lists them all.
// Upstream: k8s.io/kube-openapi/pkg/builder3.BuildOpenAPISpecFromRoutes.
func (b *Builder) BuildV3GroupVersion(key string, webServices []*restful.WebService) (*OpenAPIV3, error) {
	gv, isGV := groupVersionOfPath(key)
	keep := func(gvk schema.GroupVersionKind) bool {
		return (isGV && gvk.GroupVersion() == gv) || (gvk.Group == "" && gvk.Version == "v1")
	}
	defs := newDefinitions(b.namer, true, keep)
	doc := &OpenAPIV3{OpenAPI: "3.0.0", Info: b.config.Info, Paths: map[string]*PathItemV3{}}
	for _, ws := range webServices {
		paths, err := groupRoutesByPath(ws)
		if err != nil {
			return nil, err
		}
		for _, p := range paths {
			if _, dup := doc.Paths[p.path]; dup {
				return nil, fmt.Errorf("duplicate web service route for path %s", p.path)
			}
			item, err := b.pathItemV3(defs, p)
			if err != nil {
				return nil, err
			}
			doc.Paths[p.path] = item
		}
	}
	doc.Components.Schemas = defs.schemas
	return doc, nil
}

// groupVersionOfPath is the group version of a document key: "api/v1" is
// core v1, "apis/apps/v1" apps/v1; other keys ("apis", "version") have none.
func groupVersionOfPath(key string) (schema.GroupVersion, bool) {
	parts := strings.Split(key, "/")
	switch {
	case len(parts) == 2 && parts[0] == "api":
		return schema.GroupVersion{Version: parts[1]}, true
	case len(parts) == 3 && parts[0] == "apis":
		return schema.GroupVersion{Group: parts[1], Version: parts[2]}, true
	}
	return schema.GroupVersion{}, false
}

// pathItemV3 builds one path of a v3 document.
func (b *Builder) pathItemV3(defs *definitions, p pathRoutes) (*PathItemV3, error) {
	item := &PathItemV3{}
	for _, param := range p.common {
		v3, err := parameterV3(param)
		if err != nil {
			return nil, err
		}
		item.Parameters = append(item.Parameters, v3)
	}
	for _, r := range p.routes {
		op, err := b.operationV3(defs, r, p.common)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", r.Method, r.Path, err)
		}
		if !setMethod(r.Method, op, &item.Get, &item.Put, &item.Post, &item.Delete, &item.Options, &item.Head, &item.Patch) {
			return nil, fmt.Errorf("unsupported method %s on %s", r.Method, r.Path)
		}
	}
	return item, nil
}

// operationV3 builds one v3 operation: parameters without the body, the
// body as requestBody, responses with one entry per produced media type.
// Upstream: k8s.io/kube-openapi/pkg/builder3.(*openAPI).buildOperations.
func (b *Builder) operationV3(defs *definitions, r restful.Route, common []restful.ParameterData) (*OperationV3, error) {
	id, tags, err := GetOperationIDAndTagsFromRoute(r)
	if err != nil {
		return nil, err
	}
	op := &OperationV3{Tags: tags, Description: r.Doc, OperationID: id,
		Responses: map[int]*ResponseV3{}, Extensions: operationExtensions(r)}
	for _, param := range ownParameters(r, common) {
		if param.Kind == restful.BodyParameterKind {
			if op.RequestBody, err = requestBody(defs, r, param); err != nil {
				return nil, err
			}
			continue
		}
		v3, err := parameterV3(param)
		if err != nil {
			return nil, err
		}
		op.Parameters = append(op.Parameters, v3)
	}
	for _, resp := range responses(r, b.config.CommonResponses) {
		out := &ResponseV3{Description: resp.Message}
		if resp.Model != nil {
			s, err := defs.schemaOf(resp.Model)
			if err != nil {
				return nil, err
			}
			out.Content = mediaTypes(r.Produces, s)
		}
		op.Responses[resp.Code] = out
	}
	return op, nil
}

// requestBody is the route's Reads sample under each media type it consumes.
// Upstream: k8s.io/kube-openapi/pkg/builder3.(*openAPI).buildRequestBody.
func requestBody(defs *definitions, r restful.Route, body restful.ParameterData) (*RequestBody, error) {
	if r.ReadSample == nil {
		return nil, fmt.Errorf("body parameter %s without a Reads sample", body.Name)
	}
	s, err := defs.schemaOf(r.ReadSample)
	if err != nil {
		return nil, err
	}
	consumes := r.Consumes
	if len(consumes) == 0 {
		consumes = []string{"application/json"}
	}
	return &RequestBody{Description: body.Description, Content: mediaTypes(consumes, s), Required: body.Required}, nil
}

// mediaTypes maps every media type to the same schema.
func mediaTypes(types []string, s *Schema) map[string]*MediaType {
	out := map[string]*MediaType{}
	for _, t := range types {
		out[t] = &MediaType{Schema: s}
	}
	return out
}

// parameterV3 builds a path, query or header parameter; its type goes in
// a schema. Upstream: k8s.io/kube-openapi/pkg/builder3.(*openAPI).buildParameter.
func parameterV3(p restful.ParameterData) (*ParameterV3, error) {
	in, typ, format, err := simpleParameter(p)
	if err != nil {
		return nil, err
	}
	if in == "formData" {
		return nil, fmt.Errorf("parameter %s: form parameters have no v3 form", p.Name)
	}
	s := &Schema{Type: typ, Format: format, UniqueItems: !p.AllowMultiple}
	if p.AllowMultiple {
		s = &Schema{Type: "array", Items: &Schema{Type: typ, Format: format}}
	}
	return &ParameterV3{Name: p.Name, In: in, Description: p.Description, Required: p.Required, Schema: s}, nil
}
