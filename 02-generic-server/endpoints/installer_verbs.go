package endpoints

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
)

// One function per action verb: the route's method, handler, operation
// name, documentation, parameters and bodies. Each is a case of the big
// switch in upstream's registerResourceHandlers.

// pretty is the ?pretty parameter every route has: one record shared by
// all (see AddObjectParams); upstream makes one per route.
func (rc routeContext) pretty() *restful.Parameter {
	return prettyParam
}

// prettyParam is the one ?pretty parameter; nothing changes it.
var prettyParam = restful.QueryParameter("pretty", prettyDescription)

// doc is upstream's route documentation: whole for a resource, with the
// subresource named for a subresource.
func (rc routeContext) doc(resourceDoc, subresourceDoc string) string {
	if rc.r.subresource != "" {
		return subresourceDoc
	}
	return resourceDoc
}

// installGet reads one object: GET .../{name}.
func (a *APIInstaller) installGet(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	handler := routeFunction(handlers.GetResource(rc.r.abilities.getter, rc.scope))
	return rc.ws.GET(rc.act.Path).To(handler).
		Doc(rc.doc("read the specified "+kind, "read "+sub+" of the specified "+kind)).
		Param(rc.pretty()).
		Operation(rc.operation("read")).
		Produces(rc.mediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.object).
		Writes(rc.r.samples.object), nil
}

// installList lists (or, with ?watch=true, watches) a collection.
func (a *APIInstaller) installList(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	doc := rc.doc("list objects of kind "+kind, "list "+sub+" of objects of kind "+kind)
	if rc.r.abilities.isWatcher() {
		doc = rc.doc("list or watch objects of kind "+kind, "list or watch "+sub+" of objects of kind "+kind)
	}
	handler := routeFunction(handlers.ListResource(rc.r.abilities.lister, rc.r.abilities.watcher, rc.scope, false, a.minRequestTimeout))
	route := rc.ws.GET(rc.act.Path).To(handler).
		Doc(doc).
		Param(rc.pretty()).
		Operation(rc.operation("list")).
		Produces(rc.allMediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.list).
		Writes(rc.r.samples.list)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.listOptions)
}

// installPut replaces an object: PUT .../{name}.
func (a *APIInstaller) installPut(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	handler := routeFunction(handlers.UpdateResource(rc.r.abilities.updater, rc.scope, a.group.Admit))
	route := rc.ws.PUT(rc.act.Path).To(handler).
		Doc(rc.doc("replace the specified "+kind, "replace "+sub+" of the specified "+kind)).
		Param(rc.pretty()).
		Operation(rc.operation("replace")).
		Produces(rc.mediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.object).
		Returns(http.StatusCreated, "Created", rc.r.samples.object).
		Reads(rc.r.samples.object).
		Writes(rc.r.samples.object)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.updateOptions)
}

// installPatch patches an object: PATCH .../{name}, with the patch types
// as the route's Consumes.
func (a *APIInstaller) installPatch(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	handler := routeFunction(handlers.PatchResource(rc.r.abilities.patcher, rc.scope, a.group.Admit, supportedPatchTypes))
	route := rc.ws.PATCH(rc.act.Path).To(handler).
		Doc(rc.doc("partially update the specified "+kind, "partially update "+sub+" of the specified "+kind)).
		Param(rc.pretty()).
		Consumes(supportedPatchTypes...).
		Operation(rc.operation("patch")).
		Produces(rc.mediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.object).
		// Patch can return 201 when a server side apply is requested
		Returns(http.StatusCreated, "Created", rc.r.samples.object).
		Reads(metav1.Patch{}).
		Writes(rc.r.samples.object)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.patchOptions)
}

// installPost creates an object in a collection (or, for a NamedCreater
// subresource such as pods/binding, at an item path).
func (a *APIInstaller) installPost(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	var handler http.HandlerFunc
	if rc.r.abilities.namedCreater != nil {
		handler = handlers.CreateNamedResource(rc.r.abilities.namedCreater, rc.scope, a.group.Admit)
	} else {
		handler = handlers.CreateResource(rc.r.abilities.creater, rc.scope, a.group.Admit)
	}
	article := GetArticleForNoun(kind, " ")
	route := rc.ws.POST(rc.act.Path).To(routeFunction(handler)).
		Doc(rc.doc("create"+article+kind, "create "+sub+" of"+article+kind)).
		Param(rc.pretty()).
		Operation(rc.operation("create")).
		Produces(rc.mediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.object).
		Returns(http.StatusCreated, "Created", rc.r.samples.object).
		Returns(http.StatusAccepted, "Accepted", rc.r.samples.object).
		Reads(rc.r.samples.object).
		Writes(rc.r.samples.object)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.createOptions)
}

// installDelete deletes an object: DELETE .../{name}, with DeleteOptions
// as an optional body or as query parameters.
func (a *APIInstaller) installDelete(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	article := GetArticleForNoun(kind, " ")
	handler := routeFunction(handlers.DeleteResource(rc.r.abilities.gracefulDeleter, true, rc.scope, a.group.Admit))
	route := rc.ws.DELETE(rc.act.Path).To(handler).
		Doc(rc.doc("delete"+article+kind, "delete "+sub+" of"+article+kind)).
		Param(rc.pretty()).
		Operation(rc.operation("delete")).
		Produces(rc.mediaTypes...).
		Writes(rc.r.samples.status).
		Returns(http.StatusOK, "OK", rc.r.samples.status).
		Returns(http.StatusAccepted, "Accepted", rc.r.samples.status).
		Reads(rc.r.samples.deleter)
	route.ParameterNamed("body").Required(false)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.deleteOptions)
}

// installDeleteCollection deletes what a list selects: DELETE on the
// collection, with DeleteOptions and ListOptions.
func (a *APIInstaller) installDeleteCollection(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	handler := routeFunction(handlers.DeleteCollection(rc.r.abilities.collectionDeleter, true, rc.scope, a.group.Admit))
	route := rc.ws.DELETE(rc.act.Path).To(handler).
		Doc(rc.doc("delete collection of "+kind, "delete collection of "+sub+" of a "+kind)).
		Param(rc.pretty()).
		Operation(rc.operation("deletecollection")).
		Produces(rc.mediaTypes...).
		Writes(rc.r.samples.status).
		Returns(http.StatusOK, "OK", rc.r.samples.status).
		Reads(rc.r.samples.deleter)
	route.ParameterNamed("body").Required(false)
	if err := AddObjectParams(rc.ws, route, rc.r.samples.deleteOptions); err != nil {
		return nil, err
	}
	return route, AddObjectParams(rc.ws, route, rc.r.samples.listOptions, "watch", "allowWatchBookmarks")
}

// installWatch watches one object: GET watch/.../{name}. Deprecated since
// 1.11: clients list with ?watch=true&fieldSelector=metadata.name=...
func (a *APIInstaller) installWatch(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	doc := rc.doc("watch changes to an object of kind "+kind, "watch changes to "+sub+" of an object of kind "+kind) +
		". deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter."
	handler := routeFunction(handlers.ListResource(rc.r.abilities.lister, rc.r.abilities.watcher, rc.scope, true, a.minRequestTimeout))
	route := rc.ws.GET(rc.act.Path).To(handler).
		Doc(doc).
		Param(rc.pretty()).
		Operation(rc.operation("watch")).
		Produces(rc.allMediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.watchEvent).
		Writes(rc.r.samples.watchEvent)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.listOptions)
}

// installWatchList watches a collection: GET watch/... Deprecated since
// 1.11: clients list with ?watch=true.
func (a *APIInstaller) installWatchList(rc routeContext) (*restful.RouteBuilder, error) {
	kind, sub := rc.r.docKind, rc.r.subresource
	doc := rc.doc("watch individual changes to a list of "+kind, "watch individual changes to a list of "+sub+" of "+kind) +
		". deprecated: use the 'watch' parameter with a list operation instead."
	handler := routeFunction(handlers.ListResource(rc.r.abilities.lister, rc.r.abilities.watcher, rc.scope, true, a.minRequestTimeout))
	// upstream: "watch" + namespaced + kind + subresource + "List" + suffix
	op := "watch" + rc.namespaced + kind + title(sub) + "List" + rc.operationSuffix
	route := rc.ws.GET(rc.act.Path).To(handler).
		Doc(doc).
		Param(rc.pretty()).
		Operation(op).
		Produces(rc.allMediaTypes...).
		Returns(http.StatusOK, "OK", rc.r.samples.watchEvent).
		Writes(rc.r.samples.watchEvent)
	return route, AddObjectParams(rc.ws, route, rc.r.samples.listOptions)
}
