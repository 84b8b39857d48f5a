package builder

import (
	"fmt"
	"net/http"
	"reflect"
	"strings"

	restful "github.com/emicklei/go-restful/v3"

	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// The media types of custom resources: no protobuf, and no strategic merge
// patch.
var (
	mediaTypes       = []string{"application/json", "application/yaml"}
	listMediaTypes   = []string{"application/json", "application/yaml", "application/json;stream=watch"}
	patchMediaTypes  = []string{"application/json-patch+json", "application/merge-patch+json", "application/apply-patch+yaml"}
	objectMetaDoc    = "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata"
	listMetaDoc      = "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"
	apiVersionDoc    = "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources"
	kindDoc          = "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"
	noopRouteHandler = func(*restful.Request, *restful.Response) {}
)

// builder holds what every route of one CRD version shares.
type builder struct {
	ws         *restful.WebService
	gv         schema.GroupVersion
	names      apiextensions.CustomResourceDefinitionNames
	namespaced bool
	object     *openapi.Model
	list       *openapi.Model
}

// WebService returns the routes of version of crd, each carrying the
// CRD's schema as its model.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder.BuildOpenAPIV2
// and BuildOpenAPIV3 (which go on to build the spec from these routes).
func WebService(crd *apiextensions.CustomResourceDefinition, version string) (*restful.WebService, error) {
	v, err := servedVersion(crd, version)
	if err != nil {
		return nil, err
	}
	b := newBuilder(crd, v)
	b.addResourceRoutes()
	if v.Subresources != nil && v.Subresources.Status != nil {
		b.addSubresourceRoutes("status", b.object, schema.GroupVersionKind{})
	}
	if v.Subresources != nil && v.Subresources.Scale != nil {
		scaleGVK := autoscalingv1.SchemeGroupVersion.WithKind("Scale")
		b.addSubresourceRoutes("scale", autoscalingv1.Scale{}, scaleGVK)
	}
	return b.ws, nil
}

// servedVersion finds version in crd's spec.
func servedVersion(crd *apiextensions.CustomResourceDefinition, version string) (*apiextensions.CustomResourceDefinitionVersion, error) {
	for i := range crd.Spec.Versions {
		if v := &crd.Spec.Versions[i]; v.Name == version {
			return v, nil
		}
	}
	return nil, fmt.Errorf("version %s not found in CustomResourceDefinition %s", version, crd.Name)
}

// newBuilder prepares the web service and the two models.
func newBuilder(crd *apiextensions.CustomResourceDefinition, v *apiextensions.CustomResourceDefinitionVersion) *builder {
	gv := schema.GroupVersion{Group: crd.Spec.Group, Version: v.Name}
	b := &builder{
		ws:         new(restful.WebService).Path("/apis/" + gv.Group + "/" + gv.Version),
		gv:         gv,
		names:      crd.Spec.Names,
		namespaced: crd.Spec.Scope == apiextensions.NamespaceScoped,
	}
	var props *apiextensions.JSONSchemaProps
	if v.Schema != nil {
		props = v.Schema.OpenAPIV3Schema
	}
	fingerprint := string(crd.UID) + "/" + crd.ResourceVersion
	b.object = &openapi.Model{
		Name:        DefinitionName(gv, b.names.Kind),
		GVKs:        []schema.GroupVersionKind{gv.WithKind(b.names.Kind)},
		Fingerprint: fingerprint,
		Build: func(ref func(any) (*openapi.Schema, error), v3 bool) (*openapi.Schema, error) {
			return objectSchema(props, ref, v3)
		},
	}
	b.list = &openapi.Model{
		Name:        DefinitionName(gv, b.names.ListKind),
		GVKs:        []schema.GroupVersionKind{gv.WithKind(b.names.ListKind)},
		Fingerprint: fingerprint,
		Build: func(ref func(any) (*openapi.Schema, error), v3 bool) (*openapi.Schema, error) {
			return listSchema(b.names, b.object, ref, v3)
		},
	}
	return b
}

// DefinitionName is upstream's name for a custom resource's definition:
// the group reversed, then version and kind (com.example.stable.v1.CronTab).
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder.generateBuilder's
// util.ToRESTFriendlyName(fmt.Sprintf("%s/%s/%s", group, version, kind)).
func DefinitionName(gv schema.GroupVersion, kind string) string {
	parts := strings.Split(gv.Group, ".")
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, ".") + "." + gv.Version + "." + kind
}

// objectSchema is the CRD's schema with apiVersion, kind and metadata
// filled in as every Kubernetes object has them.
//
// In v2 an object that keeps unknown fields at its root (or has no schema)
// is published as a bare {type: object}, as upstream's buildKubeNative
// does: kubectl's client-side validation refuses any field a v2 schema
// does not name, even apiVersion, kind and metadata beside unknown ones.
func objectSchema(props *apiextensions.JSONSchemaProps, ref func(any) (*openapi.Schema, error), v3 bool) (*openapi.Schema, error) {
	if !v3 && (props == nil || props.XPreserveUnknownFields != nil && *props.XPreserveUnknownFields) {
		return &openapi.Schema{Type: "object"}, nil
	}
	s := toOpenAPI(props, v3)
	if s == nil {
		s = &openapi.Schema{Type: "object"}
		s.Extensions.Add("x-kubernetes-preserve-unknown-fields", true)
	}
	meta, err := ref(metav1.ObjectMeta{})
	if err != nil {
		return nil, err
	}
	if s.Properties == nil {
		s.Properties = map[string]*openapi.Schema{}
	}
	s.Properties["apiVersion"] = &openapi.Schema{Type: "string", Description: apiVersionDoc}
	s.Properties["kind"] = &openapi.Schema{Type: "string", Description: kindDoc}
	s.Properties["metadata"] = withDescription(meta, objectMetaDoc, v3)
	return s, nil
}

// listSchema is the list kind: apiVersion, kind, items and ListMeta.
func listSchema(names apiextensions.CustomResourceDefinitionNames, object *openapi.Model, ref func(any) (*openapi.Schema, error), v3 bool) (*openapi.Schema, error) {
	item, err := ref(object)
	if err != nil {
		return nil, err
	}
	meta, err := ref(metav1.ListMeta{})
	if err != nil {
		return nil, err
	}
	return &openapi.Schema{
		Description: names.ListKind + " is a list of " + names.Kind,
		Type:        "object",
		Required:    []string{"items"},
		Properties: map[string]*openapi.Schema{
			"apiVersion": {Type: "string", Description: apiVersionDoc},
			"kind":       {Type: "string", Description: kindDoc},
			"items":      {Type: "array", Description: "List of " + names.Plural + ". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md", Items: item},
			"metadata":   withDescription(meta, listMetaDoc, v3),
		},
	}, nil
}

// withDescription attaches a description to a reference: beside it in v2,
// around it (allOf) in v3, whose $ref ignores its siblings.
func withDescription(ref *openapi.Schema, description string, v3 bool) *openapi.Schema {
	if v3 {
		return &openapi.Schema{Description: description, AllOf: []*openapi.Schema{ref}}
	}
	ref.Description = description
	return ref
}

// addResourceRoutes adds the collection and item routes, and for a
// namespaced resource the list across all namespaces.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder.(*builder).buildRoute calls in generateBuilder.
func (b *builder) addResourceRoutes() {
	collection, item := "/"+b.names.Plural, "/"+b.names.Plural+"/{name}"
	namespaced := ""
	if b.namespaced {
		collection, item = "/namespaces/{namespace}"+collection, "/namespaces/{namespace}"+item
		namespaced = "Namespaced"
	}
	kind := b.names.Kind
	b.route(b.ws.GET(collection), routeSpec{action: "list", operation: "list" + namespaced + kind,
		doc: "list objects of kind " + kind, model: b.list, produces: listMediaTypes, options: []any{&metav1.ListOptions{}}})
	b.route(b.ws.POST(collection).Reads(b.object), routeSpec{action: "post", operation: "create" + namespaced + kind,
		doc: "create a " + kind, model: b.object, produces: mediaTypes, options: []any{&metav1.CreateOptions{}},
		otherCodes: []int{http.StatusCreated, http.StatusAccepted}})
	b.route(b.ws.DELETE(collection).Reads(metav1.DeleteOptions{}), routeSpec{action: "deletecollection", operation: "deletecollection" + namespaced + kind,
		doc: "delete collection of " + kind, model: metav1.Status{}, produces: mediaTypes, options: []any{&metav1.DeleteOptions{}, &metav1.ListOptions{}}})
	b.route(b.ws.GET(item), routeSpec{action: "get", operation: "read" + namespaced + kind,
		doc: "read the specified " + kind, model: b.object, produces: mediaTypes})
	b.route(b.ws.PUT(item).Reads(b.object), routeSpec{action: "put", operation: "replace" + namespaced + kind,
		doc: "replace the specified " + kind, model: b.object, produces: mediaTypes, options: []any{&metav1.UpdateOptions{}},
		otherCodes: []int{http.StatusCreated}})
	b.route(b.ws.PATCH(item).Reads(metav1.Patch{}).Consumes(patchMediaTypes...), routeSpec{action: "patch", operation: "patch" + namespaced + kind,
		doc: "partially update the specified " + kind, model: b.object, produces: mediaTypes, options: []any{&metav1.PatchOptions{}}})
	b.route(b.ws.DELETE(item).Reads(metav1.DeleteOptions{}), routeSpec{action: "delete", operation: "delete" + namespaced + kind,
		doc: "delete a " + kind, model: metav1.Status{}, produces: mediaTypes, options: []any{&metav1.DeleteOptions{}},
		otherCodes: []int{http.StatusAccepted}})
	if b.namespaced {
		b.route(b.ws.GET("/"+b.names.Plural), routeSpec{action: "list", operation: "list" + kind + "ForAllNamespaces",
			doc: "list objects of kind " + kind, model: b.list, produces: listMediaTypes, options: []any{&metav1.ListOptions{}}})
	}
}

// addSubresourceRoutes adds get, replace and patch of a subresource.
func (b *builder) addSubresourceRoutes(sub string, model any, gvk schema.GroupVersionKind) {
	path := "/" + b.names.Plural + "/{name}/" + sub
	namespaced := ""
	if b.namespaced {
		path, namespaced = "/namespaces/{namespace}"+path, "Namespaced"
	}
	suffix := b.names.Kind + strings.ToUpper(sub[:1]) + sub[1:]
	kind := b.names.Kind
	b.route(b.ws.GET(path), routeSpec{action: "get", operation: "read" + namespaced + suffix,
		doc: "read " + sub + " of the specified " + kind, model: model, produces: mediaTypes, gvk: gvk})
	b.route(b.ws.PUT(path).Reads(model), routeSpec{action: "put", operation: "replace" + namespaced + suffix,
		doc: "replace " + sub + " of the specified " + kind, model: model, produces: mediaTypes,
		options: []any{&metav1.UpdateOptions{}}, otherCodes: []int{http.StatusCreated}, gvk: gvk})
	b.route(b.ws.PATCH(path).Reads(metav1.Patch{}).Consumes(patchMediaTypes...), routeSpec{action: "patch", operation: "patch" + namespaced + suffix,
		doc: "partially update " + sub + " of the specified " + kind, model: model, produces: mediaTypes,
		options: []any{&metav1.PatchOptions{}}, gvk: gvk})
}

// route completes a route: operation, docs, path parameters, the kind
// and action metadata kubectl reads, the options as query parameters,
// the 200 response and any other success codes; then adds it.
func (b *builder) route(rb *restful.RouteBuilder, r routeSpec) {
	gvk := r.gvk
	if gvk.Empty() {
		gvk = b.gv.WithKind(b.names.Kind)
	}
	action, model := r.action, r.model
	rb.To(noopRouteHandler).Operation(r.operation).Doc(r.doc).Produces(r.produces...).
		Param(b.ws.QueryParameter("pretty", "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).")).
		Metadata(openapi.RouteMetaGVK, gvk).
		Metadata(openapi.RouteMetaAction, action).
		Writes(model).Returns(http.StatusOK, "OK", model)
	for _, code := range r.otherCodes {
		rb.Returns(code, http.StatusText(code), model)
	}
	if strings.Contains(rb.Build().Path, "{namespace}") {
		rb.Param(b.ws.PathParameter("namespace", "object name and auth scope, such as for teams and projects"))
	}
	if strings.Contains(rb.Build().Path, "{name}") {
		rb.Param(b.ws.PathParameter("name", "name of the "+b.names.Kind))
	}
	for _, options := range r.options {
		_ = endpoints.AddObjectParams(b.ws, rb, options, "watch", "allowWatchBookmarks")
	}
	if action == "list" {
		rb.Param(b.ws.QueryParameter("watch", "Watch for changes to the described resources and return them as a stream of add, update, and remove notifications. Specify resourceVersion.").DataType("boolean"))
		rb.Param(b.ws.QueryParameter("allowWatchBookmarks", "allowWatchBookmarks requests watch events with type \"BOOKMARK\".").DataType("boolean"))
	}
	b.ws.Route(rb)
}

// routeSpec is what differs between the routes of a resource.
type routeSpec struct {
	action, operation, doc string
	model                  any
	produces               []string
	options                []any // option kinds, as query parameters
	otherCodes             []int // success codes besides 200
	gvk                    schema.GroupVersionKind
}

// Models returns the definitions server-side apply merges custom
// resources of crd with: one per version, the version's schema with
// apiVersion, kind and metadata (ObjectMeta, whose definitions come
// along), its x-kubernetes-list-type, -list-map-keys, -map-type and
// -preserve-unknown-fields kept, and its kind in
// x-kubernetes-group-version-kind.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.buildOpenAPIModelsForApply.
func Models(crd *apiextensions.CustomResourceDefinition) (map[string]*openapi.Schema, error) {
	namer := openapi.NewDefinitionNamer()
	metaType := reflect.TypeFor[metav1.ObjectMeta]()
	models, err := openapi.Definitions(namer, metaType)
	if err != nil {
		return nil, err
	}
	metaName, _ := namer.GetDefinitionName(metaType)
	ref := func(any) (*openapi.Schema, error) { return &openapi.Schema{Ref: "#/definitions/" + metaName}, nil }
	for i := range crd.Spec.Versions {
		v := &crd.Spec.Versions[i]
		var props *apiextensions.JSONSchemaProps
		if v.Schema != nil {
			props = v.Schema.OpenAPIV3Schema
		}
		s, err := objectSchema(props, ref, true)
		if err != nil {
			return nil, err
		}
		gv := schema.GroupVersion{Group: crd.Spec.Group, Version: v.Name}
		s.Extensions.Add(openapi.ExtensionGVK, []openapi.GroupVersionKind{{Group: gv.Group, Version: gv.Version, Kind: crd.Spec.Names.Kind}})
		models[DefinitionName(gv, crd.Spec.Names.Kind)] = s
	}
	return models, nil
}
