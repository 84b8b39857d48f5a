package openapi

import (
	"fmt"
	"strings"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Builder builds the OpenAPI documents of a server from its go-restful web
// services: paths and operations from the routes, definitions from the Go
// types of their bodies, names and kinds from a DefinitionNamer.
// Upstream: k8s.io/kube-openapi/pkg/builder (v2) and builder3 (v3), driven
// by k8s.io/apiserver/pkg/server/routes.OpenAPI.
type Builder struct {
	config Config
	namer  *DefinitionNamer
}

// NewBuilder returns a builder naming definitions after the kinds
// registered in scheme (legacyscheme.Scheme for the built-in groups).
// Upstream: k8s.io/apiserver/pkg/server.DefaultOpenAPIConfig with
// openapinamer.NewDefinitionNamer(legacyscheme.Scheme).
func NewBuilder(scheme *runtime.Scheme, config Config) *Builder {
	return NewBuilderWithNamer(NewDefinitionNamer(scheme), config)
}

// NewBuilderWithNamer returns a builder that names definitions with namer
// (for later stages, whose namer maps more packages).
// Upstream: k8s.io/kube-openapi/pkg/common.Config.GetDefinitionName.
func NewBuilderWithNamer(namer *DefinitionNamer, config Config) *Builder {
	return &Builder{config: config, namer: namer}
}

// BuildV2 builds the single v2 document of all the web services.
// Upstream: k8s.io/kube-openapi/pkg/builder.BuildOpenAPISpecFromRoutes.
func (b *Builder) BuildV2(webServices []*restful.WebService) (*Swagger, error) {
	defs := newDefinitions(b.namer, false, nil)
	doc := &Swagger{Swagger: "2.0", Info: b.config.Info, Paths: map[string]*PathItem{}}
	ids := map[string]string{}
	for _, ws := range webServices {
		paths, err := groupRoutesByPath(ws)
		if err != nil {
			return nil, err
		}
		for _, p := range paths {
			if _, dup := doc.Paths[p.path]; dup {
				return nil, fmt.Errorf("duplicate web service route for path %s", p.path)
			}
			item, err := b.pathItemV2(defs, p, ids)
			if err != nil {
				return nil, err
			}
			doc.Paths[p.path] = item
		}
	}
	doc.Definitions = defs.schemas
	return doc, nil
}

// pathItemV2 builds one path: common parameters, then one operation per
// route. Operation ids must be unique in the document.
func (b *Builder) pathItemV2(defs *definitions, p pathRoutes, ids map[string]string) (*PathItem, error) {
	item := &PathItem{}
	for _, param := range p.common {
		v2, err := parameterV2(defs, param, nil)
		if err != nil {
			return nil, err
		}
		item.Parameters = append(item.Parameters, v2)
	}
	for _, r := range p.routes {
		op, err := b.operationV2(defs, r, p.common)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", r.Method, r.Path, err)
		}
		if other, dup := ids[op.OperationID]; dup {
			return nil, fmt.Errorf("duplicate operation id %s for paths %s and %s", op.OperationID, other, p.path)
		}
		ids[op.OperationID] = p.path
		if !setMethod(r.Method, op, &item.Get, &item.Put, &item.Post, &item.Delete, &item.Options, &item.Head, &item.Patch) {
			return nil, fmt.Errorf("unsupported method %s on %s", r.Method, r.Path)
		}
	}
	return item, nil
}

// operationV2 builds one v2 operation from a route.
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).buildOperations.
func (b *Builder) operationV2(defs *definitions, r restful.Route, common []restful.ParameterData) (*Operation, error) {
	id, tags, err := GetOperationIDAndTagsFromRoute(r)
	if err != nil {
		return nil, err
	}
	op := &Operation{
		Description: r.Doc, Consumes: r.Consumes, Produces: r.Produces, Schemes: b.config.ProtocolList,
		Tags: tags, OperationID: id, Responses: map[int]*Response{}, Extensions: operationExtensions(r),
	}
	for _, param := range ownParameters(r, common) {
		v2, err := parameterV2(defs, param, r.ReadSample)
		if err != nil {
			return nil, err
		}
		op.Parameters = append(op.Parameters, v2)
	}
	for _, resp := range responses(r, b.config.CommonResponses) {
		out := &Response{Description: resp.Message}
		if resp.Model != nil {
			if out.Schema, err = defs.schemaOf(resp.Model); err != nil {
				return nil, err
			}
		}
		op.Responses[resp.Code] = out
	}
	return op, nil
}

// parameterV2 builds a v2 parameter; a body parameter references the
// route's Reads sample.
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).buildParameter.
func parameterV2(defs *definitions, p restful.ParameterData, body any) (*Parameter, error) {
	out := &Parameter{Name: p.Name, Description: p.Description, Required: p.Required}
	if p.Kind == restful.BodyParameterKind {
		if body == nil {
			return nil, fmt.Errorf("body parameter %s without a Reads sample", p.Name)
		}
		out.In = "body"
		s, err := defs.schemaOf(body)
		out.Schema = s
		return out, err
	}
	in, typ, format, err := simpleParameter(p)
	if err != nil {
		return nil, err
	}
	out.In, out.UniqueItems = in, !p.AllowMultiple
	if p.AllowMultiple {
		out.Type, out.Items, out.CollectionFormat = "array", &Schema{Type: typ, Format: format}, "multi"
	} else {
		out.Type, out.Format = typ, format
	}
	return out, nil
}

// simpleParameter returns where a non-body parameter goes and its type.
func simpleParameter(p restful.ParameterData) (in, typ, format string, err error) {
	switch p.Kind {
	case restful.PathParameterKind:
		if !p.Required {
			return "", "", "", fmt.Errorf("path parameter %s must be required", p.Name)
		}
		in = "path"
	case restful.QueryParameterKind:
		in = "query"
	case restful.HeaderParameterKind:
		in = "header"
	case restful.FormParameterKind:
		in = "formData"
	default:
		return "", "", "", fmt.Errorf("parameter %s: unsupported kind %d", p.Name, p.Kind)
	}
	typ, format, ok := dataTypeFormat(strings.TrimPrefix(p.DataType, "[]"))
	if !ok {
		return "", "", "", fmt.Errorf("parameter %s: type %q is not a simple type", p.Name, p.DataType)
	}
	return in, typ, format, nil
}

// dataTypeFormat maps a go-restful DataType to an OpenAPI type and format.
// Upstream: k8s.io/kube-openapi/pkg/common.OpenAPITypeFormat.
func dataTypeFormat(dataType string) (string, string, bool) {
	switch dataType {
	case "string":
		return "string", "", true
	case "integer", "int", "uint", "uint16", "uint32", "uint64", "int16":
		return "integer", "", true
	case "int32":
		return "integer", "int32", true
	case "int64":
		return "integer", "int64", true
	case "boolean", "bool":
		return "boolean", "", true
	case "number":
		return "number", "", true
	case "float64":
		return "number", "double", true
	case "time.Time":
		return "string", "date-time", true
	}
	return "", "", false
}

// setMethod stores op in the slot of its HTTP method (get, put, post,
// delete, options, head, patch, in that order).
func setMethod[T any](method string, op *T, slots ...**T) bool {
	i := map[string]int{"GET": 0, "PUT": 1, "POST": 2, "DELETE": 3, "OPTIONS": 4, "HEAD": 5, "PATCH": 6}
	n, ok := i[strings.ToUpper(method)]
	if ok {
		*slots[n] = op
	}
	return ok
}
