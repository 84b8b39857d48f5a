package apiserver

import (
	"context"
	"net/http"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	apiextensionsv1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/establish"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/finalizer"
	openapicontroller "github.com/kube-rebuilt/apiserver/04-extensions/controller/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/status"
	"github.com/kube-rebuilt/apiserver/04-extensions/registry/customresourcedefinition"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// ExtraConfig is what the extensions server needs besides a generic
// server's config.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.ExtraConfig.
type ExtraConfig struct {
	// StorageConfig is the etcd both CRDs and custom resources live in
	// (the master's, with its prefix); each resource gets its own codec.
	// Upstream: CRDRESTOptionsGetter, and the RESTOptionsGetter of the
	// generic config for the CRDs themselves.
	StorageConfig storagebackend.Config
	// EnableWatchCache puts a watch cache in front of the CRDs and of
	// every version's custom resources (--watch-cache).
	// Upstream: the RESTOptionsGetter's EnableWatchCache.
	EnableWatchCache bool
}

// Config is the extensions server's configuration.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.Config.
type Config struct {
	GenericConfig *server.Config
	ExtraConfig   ExtraConfig
}

type completedConfig struct {
	GenericConfig server.CompletedConfig
	ExtraConfig   *ExtraConfig
}

// CompletedConfig can only be made by Complete.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.CompletedConfig.
type CompletedConfig struct {
	*completedConfig
}

// Complete completes the generic config.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*Config).Complete.
func (cfg *Config) Complete() CompletedConfig {
	return CompletedConfig{&completedConfig{
		GenericConfig: cfg.GenericConfig.Complete(),
		ExtraConfig:   &cfg.ExtraConfig,
	}}
}

// CustomResourceDefinitions is the extensions server.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.CustomResourceDefinitions.
type CustomResourceDefinitions struct {
	GenericAPIServer *server.GenericAPIServer

	// Informer is the in-memory copy of the CRDs every controller and the
	// custom-resource handler read.
	// Upstream: Informers, a shared informer factory of client-go.
	Informer *cache.Informer
	// CRDHasSynced is closed once the informer holds every CRD: from then
	// on a path nobody serves is really not there (not-found answers 404,
	// not 503).
	CRDHasSynced <-chan struct{}
	// OpenAPIController holds the OpenAPI routes of the Established CRDs,
	// for the server at the head of the chain to publish.
	// Upstream: the openapi and openapiv3 controllers, whose specs the
	// aggregator merges.
	OpenAPIController *openapicontroller.Controller
}

// crdInformerSyncedSignal names the mux-and-discovery-complete signal of
// this server, as upstream.
const crdInformerSyncedSignal = "CRDInformerHasNotSynced"

// New builds the extensions server in front of delegationTarget: the
// apiextensions.k8s.io group, the custom-resource handler at /apis and
// /apis/, and the post-start hooks that start the informer and the
// controllers.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.completedConfig.New.
func (c completedConfig) New(delegationTarget server.DelegationTarget) (*CustomResourceDefinitions, error) {
	genericServer, err := c.GenericConfig.New("apiextensions-apiserver", delegationTarget)
	if err != nil {
		return nil, err
	}
	crdSynced := make(chan struct{})
	if err := genericServer.RegisterMuxAndDiscoveryCompleteSignal(crdInformerSyncedSignal, crdSynced); err != nil {
		return nil, err
	}
	s := &CustomResourceDefinitions{GenericAPIServer: genericServer, CRDHasSynced: crdSynced}

	crdStorage, crdStatusStorage, err := c.installAPIGroup(genericServer)
	if err != nil {
		return nil, err
	}
	s.Informer = cache.NewInformer(crdStorage)
	s.OpenAPIController = openapicontroller.NewController(s.Informer)

	delegateHandler := delegationTarget.UnprotectedHandler()
	if delegateHandler == nil {
		delegateHandler = http.NotFoundHandler()
	}
	versionDiscoveryHandler := &versionDiscoveryHandler{discovery: map[schema.GroupVersion]*discovery.APIVersionHandler{}, delegate: delegateHandler}
	groupDiscoveryHandler := &groupDiscoveryHandler{discovery: map[string]*discovery.APIGroupHandler{}, delegate: delegateHandler}
	establishingController := establish.NewEstablishingController(s.Informer, crdStatusStorage)
	crdHandler := NewCustomResourceDefinitionHandler(versionDiscoveryHandler, groupDiscoveryHandler, s.Informer,
		delegateHandler, c.ExtraConfig.StorageConfig, c.ExtraConfig.EnableWatchCache, c.GenericConfig.AdmissionControl, establishingController,
		c.GenericConfig.RequestTimeout, minRequestTimeout(c.GenericConfig), c.GenericConfig.MaxRequestBodyBytes)
	genericServer.Handler.NonGoRestfulMux.Handle("/apis", crdHandler)
	genericServer.Handler.NonGoRestfulMux.HandlePrefix("/apis/", crdHandler)
	genericServer.RegisterDestroyFunc(crdHandler.destroy)

	controllers := crdControllers{
		discovery:    NewDiscoveryController(s.Informer, versionDiscoveryHandler, groupDiscoveryHandler, genericServer.AggregatedDiscoveryGroupManager, genericServer.DiscoveryGroupManager),
		naming:       status.NewNamingConditionController(s.Informer, crdStatusStorage),
		establishing: establishingController,
		finalizing:   finalizer.NewCRDFinalizer(s.Informer, crdStatusStorage, crdStorage, crdHandler),
	}
	if err := s.addPostStartHooks(controllers, crdSynced); err != nil {
		return nil, err
	}
	return s, nil
}

// installAPIGroup serves apiextensions.k8s.io/v1 and returns the CRD
// storage and its status subresource, which the controllers write
// through.
func (c completedConfig) installAPIGroup(s *server.GenericAPIServer) (*customresourcedefinition.REST, *genericregistry.StatusREST, error) {
	crdStorage, crdStatusStorage, err := customresourcedefinition.NewREST(Scheme, crdStorageOptionsGetter(c.ExtraConfig.StorageConfig, c.ExtraConfig.EnableWatchCache))
	if err != nil {
		return nil, nil, err
	}
	apiGroupInfo := server.NewDefaultAPIGroupInfo(apiextensions.GroupName, Scheme, ParameterCodec, Codecs)
	apiGroupInfo.VersionedResourcesStorageMap[apiextensionsv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"customresourcedefinitions":        crdStorage,
		"customresourcedefinitions/status": crdStatusStorage,
	}
	if err := s.InstallAPIGroup(&apiGroupInfo); err != nil {
		return nil, nil, err
	}
	return crdStorage, crdStatusStorage, nil
}

// crdControllers are the controllers the post-start hook starts.
type crdControllers struct {
	discovery    *DiscoveryController
	naming       *status.NamingConditionController
	establishing *establish.EstablishingController
	finalizing   *finalizer.CRDFinalizer
}

// addPostStartHooks starts the informer, then the controllers once it has
// synced, and marks the server ready (and its paths complete) then.
// Upstream: the three AddPostStartHookOrDie calls of completedConfig.New.
func (s *CustomResourceDefinitions) addPostStartHooks(c crdControllers, crdSynced chan struct{}) error {
	if err := s.GenericAPIServer.AddPostStartHook("start-apiextensions-informers", func(ctx server.PostStartHookContext) error {
		go s.Informer.Run(ctx)
		return nil
	}); err != nil {
		return err
	}
	if err := s.GenericAPIServer.AddPostStartHook("start-apiextensions-controllers", func(ctx server.PostStartHookContext) error {
		go func() {
			if !cache.WaitForCacheSync(ctx, s.Informer) {
				return
			}
			klog.V(1).Infof("apiextensions: CRD informer synced, starting the controllers")
			go c.discovery.Run(ctx)
			go c.naming.Run(ctx, 1)
			go c.establishing.Run(ctx)
			go c.finalizing.Run(ctx, 5)
		}()
		return nil
	}); err != nil {
		return err
	}
	return s.GenericAPIServer.AddPostStartHook("crd-informer-synced", func(ctx server.PostStartHookContext) error {
		if !cache.WaitForCacheSync(ctx, s.Informer) {
			return context.Cause(ctx)
		}
		close(crdSynced)
		return nil
	})
}

// minRequestTimeout is the config's MinRequestTimeout as a duration.
func minRequestTimeout(c server.CompletedConfig) time.Duration {
	return time.Duration(c.MinRequestTimeout) * time.Second
}
