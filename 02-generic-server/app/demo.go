package app

import (
	"context"
	"fmt"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// InstallDemoAPIs serves, from memory, what kubectl needs to show the
// generic machinery at work: the core group's configmaps and namespaces
// at /api/v1, and apps/v1 deployments with their status and scale
// subresources at /apis/apps/v1. The stores share one Revision, so
// resourceVersions compare across resources as etcd's do. Stage 03
// replaces all of it with etcd-backed storage and the real registries.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Instance).InstallLegacyAPI
// and InstallAPIs, with the RESTStorageProviders of pkg/registry/core/rest
// and pkg/registry/apps/rest.
func InstallDemoAPIs(s *server.GenericAPIServer) error {
	revision := memory.NewRevision()
	legacy, err := newLegacyAPIGroupInfo(revision)
	if err != nil {
		return err
	}
	if err := s.InstallLegacyAPIGroup(server.DefaultLegacyAPIPrefix, legacy); err != nil {
		return fmt.Errorf("install the legacy API group: %w", err)
	}
	appsInfo, err := newAppsAPIGroupInfo(revision)
	if err != nil {
		return err
	}
	if err := s.InstallAPIGroup(appsInfo); err != nil {
		return fmt.Errorf("install the apps API group: %w", err)
	}
	return nil
}

// newLegacyAPIGroupInfo is the core group: configmaps and namespaces,
// with the namespaces a cluster starts with.
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.LegacyRESTStorageProvider.NewRESTStorage.
func newLegacyAPIGroupInfo(revision *memory.Revision) (*server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(core.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	configMaps, err := newConfigMapREST(revision)
	if err != nil {
		return nil, err
	}
	namespaces, err := newNamespaceREST(revision)
	if err != nil {
		return nil, err
	}
	if err := bootstrapNamespaces(namespaces); err != nil {
		return nil, err
	}
	info.VersionedResourcesStorageMap[corev1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"configmaps": configMaps,
		"namespaces": namespaces,
	}
	return &info, nil
}

// newAppsAPIGroupInfo is the apps group: deployments, deployments/status
// and deployments/scale.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/rest.StorageProvider.NewRESTStorage.
func newAppsAPIGroupInfo(revision *memory.Revision) (*server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(apps.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	deployments, err := newDeploymentStorage(revision)
	if err != nil {
		return nil, err
	}
	info.VersionedResourcesStorageMap[appsv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"deployments":        deployments.Deployment,
		"deployments/status": deployments.Status,
		"deployments/scale":  deployments.Scale,
	}
	return &info, nil
}

// configMapREST is the configmaps storage: a memory Store with kubectl's
// short name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap/storage.REST.
type configMapREST struct {
	*memory.Store
}

// ShortNames: kubectl get cm.
func (r *configMapREST) ShortNames() []string { return []string{"cm"} }

func newConfigMapREST(revision *memory.Revision) (*configMapREST, error) {
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &core.ConfigMap{} },
		NewListFunc:               func() runtime.Object { return &core.ConfigMapList{} },
		DefaultQualifiedResource:  core.Resource("configmaps"),
		SingularQualifiedResource: core.Resource("configmap"),
		Namespaced:                true,
		TableConvertor:            printers.ConfigMaps,
		Revision:                  revision,
	}
	return &configMapREST{store}, store.Complete()
}

// namespaceREST is the namespaces storage. New namespaces are Active;
// deleting one does not delete what is in it (that is the namespace
// controller's job, which stage 02 does not have). It has every ability
// of a store but deletecollection, as upstream: deleting every namespace
// with one request is not offered.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.REST.
type namespaceREST struct {
	namespaceStorage
}

// namespaceStorage is the abilities namespaceREST passes on from its
// store; embedding this interface rather than the store hides the rest.
type namespaceStorage interface {
	rest.Scoper
	rest.SingularNameProvider
	rest.Getter
	rest.Lister
	rest.CreaterUpdater
	rest.GracefulDeleter
	rest.Watcher
	Destroy()
}

// ShortNames: kubectl get ns.
func (r *namespaceREST) ShortNames() []string { return []string{"ns"} }

func newNamespaceREST(revision *memory.Revision) (*namespaceREST, error) {
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &core.Namespace{} },
		NewListFunc:               func() runtime.Object { return &core.NamespaceList{} },
		DefaultQualifiedResource:  core.Resource("namespaces"),
		SingularQualifiedResource: core.Resource("namespace"),
		TableConvertor:            printers.Namespaces,
		Revision:                  revision,
		// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.PrepareForCreate.
		PrepareForCreate: func(ctx context.Context, obj runtime.Object) {
			obj.(*core.Namespace).Status = core.NamespaceStatus{Phase: core.NamespaceActive}
		},
		PrepareForUpdate: func(ctx context.Context, obj, old runtime.Object) {
			obj.(*core.Namespace).Status = old.(*core.Namespace).Status
		},
	}
	return &namespaceREST{store}, store.Complete()
}

// bootstrapNamespaces creates the namespaces every cluster has.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/systemnamespaces,
// a controller started by a post-start hook.
func bootstrapNamespaces(namespaces *namespaceREST) error {
	for _, name := range []string{metav1.NamespaceDefault, "kube-node-lease", metav1.NamespacePublic, metav1.NamespaceSystem} {
		ns := &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}}
		if _, err := namespaces.Create(context.Background(), ns, nil, &metav1.CreateOptions{}); err != nil {
			return fmt.Errorf("create namespace %s: %w", name, err)
		}
	}
	return nil
}
