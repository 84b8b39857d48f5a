package app

import (
	"fmt"

	restful "github.com/emicklei/go-restful/v3"
	"net/http"
	"slices"
	"strings"
	"sync"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	aggregatorapiserver "github.com/kube-rebuilt/apiserver/05-aggregator/apiserver"
	"github.com/kube-rebuilt/apiserver/05-aggregator/controllers/autoregister"
	"github.com/kube-rebuilt/apiserver/05-aggregator/controllers/crdregistration"
	openapicontroller "github.com/kube-rebuilt/apiserver/05-aggregator/controllers/openapi"
	openapiv3controller "github.com/kube-rebuilt/apiserver/05-aggregator/controllers/openapiv3"
)

// createAggregatorServer builds the aggregator in front of the master and
// wires what kube-apiserver adds to it: auto-registration of a Local
// APIService for every built-in group-version and every CRD version,
// upstream's discovery priorities, the "autoregister-completion" check
// (not ready until every built-in APIService is there and available),
// and the OpenAPI aggregation of remote servers into the master's
// documents.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.CreateAggregatorServer
// (createAggregatorServer in cmd/kube-apiserver/app before it moved).
func createAggregatorServer(config aggregatorapiserver.CompletedConfig, delegate *server.GenericAPIServer,
	crdInformer *cache.Informer) (*aggregatorapiserver.APIAggregator, error) {
	aggregatorServer, err := config.New(delegate)
	if err != nil {
		return nil, err
	}
	autoRegistration := autoregister.NewAutoRegisterController(aggregatorServer.APIServiceInformer, aggregatorServer.APIServiceStorage)
	apiServices := apiServicesToRegister(delegate, autoRegistration)
	crdRegistration := crdregistration.NewCRDRegistrationController(crdInformer, autoRegistration)

	// Built-in groups are ordered by upstream's priorities before their
	// APIServices even exist.
	builtin := delegate.AggregatedDiscoveryGroupManager.WithSource(aggregated.BuiltinSource)
	for gv, p := range apiVersionPriorities {
		builtin.SetGroupVersionPriority(gv, int(p.group), int(p.version))
	}

	if err := aggregatorServer.GenericAPIServer.AddPostStartHook("kube-apiserver-autoregistration", func(ctx server.PostStartHookContext) error {
		go crdRegistration.Run(ctx, 5)
		go func() {
			// Let the CRD controller register the CRDs there at start, so
			// that the first sync does not delete their APIServices.
			if crdRegistration.WaitForInitialSync(ctx) {
				autoRegistration.Run(ctx, 5)
			}
		}()
		return nil
	}); err != nil {
		return nil, err
	}
	if err := aggregatorServer.GenericAPIServer.AddBootSequenceHealthChecks(
		makeAPIServiceAvailableHealthCheck("autoregister-completion", apiServices, aggregatorServer.APIServiceInformer)); err != nil {
		return nil, err
	}
	if err := addOpenAPIAggregation(aggregatorServer, delegate); err != nil {
		return nil, err
	}
	return aggregatorServer, nil
}

// addOpenAPIAggregation merges the remote servers' OpenAPI into the
// master's documents (which already hold the built-in and CRD routes),
// and publishes the aggregator's own routes (apiregistration.k8s.io)
// there: the master's /openapi/v2 and /openapi/v3 are the chain's.
// Upstream: the aggregator serves the merged documents itself
// (openAPIAggregationController, openAPIV3AggregationController).
func addOpenAPIAggregation(aggregatorServer *aggregatorapiserver.APIAggregator, master *server.GenericAPIServer) error {
	return aggregatorServer.GenericAPIServer.AddPostStartHook("apiservice-openapi-controller", func(ctx server.PostStartHookContext) error {
		// PrepareRun has created the master's OpenAPI services by now.
		if v2 := master.OpenAPIVersionedService; v2 != nil {
			v2.AddWebServiceSource(ownGroupRoutes(aggregatorServer))
			c := openapicontroller.NewAggregationController(v2)
			aggregatorServer.AddOpenAPIAggregator(c)
			go c.Run(ctx)
		}
		if v3 := master.OpenAPIV3VersionedService; v3 != nil {
			v3.AddWebServiceSource(ownGroupRoutes(aggregatorServer))
			c := openapiv3controller.NewAggregationController(v3)
			aggregatorServer.AddOpenAPIAggregator(c)
			go c.Run(ctx)
		}
		return nil
	})
}

// groupRoutes are the web services of one API group, out of a server's
// go-restful container: the aggregator's own group for the master's
// documents (the rest of its container, /version, the master has too).
type groupRoutes struct {
	container *restful.Container
	prefix    string
}

func ownGroupRoutes(s *aggregatorapiserver.APIAggregator) groupRoutes {
	return groupRoutes{container: s.GenericAPIServer.Handler.GoRestfulContainer, prefix: "/apis/" + apiregistration.GroupName}
}

// RegisteredWebServices implements the OpenAPI services' WebServiceSource.
func (g groupRoutes) RegisteredWebServices() []*restful.WebService {
	var out []*restful.WebService
	for _, ws := range g.container.RegisteredWebServices() {
		if ws.RootPath() == g.prefix || strings.HasPrefix(ws.RootPath(), g.prefix+"/") {
			out = append(out, ws)
		}
	}
	return out
}

// apiServicesToRegister wants a Local APIService, synced on start, for
// /api/v1 and every /apis/<group>/<version> the rest of the chain lists
// that has a priority in apiVersionPriorities.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.apiServicesToRegister.
func apiServicesToRegister(delegate server.DelegationTarget, registration autoregister.AutoAPIServiceRegistration) []*apiregistration.APIService {
	var apiServices []*apiregistration.APIService
	for _, path := range delegate.ListedPaths() {
		var gv schema.GroupVersion
		switch tokens := strings.Split(path, "/"); {
		case path == "/api/v1":
			gv = schema.GroupVersion{Version: "v1"}
		case strings.HasPrefix(path, "/apis/") && len(tokens) == 4:
			gv = schema.GroupVersion{Group: tokens[2], Version: tokens[3]}
		default:
			continue
		}
		apiService := makeAPIService(gv)
		if apiService == nil || slices.ContainsFunc(apiServices, func(s *apiregistration.APIService) bool { return s.Name == apiService.Name }) {
			continue
		}
		registration.AddAPIServiceToSyncOnStart(apiService)
		apiServices = append(apiServices, apiService)
	}
	return apiServices
}

// makeAPIService is the Local APIService of gv, or nil (logged) when gv
// has no priority: such a group-version would be stuck in the list.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.makeAPIService.
func makeAPIService(gv schema.GroupVersion) *apiregistration.APIService {
	p, ok := apiVersionPriorities[gv]
	if !ok {
		klog.Infof("Skipping APIService creation for %v", gv)
		return nil
	}
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: gv.Version + "." + gv.Group},
		Spec: apiregistration.APIServiceSpec{
			Group: gv.Group, Version: gv.Version,
			GroupPriorityMinimum: p.group, VersionPriority: p.version,
		},
	}
}

// makeAPIServiceAvailableHealthCheck is healthy once every one of
// apiServices has been seen Available.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.makeAPIServiceAvailableHealthCheck.
func makeAPIServiceAvailableHealthCheck(name string, apiServices []*apiregistration.APIService, informer *cache.Informer) healthz.HealthChecker {
	var mu sync.Mutex
	pending := map[string]bool{}
	for _, s := range apiServices {
		pending[s.Name] = true
	}
	seen := func(obj runtime.Object) {
		s, ok := obj.(*apiregistration.APIService)
		if !ok || !apiregistration.IsAPIServiceConditionTrue(s, apiregistration.Available) {
			return
		}
		mu.Lock()
		delete(pending, s.Name)
		mu.Unlock()
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    seen,
		UpdateFunc: func(_, obj runtime.Object) { seen(obj) },
	})
	return healthz.NamedCheck(name, func(*http.Request) error {
		mu.Lock()
		defer mu.Unlock()
		if len(pending) > 0 {
			names := make([]string, 0, len(pending))
			for n := range pending {
				names = append(names, n)
			}
			slices.Sort(names)
			return fmt.Errorf("missing APIService: %v", names)
		}
		return nil
	})
}

// priority orders a group among groups, and a version inside its group,
// in discovery (and so in kubectl's output).
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.APIServicePriority.
type priority struct {
	group   int32
	version int32
}

// apiVersionPriorities are upstream's priorities, for every group-version
// kube-apiserver v1.37 may serve: an entry for a group-version nobody
// serves registers nothing, and a group-version served without an entry
// gets no APIService (so stays out of /apis, "Skipping APIService
// creation"). Groups are ordered by their first number, highest first;
// the versions of a group by the second. kube-apiserver's own entries
// win over the generic control plane's where both name one (resource.k8s.io/v1alpha3).
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.apiVersionPriorities,
// which merges pkg/controlplane/apiserver.DefaultGenericAPIServicePriorities
// with kube-apiserver's own.
var apiVersionPriorities = map[schema.GroupVersion]priority{
	{Group: "", Version: "v1"}: {group: 18000, version: 1},

	// The generic control plane's groups.
	{Group: "events.k8s.io", Version: "v1"}:                      {group: 17750, version: 15},
	{Group: "events.k8s.io", Version: "v1beta1"}:                 {group: 17750, version: 5},
	{Group: "authentication.k8s.io", Version: "v1"}:              {group: 17700, version: 15},
	{Group: "authentication.k8s.io", Version: "v1beta1"}:         {group: 17700, version: 9},
	{Group: "authentication.k8s.io", Version: "v1alpha1"}:        {group: 17700, version: 1},
	{Group: "authorization.k8s.io", Version: "v1"}:               {group: 17600, version: 15},
	{Group: "certificates.k8s.io", Version: "v1"}:                {group: 17300, version: 15},
	{Group: "certificates.k8s.io", Version: "v1beta1"}:           {group: 17300, version: 9},
	{Group: "certificates.k8s.io", Version: "v1alpha1"}:          {group: 17300, version: 1},
	{Group: "rbac.authorization.k8s.io", Version: "v1"}:          {group: 17000, version: 15},
	{Group: "apiextensions.k8s.io", Version: "v1"}:               {group: 16700, version: 15},
	{Group: "admissionregistration.k8s.io", Version: "v1"}:       {group: 16700, version: 15},
	{Group: "admissionregistration.k8s.io", Version: "v1beta1"}:  {group: 16700, version: 12},
	{Group: "admissionregistration.k8s.io", Version: "v1alpha1"}: {group: 16700, version: 9},
	{Group: "coordination.k8s.io", Version: "v1"}:                {group: 16500, version: 15},
	{Group: "coordination.k8s.io", Version: "v1beta1"}:           {group: 16500, version: 13},
	{Group: "coordination.k8s.io", Version: "v1alpha2"}:          {group: 16500, version: 12},
	{Group: "discovery.k8s.io", Version: "v1"}:                   {group: 16200, version: 15},
	{Group: "discovery.k8s.io", Version: "v1beta1"}:              {group: 16200, version: 12},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1"}:       {group: 16100, version: 21},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1beta3"}:  {group: 16100, version: 18},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1beta2"}:  {group: 16100, version: 15},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1beta1"}:  {group: 16100, version: 12},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1alpha1"}: {group: 16100, version: 9},
	{Group: "internal.apiserver.k8s.io", Version: "v1alpha1"}:    {group: 16000, version: 9},
	{Group: "storagemigration.k8s.io", Version: "v1"}:            {group: 15800, version: 15},
	{Group: "storagemigration.k8s.io", Version: "v1beta1"}:       {group: 15800, version: 9},

	// kube-apiserver's own groups.
	{Group: "apps", Version: "v1"}: {group: 17800, version: 15},
	// apps/v1beta1 left upstream's table with the version (v1.16); stage
	// 03 still serves it, with the priority it had.
	{Group: "apps", Version: "v1beta1"}:               {group: 17800, version: 1},
	{Group: "autoscaling", Version: "v1"}:             {group: 17500, version: 15},
	{Group: "autoscaling", Version: "v2"}:             {group: 17500, version: 30},
	{Group: "autoscaling", Version: "v2beta1"}:        {group: 17500, version: 9},
	{Group: "autoscaling", Version: "v2beta2"}:        {group: 17500, version: 1},
	{Group: "batch", Version: "v1"}:                   {group: 17400, version: 15},
	{Group: "batch", Version: "v1beta1"}:              {group: 17400, version: 9},
	{Group: "batch", Version: "v2alpha1"}:             {group: 17400, version: 9},
	{Group: "networking.k8s.io", Version: "v1"}:       {group: 17200, version: 15},
	{Group: "networking.k8s.io", Version: "v1beta1"}:  {group: 17200, version: 9},
	{Group: "policy", Version: "v1"}:                  {group: 17100, version: 15},
	{Group: "policy", Version: "v1beta1"}:             {group: 17100, version: 9},
	{Group: "storage.k8s.io", Version: "v1"}:          {group: 16800, version: 15},
	{Group: "storage.k8s.io", Version: "v1beta1"}:     {group: 16800, version: 9},
	{Group: "storage.k8s.io", Version: "v1alpha1"}:    {group: 16800, version: 1},
	{Group: "scheduling.k8s.io", Version: "v1"}:       {group: 16600, version: 15},
	{Group: "scheduling.k8s.io", Version: "v1beta1"}:  {group: 16600, version: 9},
	{Group: "scheduling.k8s.io", Version: "v1alpha3"}: {group: 16600, version: 3},
	{Group: "node.k8s.io", Version: "v1"}:             {group: 16300, version: 15},
	{Group: "node.k8s.io", Version: "v1alpha1"}:       {group: 16300, version: 1},
	{Group: "node.k8s.io", Version: "v1beta1"}:        {group: 16300, version: 9},
	{Group: "resource.k8s.io", Version: "v1"}:         {group: 16200, version: 21},
	{Group: "resource.k8s.io", Version: "v1beta2"}:    {group: 16200, version: 15},
	{Group: "resource.k8s.io", Version: "v1beta1"}:    {group: 16200, version: 9},
	{Group: "resource.k8s.io", Version: "v1alpha3"}:   {group: 16200, version: 1},
	{Group: "lifecycle.k8s.io", Version: "v1alpha1"}:  {group: 15700, version: 1},
}
