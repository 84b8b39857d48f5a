package controlplane

import (
	"time"

	"github.com/kube-rebuilt/apiserver/03-master/controlplane/reconcilers"

	"fmt"
	"net"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	namespacecontroller "github.com/kube-rebuilt/apiserver/03-master/controller/namespace"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// DefaultServiceIPCIDR is the default of --service-cluster-ip-range.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver/options.DefaultServiceIPCIDR.
var DefaultServiceIPCIDR = net.IPNet{IP: net.ParseIP("10.0.0.0").To4(), Mask: net.CIDRMask(24, 32)}

// Config is the master's configuration: the generic server's, and what
// only the master needs.
// Upstream: k8s.io/kubernetes/pkg/controlplane.Config (whose generic part
// sits in pkg/controlplane/apiserver.Config since v1.30).
type Config struct {
	GenericConfig *server.Config
	ExtraConfig   ExtraConfig
}

// ExtraConfig is what the master adds to the generic server's config.
// Upstream: k8s.io/kubernetes/pkg/controlplane.Extra (and
// pkg/controlplane/apiserver.Extra), which carry some forty fields.
type ExtraConfig struct {
	// StorageFactory says how each resource is stored.
	StorageFactory StorageFactory
	// APIResourceConfigSource says which group versions are served
	// (--runtime-config).
	APIResourceConfigSource APIResourceConfigSource
	// ServiceIPRange is --service-cluster-ip-range; the "kubernetes"
	// service gets its first address.
	ServiceIPRange net.IPNet
	// EnableWatchCache serves every resource through a watch cache
	// (--watch-cache).
	EnableWatchCache bool
	// WatchCacheSizes are the per-resource sizes of --watch-cache-sizes:
	// 0 turns a resource's cache off, a positive size fixes its ring.
	WatchCacheSizes map[schema.GroupResource]int
	// EnableGarbageCollection is --enable-garbage-collector: deletes add
	// the finalizers of their propagation policy.
	EnableGarbageCollection bool
	// RESTStorageProviders are groups a later stage adds to the master,
	// installed after the built-in ones (apps). Their types must be
	// registered in legacyscheme.Scheme, which the storage factory and
	// the handlers encode with.
	// Upstream: none; k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New
	// lists every provider of kube-apiserver itself.
	RESTStorageProviders []RESTStorageProvider

	// LegacyStorageHooks run on the core group's v1 storage once it is
	// built (see LegacyRESTStorageProvider.StorageHooks).
	LegacyStorageHooks []func(storage map[string]rest.Storage) error
	// APIGroupStorageHooks run on every other group's storage (its
	// preferred version's, by resource) once the group is installed.
	// Stage 07's informers and quota controller find apps' replicasets
	// through them.
	// Upstream: none; upstream's controllers reach every resource through
	// a client.
	APIGroupStorageHooks []func(group string, storage map[string]rest.Storage) error

	// StorageObjectCountTracker, when set, is kept up to date with every
	// resource's object count, polled every CountMetricPollPeriod (a
	// minute if unset). Stage 06 sets it for API Priority and Fairness.
	// Upstream: server.Config.StorageObjectCountTracker and the
	// --etcd-count-metric-poll-period flag.
	StorageObjectCountTracker generic.StorageObjectCountTracker
	CountMetricPollPeriod     time.Duration

	// DisableNamespaceController leaves namespace deletion to a real
	// kube-controller-manager: the master does not run its in-process
	// namespace finalizer (--controllers=-namespace-controller).
	// Upstream: none; kube-apiserver never runs it.
	DisableNamespaceController bool

	// EndpointReconcilerType is --endpoint-reconciler-type: "lease" (the
	// default when empty) keeps the "kubernetes" Service's endpoints
	// listing every live replica; "none" leaves them alone.
	// Upstream: k8s.io/kubernetes/pkg/controlplane.EndpointReconcilerConfig.
	EndpointReconcilerType string
}

// completedConfig is a Config whose defaults have been derived.
// Upstream: k8s.io/kubernetes/pkg/controlplane.completedConfig.
type completedConfig struct {
	GenericConfig server.CompletedConfig
	ExtraConfig   *ExtraConfig
}

// CompletedConfig can only be made by Complete (it embeds a pointer to an
// unexported type), so New never sees a config whose defaults are missing.
// Upstream: k8s.io/kubernetes/pkg/controlplane.CompletedConfig.
type CompletedConfig struct {
	*completedConfig
}

// Complete completes the generic config and defaults the master's own
// fields: every known version on, the default service range, and the
// OpenAPI names of the groups whose types stage 03 adds.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	if c.ExtraConfig.APIResourceConfigSource == nil {
		c.ExtraConfig.APIResourceConfigSource = DefaultAPIResourceConfigSource()
	}
	if c.ExtraConfig.ServiceIPRange.IP == nil {
		c.ExtraConfig.ServiceIPRange = DefaultServiceIPCIDR
	}
	if namer := c.GenericConfig.OpenAPIDefinitionNamer; namer != nil {
		c.GenericConfig.OpenAPIDefinitionNamer = namer.WithPackageMappings(builtInOpenAPIPackageMapping)
	}
	return CompletedConfig{&completedConfig{
		GenericConfig: c.GenericConfig.Complete(),
		ExtraConfig:   &c.ExtraConfig,
	}}
}

// Instance is the master: a generic server serving the built-in groups.
// Upstream: k8s.io/kubernetes/pkg/controlplane.Instance.
type Instance struct {
	GenericAPIServer *server.GenericAPIServer

	// namespaces, namespaceFinalize and namespacedResources are what the
	// namespace finalizer works on, gathered while installing.
	namespaces          namespacecontroller.Namespaces
	namespaceFinalize   rest.Updater
	namespacedResources map[string]namespacecontroller.Resource
	// leases is coordination.k8s.io/v1's leases storage, for this
	// server's identity lease; nil when the version is off.
	leases rest.Storage
	// endpointsAdapter writes the kubernetes Service's Endpoints (and,
	// once discovery.k8s.io is installed, its EndpointSlice).
	endpointsAdapter *reconcilers.EndpointsAdapter
	// installedGroups are the named groups InstallAPIs installed.
	installedGroups []*server.APIGroupInfo
}

// New builds the generic server "kube-apiserver" in front of delegate and
// installs the core group (with the bootstrap post-start hook), then the
// named groups: the built-in ones (builtInRESTStorageProviders), then
// ExtraConfig.RESTStorageProviders.
// Upstream: k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
func (c CompletedConfig) New(delegationTarget server.DelegationTarget) (*Instance, error) {
	if c.ExtraConfig.StorageFactory == nil {
		return nil, fmt.Errorf("controlplane.New: ExtraConfig.StorageFactory is nil")
	}
	s, err := c.GenericConfig.New("kube-apiserver", delegationTarget)
	if err != nil {
		return nil, err
	}
	m := &Instance{GenericAPIServer: s, namespacedResources: map[string]namespacecontroller.Resource{}}
	restOptionsGetter := StorageFactoryRestOptionsFactory{
		StorageFactory: c.ExtraConfig.StorageFactory, EnableWatchCache: c.ExtraConfig.EnableWatchCache,
		WatchCacheSizes:           c.ExtraConfig.WatchCacheSizes,
		EnableGarbageCollection:   c.ExtraConfig.EnableGarbageCollection,
		StorageObjectCountTracker: c.ExtraConfig.StorageObjectCountTracker,
		CountMetricPollPeriod:     c.ExtraConfig.countMetricPollPeriod()}
	if c.ExtraConfig.EnableWatchCache {
		// /readyz waits for every watch cache's first list: the hook
		// "storage-readiness", which delegating servers inherit.
		readiness := registry.NewWatchCacheReadiness()
		restOptionsGetter.WatchCacheReadiness = readiness
		if err := s.AddPostStartHook(storageReadinessHookName, func(ctx server.PostStartHookContext) error {
			return readiness.Hook(ctx, storageInitializationTimeout)
		}); err != nil {
			return nil, err
		}
	}

	if err := m.InstallLegacyAPI(&c, restOptionsGetter); err != nil {
		return nil, err
	}
	providers := append(builtInRESTStorageProviders(c.ExtraConfig.ServiceIPRange), c.ExtraConfig.RESTStorageProviders...)
	if err := m.InstallAPIs(c.ExtraConfig.APIResourceConfigSource, restOptionsGetter, providers...); err != nil {
		return nil, err
	}
	if err := m.runAPIGroupStorageHooks(c.ExtraConfig.APIGroupStorageHooks); err != nil {
		return nil, err
	}
	if err := m.addIdentityLease(servingAt(c)); err != nil {
		return nil, err
	}
	if !c.ExtraConfig.DisableNamespaceController { // else a real kube-controller-manager deletes namespaces
		if err := m.addNamespaceFinalizer(); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// storageReadinessHookName is the post-start hook that waits for the
// watch caches' first lists; storageInitializationTimeout is how long it
// waits at most (upstream's --storage-initialization-timeout default; the
// flag is left out).
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.(*Server) adds
// "storage-readiness" (feature WatchCacheInitializationPostStartHook, GA
// and locked on in v1.37).
const (
	storageReadinessHookName     = "storage-readiness"
	storageInitializationTimeout = time.Minute
)

// InstallLegacyAPI serves the core group at /api/v1 and adds the
// bootstrap post-start hook, which creates the namespaces and the
// "kubernetes" service through the storage just installed.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Instance).InstallLegacyAPI,
// whose bootstrap controller keeps doing so every ten seconds, through a
// loopback client.
func (m *Instance) InstallLegacyAPI(c *CompletedConfig, restOptionsGetter generic.RESTOptionsGetter) error {
	provider := LegacyRESTStorageProvider{ServiceIPRange: c.ExtraConfig.ServiceIPRange, StorageFactory: c.ExtraConfig.StorageFactory,
		StorageHooks: c.ExtraConfig.LegacyStorageHooks}
	info, err := provider.NewRESTStorage(c.ExtraConfig.APIResourceConfigSource, restOptionsGetter)
	if err != nil {
		return fmt.Errorf("error building core storage: %w", err)
	}
	if len(info.VersionedResourcesStorageMap) == 0 {
		klog.Infof("Skipping disabled API group %q", "core")
		return nil
	}
	if err := m.GenericAPIServer.InstallLegacyAPIGroup(server.DefaultLegacyAPIPrefix, &info); err != nil {
		return fmt.Errorf("error in registering group versions: %w", err)
	}
	m.collectNamespaced(&info)
	v1 := info.VersionedResourcesStorageMap["v1"]
	m.namespaces, _ = v1["namespaces"].(namespacecontroller.Namespaces)
	m.namespaceFinalize, _ = v1["namespaces/finalize"].(rest.Updater)
	kubernetesService, err := m.newKubernetesServiceController(c, v1["endpoints"])
	if err != nil {
		return fmt.Errorf("kubernetes service controller: %w", err)
	}
	return m.GenericAPIServer.AddPostStartHook(bootstrapHookName, bootstrapHook{
		namespaces:        v1["namespaces"].(rest.Creater),
		services:          v1["services"].(serviceCreateGetter),
		serviceIPRange:    c.ExtraConfig.ServiceIPRange,
		serviceController: kubernetesService,
	}.PostStartHook)
}

// InstallAPIs serves the named groups at /apis, one provider per group;
// a group with no version enabled is skipped. A provider that is also a
// server.PostStartHookProvider gets its hook added.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Instance).InstallAPIs
// (via pkg/controlplane/apiserver.(*Server).InstallAPIs).
func (m *Instance) InstallAPIs(apiResourceConfigSource APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter, restStorageProviders ...RESTStorageProvider) error {
	var infos []*server.APIGroupInfo
	for _, provider := range restStorageProviders {
		groupName := provider.GroupName()
		info, err := provider.NewRESTStorage(apiResourceConfigSource, restOptionsGetter)
		if err != nil {
			return fmt.Errorf("problem initializing API group %q: %w", groupName, err)
		}
		if len(info.VersionedResourcesStorageMap) == 0 {
			// Upstream logs this at -v=1 too.
			klog.V(1).Infof("Skipping API group %q because it has no resources.", groupName)
			continue
		}
		if err := m.addProviderPostStartHook(provider); err != nil {
			return fmt.Errorf("problem initializing API group %q: %w", groupName, err)
		}
		infos = append(infos, &info)
	}
	if len(infos) == 0 {
		return nil
	}
	if err := m.GenericAPIServer.InstallAPIGroups(infos...); err != nil {
		return fmt.Errorf("error in registering group versions: %w", err)
	}
	m.installedGroups = append(m.installedGroups, infos...)
	for _, info := range infos {
		m.collectNamespaced(info)
		m.collectLeases(info)
		m.collectEndpointSlices(info)
	}
	return nil
}

// runAPIGroupStorageHooks hands every installed group's preferred
// storage to hooks.
func (m *Instance) runAPIGroupStorageHooks(hooks []func(group string, storage map[string]rest.Storage) error) error {
	if len(hooks) == 0 {
		return nil
	}
	for _, info := range m.installedGroups {
		if len(info.PrioritizedVersions) == 0 {
			continue
		}
		gv := info.PrioritizedVersions[0]
		for _, hook := range hooks {
			if err := hook(gv.Group, info.VersionedResourcesStorageMap[gv.Version]); err != nil {
				return fmt.Errorf("storage hook of group %q: %w", gv.Group, err)
			}
		}
	}
	return nil
}

// addProviderPostStartHook adds the post-start hook of a provider that
// has one.
// Upstream: part of k8s.io/kubernetes/pkg/controlplane/apiserver.(*Server).InstallAPIs.
func (m *Instance) addProviderPostStartHook(provider RESTStorageProvider) error {
	hookProvider, ok := provider.(server.PostStartHookProvider)
	if !ok {
		return nil
	}
	name, hook, err := hookProvider.PostStartHook()
	if err != nil {
		return err
	}
	return m.GenericAPIServer.AddPostStartHook(name, hook)
}

// namespaceFinalizerHookName is the post-start hook that starts the
// namespace finalizer.
const namespaceFinalizerHookName = "start-namespace-finalizer"

// collectNamespaced remembers the namespaced resources of a group, at
// the first version served (the versions of a group share one storage
// per resource), that the namespace finalizer can list and empty.
// Upstream: the namespace controller finds them through discovery.
func (m *Instance) collectNamespaced(info *server.APIGroupInfo) {
	for _, gv := range info.PrioritizedVersions {
		storage, ok := info.VersionedResourcesStorageMap[gv.Version]
		if !ok {
			continue
		}
		for path, s := range storage {
			if strings.Contains(path, "/") {
				continue // subresources
			}
			scoper, ok := s.(rest.Scoper)
			if !ok || !scoper.NamespaceScoped() {
				continue
			}
			r, ok := s.(namespacecontroller.Resource)
			if !ok {
				continue
			}
			name := path
			if gv.Group != "" {
				name += "." + gv.Group
			}
			if _, seen := m.namespacedResources[name]; !seen {
				m.namespacedResources[name] = r
			}
		}
		return
	}
}

// addNamespaceFinalizer adds the post-start hook that starts the
// in-process namespace finalizer, and the pre-shutdown hook that stops
// it (before the storages go away). It is kube-controller-manager's
// namespace controller upstream; see controller/namespace.
func (m *Instance) addNamespaceFinalizer() error {
	if m.namespaces == nil || m.namespaceFinalize == nil {
		return nil // the core group is off
	}
	controller := namespacecontroller.NewController(m.namespaces, m.namespaceFinalize, m.namespacedResources, 0)
	if err := m.GenericAPIServer.AddPostStartHook(namespaceFinalizerHookName, func(ctx server.PostStartHookContext) error {
		controller.Start(ctx)
		return nil
	}); err != nil {
		return err
	}
	return m.GenericAPIServer.AddPreShutdownHook(namespaceFinalizerHookName, func() error {
		controller.Stop()
		return nil
	})
}

// countMetricPollPeriod is CountMetricPollPeriod, a minute by default.
func (c *ExtraConfig) countMetricPollPeriod() time.Duration {
	if c.CountMetricPollPeriod > 0 {
		return c.CountMetricPollPeriod
	}
	return time.Minute
}
