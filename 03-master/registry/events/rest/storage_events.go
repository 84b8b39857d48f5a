package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/events"
	eventsv1 "github.com/kube-rebuilt/apiserver/03-master/apis/events/v1"
	eventstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/event/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the events.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/events/rest.RESTStorageProvider,
// which also carries the events' TTL.
type RESTStorageProvider struct{}

// GroupName is "events.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/events/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return events.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/events/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(events.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(eventsv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[eventsv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is events.k8s.io/v1: events, on core's event storage. The
// Store is core's, with core's qualified resource, so it asks the storage
// factory for core's events: the same etcd prefix, the same storage
// version (core/v1).
// Upstream: k8s.io/kubernetes/pkg/registry/events/rest.RESTStorageProvider.v1Storage
// (whose storage factory names the two resources cohabiting).
func (RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	eventsStorage, err := eventstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	return map[string]rest.Storage{"events": eventsStorage}, nil
}
