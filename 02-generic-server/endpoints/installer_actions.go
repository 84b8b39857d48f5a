package endpoints

import (
	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
)

// actionsFor is step 2 of registerResourceHandlers: the actions a
// resource gets, from its scope and its abilities.
// Upstream: the "Get the list of actions for the given scope" switch of
// registerResourceHandlers.
func (a *APIInstaller) actionsFor(r *resourceDescription, ws *restful.WebService) []action {
	if r.namespaced {
		return namespacedActions(r, ws)
	}
	return clusterActions(r, ws)
}

// clusterActions are the actions of a cluster-scoped resource such as
// namespaces:
//
//	namespaces                  LIST, POST, DELETECOLLECTION
//	watch/namespaces            WATCHLIST (deprecated since 1.11)
//	namespaces/{name}           GET, PUT, PATCH, DELETE
//	watch/namespaces/{name}     WATCH (deprecated since 1.11)
//
// A subresource has only item paths: namespaces/{name}/status.
func clusterActions(r *resourceDescription, ws *restful.WebService) []action {
	nameParam := ws.PathParameter("name", "name of the "+r.docKind).DataType("string")
	resourcePath, resourceParams := r.resource, []*restful.Parameter{}
	itemPath, nameParams := r.resource+"/{name}", []*restful.Parameter{nameParam}
	if r.subresource != "" {
		itemPath += "/" + r.subresource
		resourcePath, resourceParams = itemPath, nameParams
	}
	namer := handlers.ContextBasedNaming{ClusterScoped: true}
	return standardActions(r, namer, resourcePath, resourceParams, itemPath, nameParams)
}

// namespacedActions are the actions of a namespaced resource such as
// deployments, the same as clusterActions under namespaces/{namespace}/,
// plus a list (and watch) across all namespaces at deployments.
func namespacedActions(r *resourceDescription, ws *restful.WebService) []action {
	namespaceParam := ws.PathParameter("namespace", "object name and auth scope, such as for teams and projects").DataType("string")
	nameParam := ws.PathParameter("name", "name of the "+r.docKind).DataType("string")
	namespacedPath := "namespaces/{namespace}/" + r.resource
	resourcePath, resourceParams := namespacedPath, []*restful.Parameter{namespaceParam}
	itemPath, nameParams := namespacedPath+"/{name}", []*restful.Parameter{namespaceParam, nameParam}
	if r.subresource != "" {
		itemPath += "/" + r.subresource
		resourcePath, resourceParams = itemPath, nameParams
	}
	namer := handlers.ContextBasedNaming{ClusterScoped: false}
	actions := standardActions(r, namer, resourcePath, resourceParams, itemPath, nameParams)

	// list or post across namespace.
	// For ex: LIST all pods in all namespaces by sending a LIST request at /api/apiVersion/pods.
	if r.subresource == "" {
		actions = appendIf(actions, action{"LIST", r.resource, nil, namer, true}, r.abilities.isLister())
		// DEPRECATED in 1.11
		actions = appendIf(actions, action{"WATCHLIST", "watch/" + r.resource, nil, namer, true}, r.abilities.allowWatchList())
	}
	return actions
}

// standardActions are the actions at the collection path and the item
// path, in upstream's order (the OpenAPI document lists them so).
func standardActions(r *resourceDescription, namer handlers.ScopeNamer, resourcePath string, resourceParams []*restful.Parameter,
	itemPath string, nameParams []*restful.Parameter) []action {
	ab := r.abilities
	var actions []action
	// Handler for standard REST verbs (GET, PUT, POST and DELETE).
	// Add actions at the resource path: /api/apiVersion/resource
	actions = appendIf(actions, action{"LIST", resourcePath, resourceParams, namer, false}, ab.isLister())
	actions = appendIf(actions, action{"POST", resourcePath, resourceParams, namer, false}, ab.isCreater())
	actions = appendIf(actions, action{"DELETECOLLECTION", resourcePath, resourceParams, namer, false}, ab.isCollectionDeleter())
	// DEPRECATED in 1.11
	actions = appendIf(actions, action{"WATCHLIST", "watch/" + resourcePath, resourceParams, namer, false}, ab.allowWatchList())

	// Add actions at the item path: /api/apiVersion/resource/{name}
	actions = appendIf(actions, action{"GET", itemPath, nameParams, namer, false}, ab.isGetter())
	actions = appendIf(actions, action{"PUT", itemPath, nameParams, namer, false}, ab.isUpdater())
	actions = appendIf(actions, action{"PATCH", itemPath, nameParams, namer, false}, ab.isPatcher())
	actions = appendIf(actions, action{"DELETE", itemPath, nameParams, namer, false}, ab.isGracefulDeleter())
	// DEPRECATED in 1.11
	actions = appendIf(actions, action{"WATCH", "watch/" + itemPath, nameParams, namer, false}, ab.isWatcher())
	return actions
}

// appendIf appends a to actions if shouldAppend.
// Upstream: k8s.io/apiserver/pkg/endpoints.appendIf.
func appendIf(actions []action, a action, shouldAppend bool) []action {
	if shouldAppend {
		actions = append(actions, a)
	}
	return actions
}
