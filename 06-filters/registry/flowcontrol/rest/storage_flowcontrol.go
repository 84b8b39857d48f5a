package rest

import (
	"fmt"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	_ "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/install" // into legacyscheme
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/ensurer"
	flowschemastore "github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/flowschema"
	prioritylevelconfigurationstore "github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/prioritylevelconfiguration"
	utilflowcontrol "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol"
)

// PostStartHookName is the hook that writes the bootstrap configuration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.PostStartHookName.
const PostStartHookName = "priority-and-fairness-config-producer"

// RESTStorageProvider builds the flowcontrol group and remembers the
// storage it built for its post-start hook (a pointer, for that reason).
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	flowSchemas      *flowschemastore.REST
	flowSchemaStatus *flowschemastore.StatusREST
	priorityLevels   *prioritylevelconfigurationstore.REST
}

// The provider's abilities, checked at compile time.
var (
	_ controlplane.RESTStorageProvider = &RESTStorageProvider{}
	_ server.PostStartHookProvider     = &RESTStorageProvider{}
)

// GroupName is "flowcontrol.apiserver.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.RESTStorageProvider.GroupName.
func (p *RESTStorageProvider) GroupName() string { return flowcontrol.GroupName }

// NewRESTStorage returns the group with v1, if enabled: flowschemas and
// prioritylevelconfigurations, each with status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.RESTStorageProvider.NewRESTStorage.
func (p *RESTStorageProvider) NewRESTStorage(apiResourceConfigSource controlplane.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(flowcontrol.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(flowcontrolv1.SchemeGroupVersion) {
		return info, nil
	}
	flowSchemas, flowSchemaStatus, err := flowschemastore.NewREST(legacyscheme.Scheme, restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, fmt.Errorf("flowschemas: %w", err)
	}
	priorityLevels, priorityLevelStatus, err := prioritylevelconfigurationstore.NewREST(legacyscheme.Scheme, restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, fmt.Errorf("prioritylevelconfigurations: %w", err)
	}
	p.flowSchemas, p.flowSchemaStatus, p.priorityLevels = flowSchemas, flowSchemaStatus, priorityLevels
	info.VersionedResourcesStorageMap[flowcontrolv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"flowschemas":                        flowSchemas,
		"flowschemas/status":                 flowSchemaStatus,
		"prioritylevelconfigurations":        priorityLevels,
		"prioritylevelconfigurations/status": priorityLevelStatus,
	}
	return info, nil
}

// PostStartHook returns the hook that writes the bootstrap configuration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.RESTStorageProvider.PostStartHook.
func (p *RESTStorageProvider) PostStartHook() (string, server.PostStartHookFunc, error) {
	if p.flowSchemas == nil {
		return "", nil, fmt.Errorf("%s: NewRESTStorage has not built the storage", PostStartHookName)
	}
	e := &bootstrapConfigurationEnsurer{
		flowSchemas:    ensurer.NewFlowSchemaOps(p.flowSchemas),
		priorityLevels: ensurer.NewPriorityLevelConfigurationOps(p.priorityLevels),
		retryInterval:  time.Second, maxWait: 5 * time.Minute, resyncInterval: time.Minute,
	}
	return PostStartHookName, e.ensureAPFBootstrapConfiguration, nil
}

// The storage the APF controller follows: the provider is its
// ConfigSource, asked once the server has built the storage.
var _ utilflowcontrol.ConfigSource = &RESTStorageProvider{}

// FlowSchemas is the flowschemas storage.
func (p *RESTStorageProvider) FlowSchemas() cache.ListerWatcher { return p.flowSchemas }

// FlowSchemaStatus is the flowschemas/status storage.
func (p *RESTStorageProvider) FlowSchemaStatus() rest.Updater { return p.flowSchemaStatus }

// PriorityLevelConfigurations is the prioritylevelconfigurations storage.
func (p *RESTStorageProvider) PriorityLevelConfigurations() cache.ListerWatcher {
	return p.priorityLevels
}
