package controlplane

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	controllerrevisionstore "github.com/kube-rebuilt/apiserver/03-master/registry/apps/controllerrevision/storage"
	daemonsetstore "github.com/kube-rebuilt/apiserver/03-master/registry/apps/daemonset/storage"
	deploymentstore "github.com/kube-rebuilt/apiserver/03-master/registry/apps/deployment/storage"
	replicasetstore "github.com/kube-rebuilt/apiserver/03-master/registry/apps/replicaset/storage"
	statefulsetstore "github.com/kube-rebuilt/apiserver/03-master/registry/apps/statefulset/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// AppsRESTStorageProvider builds the apps group: deployments, replicasets
// and statefulsets (with status and scale), daemonsets (with status) and
// controllerrevisions at apps/v1, deployments at the older apps/v1beta1. Both versions share one storage per resource, stored as
// apps/v1 (see NewDefaultStorageFactory); each version builds its own
// Store on it, as upstream's.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/rest.StorageProvider,
// which no longer serves apps/v1beta1.
type AppsRESTStorageProvider struct{}

var _ RESTStorageProvider = AppsRESTStorageProvider{}

// GroupName is "apps".
// Upstream: k8s.io/kubernetes/pkg/registry/apps/rest.StorageProvider.GroupName.
func (AppsRESTStorageProvider) GroupName() string { return apps.GroupName }

// NewRESTStorage returns the apps group with its enabled versions.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/rest.StorageProvider.NewRESTStorage.
func (p AppsRESTStorageProvider) NewRESTStorage(apiResourceConfigSource APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(apps.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	versions := []struct {
		gv      string
		enabled bool
		build   func(generic.RESTOptionsGetter) (map[string]rest.Storage, error)
	}{
		{appsv1.SchemeGroupVersion.Version, apiResourceConfigSource.VersionEnabled(appsv1.SchemeGroupVersion), p.v1Storage},
		{appsv1beta1.SchemeGroupVersion.Version, apiResourceConfigSource.VersionEnabled(appsv1beta1.SchemeGroupVersion), p.v1beta1Storage},
	}
	for _, v := range versions {
		if !v.enabled {
			continue
		}
		storage, err := v.build(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, fmt.Errorf("apps/%s: %w", v.gv, err)
		}
		info.VersionedResourcesStorageMap[v.gv] = storage
	}
	// Only the enabled versions are served, and discovery prefers the
	// first of them.
	var served []schema.GroupVersion
	for _, gv := range info.PrioritizedVersions {
		if _, ok := info.VersionedResourcesStorageMap[gv.Version]; ok {
			served = append(served, gv)
		}
	}
	info.PrioritizedVersions = served
	return info, nil
}

// v1Storage is apps/v1: deployments, replicasets and statefulsets with
// status and scale, daemonsets with status, and controllerrevisions.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/rest.StorageProvider.v1Storage.
func (AppsRESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	deployment, err := deploymentstore.NewStorage(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("deployments: %w", err)
	}
	statefulSet, err := statefulsetstore.NewStorage(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("statefulsets: %w", err)
	}
	daemonSet, daemonSetStatus, err := daemonsetstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("daemonsets: %w", err)
	}
	replicaSet, err := replicasetstore.NewStorage(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("replicasets: %w", err)
	}
	controllerRevision, err := controllerrevisionstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("controllerrevisions: %w", err)
	}
	return map[string]rest.Storage{
		"deployments":         deployment.Deployment,
		"deployments/status":  deployment.Status,
		"deployments/scale":   deployment.Scale,
		"statefulsets":        statefulSet.StatefulSet,
		"statefulsets/status": statefulSet.Status,
		"statefulsets/scale":  statefulSet.Scale,
		"daemonsets":          daemonSet,
		"daemonsets/status":   daemonSetStatus,
		"replicasets":         replicaSet.ReplicaSet,
		"replicasets/status":  replicaSet.Status,
		"replicasets/scale":   replicaSet.Scale,
		"controllerrevisions": controllerRevision,
	}, nil
}

// v1beta1Storage is apps/v1beta1: deployments with status and scale
// (apps/v1beta1 never had replicasets).
// Upstream: the apps/v1beta1 storage of Kubernetes v1.15's
// pkg/registry/apps/rest.RESTStorageProvider.v1beta1Storage.
func (AppsRESTStorageProvider) v1beta1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	deployment, err := deploymentstore.NewStorage(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("deployments: %w", err)
	}
	return map[string]rest.Storage{
		"deployments":        deployment.Deployment,
		"deployments/status": deployment.Status,
		"deployments/scale":  deployment.Scale,
	}, nil
}
