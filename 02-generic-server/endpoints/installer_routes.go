package endpoints

import (
	"fmt"
	"net/http"
	"strings"

	restful "github.com/emicklei/go-restful/v3"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// The patch types a PATCH route accepts, server-side apply's
// (application/apply-patch+yaml) included; the CBOR form of apply is
// upstream's only behind a feature gate, and left out.
// Upstream: the supportedTypes of registerResourceHandlers' PATCH case.
var supportedPatchTypes = []string{
	"application/json-patch+json",
	"application/merge-patch+json",
	"application/strategic-merge-patch+json",
	"application/apply-patch+yaml",
}

// prettyDescription is the pretty parameter's description, upstream's.
const prettyDescription = "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget)."

// requestScope is step 3 of registerResourceHandlers: what every handler
// of the resource shares. Each route copies it and sets its own Namer.
// Upstream: the reqScope of registerResourceHandlers.
func (a *APIInstaller) requestScope(r *resourceDescription) handlers.RequestScope {
	scope := handlers.RequestScope{
		Serializer:      a.group.Serializer,
		ParameterCodec:  a.group.ParameterCodec,
		Creater:         a.group.Creater,
		Convertor:       a.group.Convertor,
		Defaulter:       a.group.Defaulter,
		Typer:           a.group.Typer,
		UnsafeConvertor: a.group.UnsafeConvertor,
		TableConvertor:  r.abilities.tableConvertor,

		// A subresource is addressed in its parent's group version, even
		// when it serves a kind of another group (deployments/scale).
		Resource:    a.group.GroupVersion.WithResource(r.resource),
		Subresource: r.subresource,
		Kind:        r.kind,

		HubGroupVersion:     schema.GroupVersion{Group: r.kind.Group, Version: runtime.APIVersionInternal},
		MetaGroupVersion:    metav1.SchemeGroupVersion,
		MaxRequestBodyBytes: a.group.MaxRequestBodyBytes,
	}
	if a.group.MetaGroupVersion != nil {
		scope.MetaGroupVersion = *a.group.MetaGroupVersion
	}
	return scope
}

// fieldManager builds the resource path's field manager from the group's
// type converter, telling it which fields the storage resets (status on
// the main resource, spec on /status). A group without a type converter,
// or a kind it has no schema for, gets none: its writes record no
// managedFields. (A subresource's kind from another group, autoscaling/v1
// Scale of deployments/scale, is in the group's converter: see
// server.subresourceKinds.)
// Upstream: the NewDefaultFieldManager call of registerResourceHandlers.
func (a *APIInstaller) fieldManager(r *resourceDescription) (*managedfields.FieldManager, error) {
	tc := a.group.TypeConverter
	if tc == nil || !hasSchemaFor(tc, a.group.Creater, r.kind) {
		return nil, nil
	}
	var resetFields map[fieldpath.APIVersion]fieldpath.Filter
	if s, ok := r.storage.(rest.ResetFieldsStrategy); ok {
		resetFields = fieldpath.NewExcludeFilterSetMap(s.GetResetFields())
	}
	f, err := managedfields.NewDefaultFieldManager(tc, a.group.UnsafeConvertor, a.group.Defaulter, a.group.Creater,
		r.kind, schema.GroupVersion{Group: r.kind.Group, Version: runtime.APIVersionInternal}, r.subresource, resetFields)
	if err != nil {
		return nil, fmt.Errorf("failed to create field manager: %v", err)
	}
	return f, nil
}

// hasSchemaFor reports whether tc knows kind.
func hasSchemaFor(tc managedfields.TypeConverter, creater runtime.ObjectCreater, kind schema.GroupVersionKind) bool {
	obj, err := creater.New(kind)
	if err != nil {
		return false
	}
	obj.GetObjectKind().SetGroupVersionKind(kind)
	_, err = tc.ObjectToTyped(obj)
	return err == nil
}

// routeContext is what building one action's route needs.
type routeContext struct {
	ws                          *restful.WebService
	act                         action
	r                           *resourceDescription
	scope                       *handlers.RequestScope // this route's own copy
	mediaTypes, allMediaTypes   []string
	namespaced, operationSuffix string // parts of the operation name
}

// installAction is step 4 of registerResourceHandlers: the route of one
// action, with the metadata the OpenAPI builder reads (the kind, and the
// action in lower case).
// Upstream: the body of registerResourceHandlers' "for _, action := range actions" loop.
func (a *APIInstaller) installAction(ws *restful.WebService, act action, r *resourceDescription, scope handlers.RequestScope) error {
	scope.Namer = act.Namer
	mediaTypes, streamMediaTypes := negotiation.MediaTypesForSerializer(a.group.Serializer)
	rc := routeContext{ws: ws, act: act, r: r, scope: &scope, mediaTypes: mediaTypes,
		allMediaTypes: append(append([]string{}, mediaTypes...), streamMediaTypes...)}
	if r.namespaced {
		rc.namespaced = "Namespaced"
	}
	if act.AllNamespaces {
		rc.operationSuffix, rc.namespaced = "ForAllNamespaces", ""
	}
	install, ok := map[string]func(routeContext) (*restful.RouteBuilder, error){
		"GET": a.installGet, "LIST": a.installList, "PUT": a.installPut, "PATCH": a.installPatch,
		"POST": a.installPost, "DELETE": a.installDelete, "DELETECOLLECTION": a.installDeleteCollection,
		"WATCH": a.installWatch, "WATCHLIST": a.installWatchList,
	}[act.Verb]
	if !ok {
		return fmt.Errorf("unrecognized action verb: %s", act.Verb)
	}
	route, err := install(rc)
	if err != nil {
		return err
	}
	addParams(route, act.Params)
	route.Metadata(RouteMetaGVK, scope.Kind)
	route.Metadata(RouteMetaAction, strings.ToLower(act.Verb))
	ws.Route(route)
	return nil
}

// operation names a route as upstream does: verb, Namespaced, kind,
// subresource, suffix ("patchNamespacedDeploymentScale",
// "listDeploymentForAllNamespaces"). The OpenAPI builder adds the group
// and version ("patchAppsV1NamespacedDeploymentScale").
func (rc routeContext) operation(verb string) string {
	return verb + rc.namespaced + rc.r.docKind + title(rc.r.subresource) + rc.operationSuffix
}

// title upper-cases the first letter (strings.Title for one ASCII word).
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// routeFunction adapts a handler to go-restful. Handlers read the namespace and name
// from the RequestInfo in the request's context; stage 06's
// WithRequestInfo filter will put it there for every request, before any
// handler runs. Until then the route does it, with the same
// RequestInfoFactory the filter will use.
// Upstream: restfulGetResource, restfulListResource ... of installer.go,
// which need not do this: the filter always ran.
func routeFunction(h http.HandlerFunc) restful.RouteFunction {
	return func(req *restful.Request, res *restful.Response) {
		r := req.Request
		if _, ok := request.RequestInfoFrom(r.Context()); !ok {
			info, err := requestInfoFactory.NewRequestInfo(r)
			if err != nil {
				responsewriters.InternalError(res.ResponseWriter, r, err)
				return
			}
			r = r.WithContext(request.WithRequestInfo(r.Context(), info))
		}
		h(res.ResponseWriter, r)
	}
}

// requestInfoFactory parses resource URLs under /api and /apis.
// Upstream: k8s.io/apiserver/pkg/server.NewRequestInfoResolver.
var requestInfoFactory = &request.RequestInfoFactory{
	APIPrefixes:          []string{"api", "apis"},
	GrouplessAPIPrefixes: []string{"api"},
}

// addParams adds the action's path parameters to a route.
// Upstream: k8s.io/apiserver/pkg/endpoints.addParams.
func addParams(route *restful.RouteBuilder, params []*restful.Parameter) {
	for _, param := range params {
		route.Param(param)
	}
}
