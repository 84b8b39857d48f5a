package apiserver

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	genericoptions "github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	apiregistrationv1 "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/v1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/controllers/status"
	"github.com/kube-rebuilt/apiserver/05-aggregator/registry/apiservice"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// legacyAPIServiceName is the APIService of the core group, "v1.": it
// proxies /api, not /apis/<group>/<version>.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.legacyAPIServiceName.
const legacyAPIServiceName = "v1."

// APIRegistrationGroupPriority is apiregistration.k8s.io's group priority in
// aggregated discovery: above the largest groupPriorityMinimum an APIService
// may have (20000), so the group is listed first.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.APIRegistrationGroupPriority.
const APIRegistrationGroupPriority = 20001

// ExtraConfig is what the aggregator needs besides a generic server's
// config.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.ExtraConfig.
type ExtraConfig struct {
	// StorageConfig is where APIServices live: the master's etcd, under
	// /registry/apiregistration.k8s.io/apiservices/<name>.
	// Upstream: the RESTOptionsGetter createAggregatorConfig builds.
	StorageConfig    storagebackend.Config
	EnableWatchCache bool

	// ProxyClientCertFile and ProxyClientKeyFile are the front-proxy
	// client certificate the aggregator presents to the servers it
	// proxies to (--proxy-client-cert-file, --proxy-client-key-file);
	// none when empty.
	ProxyClientCertFile string
	ProxyClientKeyFile  string

	// ServiceResolver turns an APIService's service into a URL.
	ServiceResolver ServiceResolver
	// Services and Endpoints are read by the availability controller.
	// Upstream: the shared informers of the kube-apiserver's loopback client.
	Services  proxy.ServiceLister
	Endpoints proxy.EndpointsLister
	// ReleaseListers, if set, releases the storage Services and Endpoints
	// read through; the server calls it when it is destroyed. Upstream's
	// informers need no such thing.
	ReleaseListers func()
}

// Config is the aggregator's configuration.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.Config.
type Config struct {
	GenericConfig *server.Config
	ExtraConfig   ExtraConfig
}

type completedConfig struct {
	GenericConfig server.CompletedConfig
	ExtraConfig   *ExtraConfig
}

// CompletedConfig can only be made by Complete.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.CompletedConfig.
type CompletedConfig struct {
	*completedConfig
}

// Complete turns off the generic server's own /apis: the aggregator
// serves its own, built from the APIServices.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*Config).Complete.
func (cfg *Config) Complete() CompletedConfig {
	cfg.GenericConfig.EnableDiscovery = false
	return CompletedConfig{&completedConfig{
		GenericConfig: cfg.GenericConfig.Complete(),
		ExtraConfig:   &cfg.ExtraConfig,
	}}
}

// APIAggregator is the server at the head of the chain. For every
// APIService it serves /apis/<group>/<version> (and /api for "v1."):
// a Local one by handing the request to the rest of the chain, a remote
// one by proxying it to the service.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.APIAggregator.
type APIAggregator struct {
	GenericAPIServer *server.GenericAPIServer

	// APIServiceInformer is the in-memory copy of the APIServices every
	// controller and handler here reads.
	// Upstream: APIRegistrationInformers.
	APIServiceInformer *cache.Informer
	// APIServiceStorage and APIServiceStatusStorage are where the
	// auto-registration and availability controllers write.
	// Upstream: the apiregistration clientset over the loopback client.
	APIServiceStorage       *apiservice.REST
	APIServiceStatusStorage *apiservice.StatusREST

	delegateHandler http.Handler
	proxyClientCert *tls.Certificate
	serviceResolver ServiceResolver

	// mu guards the two maps: the registration controller changes them
	// while requests are served.
	mu sync.Mutex
	// proxyHandlers are the handlers per APIService name.
	proxyHandlers map[string]*proxyHandler
	// handledGroupVersions are the versions served per group: the group's
	// /apis/<group> handler goes when its last version does.
	handledGroupVersions map[string]map[string]struct{}

	discovery *discoveryManager
	// openAPIAggregation merges the remote servers' OpenAPI into the
	// documents the chain serves (set by the caller, may be nil).
	openAPIAggregation []OpenAPIAggregator

	availableController *status.AvailableConditionController
}

// OpenAPIAggregator is told about every APIService, so that it can merge
// the OpenAPI documents of the remote ones.
// Upstream: the openAPIAggregationController and openAPIV3AggregationController fields.
type OpenAPIAggregator interface {
	AddAPIService(h http.Handler, apiService *apiregistration.APIService)
	UpdateAPIService(h http.Handler, apiService *apiregistration.APIService)
	RemoveAPIService(apiServiceName string)
}

// New builds the aggregator in front of delegationTarget: the
// apiregistration.k8s.io group, /apis built from the APIServices, a
// proxy handler per APIService (added by the registration controller)
// and the post-start hooks of its informer and controllers.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.completedConfig.NewWithDelegate.
func (c completedConfig) New(delegationTarget server.DelegationTarget) (*APIAggregator, error) {
	genericServer, err := c.GenericConfig.New("kube-aggregator", delegationTarget)
	if err != nil {
		return nil, err
	}
	if c.ExtraConfig.ReleaseListers != nil {
		genericServer.RegisterDestroyFunc(c.ExtraConfig.ReleaseListers)
	}
	s := &APIAggregator{
		GenericAPIServer:     genericServer,
		delegateHandler:      delegationTarget.UnprotectedHandler(),
		serviceResolver:      c.ExtraConfig.ServiceResolver,
		proxyHandlers:        map[string]*proxyHandler{},
		handledGroupVersions: map[string]map[string]struct{}{},
	}
	if s.delegateHandler == nil {
		s.delegateHandler = http.NotFoundHandler()
	}
	if c.ExtraConfig.ProxyClientCertFile != "" {
		cert, err := tls.LoadX509KeyPair(c.ExtraConfig.ProxyClientCertFile, c.ExtraConfig.ProxyClientKeyFile)
		if err != nil {
			return nil, fmt.Errorf("loading the proxy client certificate: %w", err)
		}
		s.proxyClientCert = &cert
	}
	if err := c.installAPIGroup(s); err != nil {
		return nil, err
	}
	s.APIServiceInformer = cache.NewInformer(s.APIServiceStorage)

	apisHandler := &apisHandler{codecs: Codecs, lister: s.APIServiceInformer}
	genericServer.Handler.NonGoRestfulMux.Handle("/apis",
		aggregated.WrapAggregatedDiscoveryToHandler(apisHandler, genericServer.AggregatedDiscoveryGroupManager))
	genericServer.Handler.NonGoRestfulMux.UnlistedHandle("/apis/", apisHandler)

	// Our own group comes first in /apis, in both formats, as upstream's:
	// 20001 is above the 20000 any APIService may ask for, so no group can
	// pass it (upstream: APIRegistrationGroupPriority, version priority 0,
	// set in k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).Run).
	genericServer.AggregatedDiscoveryGroupManager.WithSource(aggregated.BuiltinSource).
		SetGroupVersionPriority(apiregistrationv1.SchemeGroupVersion, APIRegistrationGroupPriority, 0)
	s.discovery = newDiscoveryManager(genericServer.AggregatedDiscoveryGroupManager)
	s.availableController, err = status.NewAvailableConditionController(s.APIServiceInformer, s.APIServiceStatusStorage,
		c.ExtraConfig.Services, c.ExtraConfig.Endpoints, c.ExtraConfig.ServiceResolver, s.proxyClientCert)
	if err != nil {
		return nil, err
	}
	registration := NewAPIServiceRegistrationController(s.APIServiceInformer, s)
	if err := s.addPostStartHooks(registration); err != nil {
		return nil, err
	}
	return s, nil
}

// installAPIGroup serves apiregistration.k8s.io/v1 (apiservices and
// apiservices/status).
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/rest.NewRESTStorage and InstallAPIGroup in NewWithDelegate.
func (c completedConfig) installAPIGroup(s *APIAggregator) error {
	info, _ := runtime.SerializerInfoForMediaType(Codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := Codecs.CodecForVersions(info.Serializer, Codecs.UniversalDeserializer(),
		apiregistrationv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	optsGetter := genericoptions.SimpleRestOptionsFactory{
		StorageConfig: c.ExtraConfig.StorageConfig, Codec: codec, EnableWatchCache: c.ExtraConfig.EnableWatchCache}
	storage, statusStorage, err := apiservice.NewREST(Scheme, optsGetter)
	if err != nil {
		return err
	}
	apiGroupInfo := server.NewDefaultAPIGroupInfo(apiregistration.GroupName, Scheme, ParameterCodec, Codecs)
	apiGroupInfo.VersionedResourcesStorageMap[apiregistrationv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"apiservices":        storage,
		"apiservices/status": statusStorage,
	}
	if err := s.GenericAPIServer.InstallAPIGroup(&apiGroupInfo); err != nil {
		return err
	}
	s.APIServiceStorage, s.APIServiceStatusStorage = storage, statusStorage
	return nil
}

// AddOpenAPIAggregator tells a against OpenAPI merger about every
// APIService from now on. Call it before the server runs.
func (s *APIAggregator) AddOpenAPIAggregator(a OpenAPIAggregator) {
	s.openAPIAggregation = append(s.openAPIAggregation, a)
}

// addPostStartHooks starts the informer, then the registration,
// discovery and availability controllers once it has synced.
// Upstream: the AddPostStartHookOrDie calls of NewWithDelegate
// ("start-kube-aggregator-informers", "apiservice-registration-controller",
// "apiservice-status-available-controller", "apiservice-discovery-controller").
func (s *APIAggregator) addPostStartHooks(registration *APIServiceRegistrationController) error {
	hooks := []struct {
		name string
		run  func(ctx server.PostStartHookContext)
	}{
		{"start-kube-aggregator-informers", func(ctx server.PostStartHookContext) { go s.APIServiceInformer.Run(ctx) }},
		{"apiservice-registration-controller", func(ctx server.PostStartHookContext) { go registration.Run(ctx) }},
		{"apiservice-status-available-controller", func(ctx server.PostStartHookContext) {
			go func() {
				if cache.WaitForCacheSync(ctx, s.APIServiceInformer) {
					s.availableController.Run(ctx, 5)
				}
			}()
		}},
		{"apiservice-discovery-controller", func(ctx server.PostStartHookContext) { go s.discovery.Run(ctx) }},
	}
	for _, h := range hooks {
		if err := s.GenericAPIServer.AddPostStartHook(h.name, func(ctx server.PostStartHookContext) error {
			h.run(ctx)
			return nil
		}); err != nil {
			return err
		}
	}
	return nil
}
