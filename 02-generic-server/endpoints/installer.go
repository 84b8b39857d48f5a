package endpoints

import (
	"fmt"
	"sort"
	"time"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// The route metadata the OpenAPI builder turns into the operation's
// x-kubernetes-group-version-kind and x-kubernetes-action. kubectl finds a
// kind's PATCH operation by the first.
// Upstream: k8s.io/apiserver/pkg/endpoints.RouteMetaGVK and RouteMetaAction.
const (
	RouteMetaGVK    = openapi.RouteMetaGVK
	RouteMetaAction = openapi.RouteMetaAction
)

// APIInstaller installs the resources of one APIGroupVersion into one web
// service.
// Upstream: k8s.io/apiserver/pkg/endpoints.APIInstaller.
type APIInstaller struct {
	group             *APIGroupVersion
	prefix            string // Path prefix where API resources are to be registered: /apis/apps/v1.
	minRequestTimeout time.Duration
}

// action is one route to register: a verb (GET, LIST, POST, PUT, PATCH,
// DELETE, DELETECOLLECTION, WATCH, WATCHLIST) at a path, with its path
// parameters and the namer its handler reads names with.
// Upstream: k8s.io/apiserver/pkg/endpoints.action.
type action struct {
	Verb          string               // Verb identifying the action ("GET", "POST", "WATCH" ...).
	Path          string               // The path of the action, relative to the web service.
	Params        []*restful.Parameter // List of parameters associated with the action.
	Namer         handlers.ScopeNamer
	AllNamespaces bool // true iff the action is namespaced but works on aggregate result for all namespaces
}

// Install registers the routes of every storage, in sorted path order (so
// the OpenAPI document is the same on every start), and returns the
// resources for discovery, the web service, and one error per storage
// that could not be installed.
// Upstream: k8s.io/apiserver/pkg/endpoints.(*APIInstaller).Install.
func (a *APIInstaller) Install() ([]metav1.APIResource, *restful.WebService, []error) {
	var apiResources []metav1.APIResource
	var errs []error
	ws := a.newWebService()

	paths := make([]string, 0, len(a.group.Storage))
	for path := range a.group.Storage {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		apiResource, err := a.registerResourceHandlers(path, a.group.Storage[path], ws)
		if err != nil {
			errs = append(errs, fmt.Errorf("error in registering resource: %s, %w", path, err))
		}
		if apiResource != nil {
			apiResources = append(apiResources, *apiResource)
		}
	}
	return apiResources, ws, errs
}

// newWebService creates the web service at the installer's prefix. It
// consumes anything (clients have sent bodies without a Content-Type since
// v1; the handlers decide) and produces the group's media types.
// Upstream: k8s.io/apiserver/pkg/endpoints.(*APIInstaller).newWebService.
func (a *APIInstaller) newWebService() *restful.WebService {
	ws := new(restful.WebService)
	ws.Path(a.prefix)
	// a.prefix contains "prefix/group/version"
	ws.Doc("API at " + a.prefix)
	// Backwards compatibility, we accepted objects with empty content-type at V1.
	ws.Consumes("*/*")
	mediaTypes, streamMediaTypes := negotiation.MediaTypesForSerializer(a.group.Serializer)
	ws.Produces(append(mediaTypes, streamMediaTypes...)...)
	ws.ApiVersion(a.group.GroupVersion.String())
	return ws
}

// registerResourceHandlers installs the routes of one storage and returns
// its APIResource. Upstream does it in one function of some 800 lines;
// here each step is a function of its own:
//
//  1. describeResource: the names, the kind, what the storage can do
//     (type assertions against the rest interfaces), the scope, and the
//     versioned types the routes document;
//  2. actionsFor: the list of actions for that scope and those abilities;
//  3. requestScope: what every handler of the resource shares, with the
//     fieldManager that records managedFields and merges applies;
//  4. installAction: one go-restful route per action, with its handler,
//     parameters, documentation and metadata;
//  5. apiResource: the discovery entry, with the verbs the actions add up to.
//
// Upstream: k8s.io/apiserver/pkg/endpoints.(*APIInstaller).registerResourceHandlers.
func (a *APIInstaller) registerResourceHandlers(path string, storage rest.Storage, ws *restful.WebService) (*metav1.APIResource, error) {
	r, err := a.describeResource(path, storage)
	if err != nil {
		return nil, err
	}
	actions := a.actionsFor(r, ws)
	scope := a.requestScope(r)
	if scope.FieldManager, err = a.fieldManager(r); err != nil {
		return nil, err
	}
	kubeVerbs := map[string]bool{}
	for _, act := range actions {
		kubeVerb, found := toDiscoveryKubeVerb[act.Verb]
		if !found {
			return nil, fmt.Errorf("unknown action verb for discovery: %s", act.Verb)
		}
		if kubeVerb != "" {
			kubeVerbs[kubeVerb] = true
		}
		if err := a.installAction(ws, act, r, scope); err != nil {
			return nil, err
		}
	}
	return a.apiResource(r, kubeVerbs)
}

// toDiscoveryKubeVerb maps an action to the verb discovery lists (and
// authorization checks, stage 07).
// Upstream: k8s.io/apiserver/pkg/endpoints.toDiscoveryKubeVerb.
var toDiscoveryKubeVerb = map[string]string{
	"CONNECT":          "", // do not list in discovery.
	"DELETE":           "delete",
	"DELETECOLLECTION": "deletecollection",
	"GET":              "get",
	"LIST":             "list",
	"PATCH":            "patch",
	"POST":             "create",
	"PROXY":            "proxy",
	"PUT":              "update",
	"WATCH":            "watch",
	"WATCHLIST":        "watch",
}
