package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	schedulingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	priorityclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/scheduling/priorityclass/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// PostStartHookName is the hook that creates the system priority classes,
// as /readyz lists it.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.PostStartHookName.
const PostStartHookName = "scheduling/bootstrap-system-priority-classes"

// RESTStorageProvider builds the scheduling.k8s.io group and remembers
// the priority class storage for its post-start hook.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	priorityClasses *priorityclassstore.REST
}

// The provider's abilities, checked at compile time.
var _ server.PostStartHookProvider = &RESTStorageProvider{}

// GroupName is "scheduling.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.RESTStorageProvider.GroupName.
func (*RESTStorageProvider) GroupName() string { return scheduling.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.RESTStorageProvider.NewRESTStorage.
func (p *RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(scheduling.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(schedulingv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[schedulingv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is scheduling.k8s.io/v1: priorityclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.RESTStorageProvider.v1Storage.
func (p *RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	priorityClasses, err := priorityclassstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("priorityclasses: %w", err)
	}
	p.priorityClasses = priorityClasses
	return map[string]rest.Storage{"priorityclasses": priorityClasses}, nil
}

// PostStartHook returns the hook that creates the system priority classes.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.RESTStorageProvider.PostStartHook.
func (p *RESTStorageProvider) PostStartHook() (string, server.PostStartHookFunc, error) {
	return PostStartHookName, p.addSystemPriorityClasses, nil
}

// addSystemPriorityClasses creates each system priority class that is
// missing, as its v1 form defaulted (preemptionPolicy
// PreemptLowerPriority), and leaves existing ones alone.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.AddSystemPriorityClasses.
func (p *RESTStorageProvider) addSystemPriorityClasses(hookContext server.PostStartHookContext) error {
	if p.priorityClasses == nil {
		return fmt.Errorf("%s: the priority class storage was not built", PostStartHookName)
	}
	ctx := request.WithNamespace(hookContext, "")
	for _, pc := range schedulingv1.SystemPriorityClasses() {
		if _, err := p.priorityClasses.Get(ctx, pc.Name, &metav1.GetOptions{}); err == nil {
			continue
		} else if !apierrors.IsNotFound(err) {
			return fmt.Errorf("unable to get PriorityClass %v: %w", pc.Name, err)
		}
		legacyscheme.Scheme.Default(pc)
		internal := &scheduling.PriorityClass{}
		if err := legacyscheme.Scheme.Convert(pc, internal, nil); err != nil {
			return err
		}
		if _, err := p.priorityClasses.Create(ctx, internal, nil, &metav1.CreateOptions{}); err != nil && !apierrors.IsAlreadyExists(err) {
			return fmt.Errorf("unable to add default system priority classes: %w", err)
		}
		klog.Infof("created PriorityClass %s with value %v", pc.Name, pc.Value)
	}
	klog.Infof("all system priority classes are created successfully or already exist.")
	return nil
}
