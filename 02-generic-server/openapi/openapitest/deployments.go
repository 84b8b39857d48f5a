package openapitest

import (
	restful "github.com/emicklei/go-restful/v3"

	appsinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	autoscalinginstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// Media types the routes produce and consume, as the installer declares them.
var (
	produces      = []string{"application/json", "application/yaml", "application/vnd.kubernetes.protobuf"}
	patchTypes    = []string{"application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json", "application/apply-patch+yaml"}
	deploymentGVK = schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}
)

// Scheme returns a fresh scheme with the core, apps and autoscaling groups.
func Scheme() *runtime.Scheme {
	s := runtime.NewScheme()
	coreinstall.Install(s)
	appsinstall.Install(s)
	autoscalinginstall.Install(s)
	return s
}

// WebServices returns the web services of the apps group: /apis/apps
// (the group) and /apis/apps/v1 with namespaced deployments (list,
// create, read, patch, delete).
func WebServices() []*restful.WebService {
	return []*restful.WebService{AppsGroupWebService(), AppsV1WebService()}
}

// AppsGroupWebService is /apis/apps, the group's discovery document.
func AppsGroupWebService() *restful.WebService {
	ws := new(restful.WebService).Path("/apis/apps").Doc("get information of a group")
	ws.Route(ws.GET("/").To(noop).Operation("getAPIGroup").Doc("get information of a group").
		Produces(produces...).Consumes(produces...).Writes(metav1.APIGroup{}))
	return ws
}

// AppsV1WebService is /apis/apps/v1: its resource list and deployments.
func AppsV1WebService() *restful.WebService {
	ws := new(restful.WebService).Path("/apis/apps/v1").Doc("API at /apis/apps/v1")
	ws.Route(ws.GET("/").To(noop).Operation("getAPIResources").Doc("get available resources").
		Produces(produces...).Consumes(produces...).Writes(metav1.APIResourceList{}))
	collection := "/namespaces/{namespace}/deployments"
	ws.Route(withKind(ws.GET(collection), "list").Operation("listNamespacedDeployment").
		Doc("list or watch objects of kind Deployment").
		Param(namespace(ws)).Param(pretty(ws)).
		Param(ws.QueryParameter("labelSelector", "A selector to restrict the list of returned objects by their labels.").DataType("string")).
		Param(ws.QueryParameter("limit", "limit is a maximum number of responses to return for a list call.").DataType("integer")).
		Param(ws.QueryParameter("watch", "Watch for changes to the described resources.").DataType("boolean")).
		Produces(append(produces, "application/json;stream=watch")...).
		Returns(200, "OK", appsv1.DeploymentList{}).Writes(appsv1.DeploymentList{}))
	ws.Route(withKind(ws.POST(collection), "post").Operation("createNamespacedDeployment").
		Doc("create a Deployment").Consumes("*/*").Produces(produces...).
		Param(namespace(ws)).Param(pretty(ws)).Param(dryRun(ws)).Param(fieldManager(ws)).Param(fieldValidation(ws)).
		Reads(appsv1.Deployment{}).Writes(appsv1.Deployment{}).
		Returns(200, "OK", appsv1.Deployment{}).Returns(201, "Created", appsv1.Deployment{}).Returns(202, "Accepted", appsv1.Deployment{}))
	addItemRoutes(ws, collection+"/{name}")
	return ws
}

// addItemRoutes adds read, patch and delete of one deployment.
func addItemRoutes(ws *restful.WebService, item string) {
	name := ws.PathParameter("name", "name of the Deployment").DataType("string")
	ws.Route(withKind(ws.GET(item), "get").Operation("readNamespacedDeployment").
		Doc("read the specified Deployment").Produces(produces...).
		Param(name).Param(namespace(ws)).Param(pretty(ws)).
		Returns(200, "OK", appsv1.Deployment{}).Writes(appsv1.Deployment{}))
	ws.Route(withKind(ws.PATCH(item), "patch").Operation("patchNamespacedDeployment").
		Doc("partially update the specified Deployment").Consumes(patchTypes...).Produces(produces...).
		Param(name).Param(namespace(ws)).Param(pretty(ws)).Param(dryRun(ws)).Param(fieldManager(ws)).Param(fieldValidation(ws)).
		Param(ws.QueryParameter("force", "Force is going to \"force\" Apply requests.").DataType("boolean")).
		Reads(metav1.Patch{}).Writes(appsv1.Deployment{}).
		Returns(200, "OK", appsv1.Deployment{}).Returns(201, "Created", appsv1.Deployment{}))
	del := withKind(ws.DELETE(item), "delete").Operation("deleteNamespacedDeployment").
		Doc("delete a Deployment").Consumes("*/*").Produces(produces...).
		Param(name).Param(namespace(ws)).Param(pretty(ws)).Param(dryRun(ws)).
		Param(ws.QueryParameter("gracePeriodSeconds", "The duration in seconds before the object should be deleted.").DataType("integer")).
		Param(ws.QueryParameter("ignoreStoreReadErrorWithClusterBreakingPotential", "if set to true, it will trigger an unsafe deletion of the resource.").DataType("boolean")).
		Param(ws.QueryParameter("orphanDependents", "Deprecated: please use the PropagationPolicy.").DataType("boolean")).
		Param(ws.QueryParameter("propagationPolicy", "Whether and how garbage collection will be performed.").DataType("string")).
		Reads(metav1.DeleteOptions{}).Writes(metav1.Status{}).
		Returns(200, "OK", metav1.Status{}).Returns(202, "Accepted", metav1.Status{})
	del.ParameterNamed("body").Required(false)
	ws.Route(del)
}

// withKind sets the route metadata the OpenAPI builder turns into
// x-kubernetes-group-version-kind and x-kubernetes-action.
func withKind(b *restful.RouteBuilder, action string) *restful.RouteBuilder {
	return b.To(noop).Metadata(openapi.RouteMetaGVK, deploymentGVK).Metadata(openapi.RouteMetaAction, action)
}

func namespace(ws *restful.WebService) *restful.Parameter {
	return ws.PathParameter("namespace", "object name and auth scope, such as for teams and projects").DataType("string")
}

func pretty(ws *restful.WebService) *restful.Parameter {
	return ws.QueryParameter("pretty", "If 'true', then the output is pretty printed.").DataType("string")
}

func dryRun(ws *restful.WebService) *restful.Parameter {
	return ws.QueryParameter("dryRun", "When present, indicates that modifications should not be persisted.").DataType("string")
}

func fieldManager(ws *restful.WebService) *restful.Parameter {
	return ws.QueryParameter("fieldManager", "fieldManager is a name associated with the actor or entity that is making these changes.").DataType("string")
}

// fieldValidation is the parameter whose presence on a kind's PATCH
// operation tells kubectl the server validates fields itself.
func fieldValidation(ws *restful.WebService) *restful.Parameter {
	return ws.QueryParameter("fieldValidation", "fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields.").DataType("string")
}

func noop(*restful.Request, *restful.Response) {}
