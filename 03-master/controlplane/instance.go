package controlplane

import (
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
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
// fields: every known version on, and the default service range.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	if c.ExtraConfig.APIResourceConfigSource == nil {
		c.ExtraConfig.APIResourceConfigSource = DefaultAPIResourceConfigSource()
	}
	if c.ExtraConfig.ServiceIPRange.IP == nil {
		c.ExtraConfig.ServiceIPRange = DefaultServiceIPCIDR
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
}

// New builds the generic server "kube-apiserver" in front of delegate and
// installs the core group (with the bootstrap post-start hook), then the
// named groups.
// Upstream: k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
func (c CompletedConfig) New(delegationTarget server.DelegationTarget) (*Instance, error) {
	if c.ExtraConfig.StorageFactory == nil {
		return nil, fmt.Errorf("controlplane.New: ExtraConfig.StorageFactory is nil")
	}
	s, err := c.GenericConfig.New("kube-apiserver", delegationTarget)
	if err != nil {
		return nil, err
	}
	m := &Instance{GenericAPIServer: s}
	restOptionsGetter := StorageFactoryRestOptionsFactory{StorageFactory: c.ExtraConfig.StorageFactory}

	if err := m.InstallLegacyAPI(&c, restOptionsGetter); err != nil {
		return nil, err
	}
	if err := m.InstallAPIs(c.ExtraConfig.APIResourceConfigSource, restOptionsGetter, AppsRESTStorageProvider{}); err != nil {
		return nil, err
	}
	return m, nil
}

// InstallLegacyAPI serves the core group at /api/v1 and adds the
// bootstrap post-start hook, which creates the namespaces and the
// "kubernetes" service through the storage just installed.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Instance).InstallLegacyAPI,
// whose bootstrap controller keeps doing so every ten seconds, through a
// loopback client.
func (m *Instance) InstallLegacyAPI(c *CompletedConfig, restOptionsGetter generic.RESTOptionsGetter) error {
	info, err := LegacyRESTStorageProvider{}.NewRESTStorage(c.ExtraConfig.APIResourceConfigSource, restOptionsGetter)
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
	v1 := info.VersionedResourcesStorageMap["v1"]
	return m.GenericAPIServer.AddPostStartHook(bootstrapHookName, bootstrapHook{
		namespaces:     v1["namespaces"].(rest.Creater),
		services:       v1["services"].(rest.Creater),
		serviceIPRange: c.ExtraConfig.ServiceIPRange,
	}.PostStartHook)
}

// InstallAPIs serves the named groups at /apis, one provider per group;
// a group with no version enabled is skipped.
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
		infos = append(infos, &info)
	}
	if len(infos) == 0 {
		return nil
	}
	if err := m.GenericAPIServer.InstallAPIGroups(infos...); err != nil {
		return fmt.Errorf("error in registering group versions: %w", err)
	}
	return nil
}
