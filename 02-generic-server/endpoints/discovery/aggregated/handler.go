package aggregated

import (
	"net/http"
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// Source says who added a group version. When two sources add the same
// one, the lower source's wins: an aggregated server's APIService beats a
// built-in group, which beats a custom resource.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.Source.
type Source uint

// The sources, in order of precedence.
const (
	AggregatorSource Source = 0
	BuiltinSource    Source = 100
	CRDSource        Source = 200
)

// Default priorities of a group version nobody gave one: the group's
// minimum priority and the version's, as an APIService defaults them.
const (
	defaultGroupPriorityMinimum = 1000
	defaultVersionPriority      = 15
)

// ResourceManager keeps the aggregated discovery document of /apis (or
// /api) and serves it. Every method is safe to call while it serves.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.ResourceManager
// (whose group version parameters are metav1.GroupVersion).
type ResourceManager interface {
	// AddGroupVersion adds a group version or replaces its resources.
	AddGroupVersion(groupName string, value apidiscoveryv2.APIVersionDiscovery)
	// SetGroupVersionPriority sets the priorities that order the groups
	// (the highest group priority of any version counts) and the versions
	// in a group. They are forgotten with the group version.
	SetGroupVersionPriority(gv schema.GroupVersion, grouppriority, versionpriority int)
	// RemoveGroup removes every version of a group.
	RemoveGroup(groupName string)
	// RemoveGroupVersion removes one version; a group without versions
	// is removed.
	RemoveGroupVersion(gv schema.GroupVersion)
	// SetGroups replaces every group version of this source with groups.
	SetGroups(groups []apidiscoveryv2.APIGroupDiscovery)
	// WithSource returns the same manager adding as source.
	WithSource(source Source) ResourceManager

	http.Handler
}

// resourceManager is one source's view of the shared manager.
type resourceManager struct {
	source Source
	*resourceDiscoveryManager
}

var _ ResourceManager = resourceManager{}

// The methods of ResourceManager hand rm's source to the shared manager.

func (rm resourceManager) AddGroupVersion(groupName string, value apidiscoveryv2.APIVersionDiscovery) {
	rm.resourceDiscoveryManager.addGroupVersion(rm.source, groupName, value)
}
func (rm resourceManager) SetGroupVersionPriority(gv schema.GroupVersion, grouppriority, versionpriority int) {
	rm.resourceDiscoveryManager.setGroupVersionPriority(rm.source, gv, grouppriority, versionpriority)
}
func (rm resourceManager) RemoveGroup(groupName string) {
	rm.resourceDiscoveryManager.removeGroup(rm.source, groupName)
}
func (rm resourceManager) RemoveGroupVersion(gv schema.GroupVersion) {
	rm.resourceDiscoveryManager.removeGroupVersion(rm.source, gv)
}
func (rm resourceManager) SetGroups(groups []apidiscoveryv2.APIGroupDiscovery) {
	rm.resourceDiscoveryManager.setGroups(rm.source, groups)
}
func (rm resourceManager) WithSource(source Source) ResourceManager {
	return resourceManager{source: source, resourceDiscoveryManager: rm.resourceDiscoveryManager}
}

type groupKey struct {
	name   string
	source Source
}

type groupVersionKey struct {
	schema.GroupVersion
	source Source
}

type priorityInfo struct {
	GroupPriorityMinimum int
	VersionPriority      int
}

// resourceDiscoveryManager holds every source's groups and the document
// built from them, which a change throws away and the next request builds.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.
type resourceDiscoveryManager struct {
	path       string
	serializer runtime.NegotiatedSerializer
	// cache is the document and its ETag; nil after a change.
	cache atomic.Pointer[cachedGroupList]

	lock              sync.RWMutex
	apiGroups         map[groupKey]*apidiscoveryv2.APIGroupDiscovery
	versionPriorities map[groupVersionKey]priorityInfo
}

// cachedGroupList is a built document and the ETag of its JSON.
type cachedGroupList struct {
	cachedResponse     apidiscoveryv2.APIGroupDiscoveryList
	cachedResponseETag string
}

// NewResourceManager returns an empty manager for path ("apis" or "api";
// upstream labels its metrics with it) that adds as BuiltinSource. It
// encodes with its own scheme, which knows apidiscovery.k8s.io/v2.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.NewResourceManager.
func NewResourceManager(path string) ResourceManager {
	return resourceManager{
		source: BuiltinSource,
		resourceDiscoveryManager: &resourceDiscoveryManager{
			path:              path,
			serializer:        newCodecs(),
			apiGroups:         map[groupKey]*apidiscoveryv2.APIGroupDiscovery{},
			versionPriorities: map[groupVersionKey]priorityInfo{},
		},
	}
}

// newCodecs returns a CodecFactory that speaks apidiscovery.k8s.io/v2.
func newCodecs() serializer.CodecFactory {
	scheme := runtime.NewScheme()
	if err := apidiscoveryv2.AddToScheme(scheme); err != nil {
		panic(err) // registering fixed types cannot fail but by a programming error
	}
	return serializer.NewCodecFactory(scheme)
}

// ServeHTTP writes the document. The wrapper sends only requests whose
// Accept negotiates to it; anything else is a 500, as upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.serveHTTP.
func (rdm *resourceDiscoveryManager) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	cache := rdm.fetchFromCache()
	mediaType, _, err := negotiation.NegotiateOutputMediaType(req, rdm.serializer, DiscoveryEndpointRestrictions)
	if err != nil || !IsAggregatedDiscoveryGVK(mediaType.Convert) {
		klog.Errorf("expected an aggregated discovery Accept for /%s, got %q: %v", rdm.path, req.Header.Get("Accept"), err)
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	targetGV := mediaType.Convert.GroupVersion()
	response := cache.cachedResponse
	if cache.cachedResponseETag == "" {
		responsewriters.WriteObjectNegotiated(rdm.serializer, DiscoveryEndpointRestrictions, targetGV,
			w, req, http.StatusOK, &response, true)
		return
	}
	ServeHTTPWithETag(&response, cache.cachedResponseETag, targetGV, rdm.serializer, w, req)
}

// fetchFromCache returns the document, building it if a change threw it away.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.fetchFromCache.
func (rdm *resourceDiscoveryManager) fetchFromCache() *cachedGroupList {
	rdm.lock.RLock()
	defer rdm.lock.RUnlock()
	if cached := rdm.cache.Load(); cached != nil {
		return cached
	}
	response := apidiscoveryv2.APIGroupDiscoveryList{Items: rdm.calculateAPIGroupsLocked()}
	etag, err := calculateETag(response)
	if err != nil {
		klog.Errorf("failed to calculate etag for discovery document: %v", err)
		etag = ""
	}
	cached := &cachedGroupList{cachedResponse: response, cachedResponseETag: etag}
	rdm.cache.Store(cached)
	return cached
}

// addGroupVersion adds or replaces one version of a group.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.AddGroupVersion.
func (rdm *resourceDiscoveryManager) addGroupVersion(source Source, groupName string, value apidiscoveryv2.APIVersionDiscovery) {
	rdm.lock.Lock()
	defer rdm.lock.Unlock()
	rdm.addGroupVersionLocked(source, groupName, value)
}

func (rdm *resourceDiscoveryManager) addGroupVersionLocked(source Source, groupName string, value apidiscoveryv2.APIVersionDiscovery) {
	key := groupKey{name: groupName, source: source}
	group, exists := rdm.apiGroups[key]
	if !exists {
		group = &apidiscoveryv2.APIGroupDiscovery{}
		group.Name = groupName
		rdm.apiGroups[key] = group
	}
	if !replaceVersion(group, value) {
		return // the same as before: keep the cached document
	}
	klog.V(2).Infof("Adding GroupVersion %s %s to ResourceManager", groupName, value.Version)
	gvKey := groupVersionKey{GroupVersion: schema.GroupVersion{Group: groupName, Version: value.Version}, source: source}
	if _, ok := rdm.versionPriorities[gvKey]; !ok {
		rdm.versionPriorities[gvKey] = priorityInfo{defaultGroupPriorityMinimum, defaultVersionPriority}
	}
	rdm.cache.Store(nil)
}

// replaceVersion puts value into group, replacing the version of the same
// name, and reports whether anything changed.
func replaceVersion(group *apidiscoveryv2.APIGroupDiscovery, value apidiscoveryv2.APIVersionDiscovery) bool {
	for i := range group.Versions {
		if group.Versions[i].Version == value.Version {
			if reflect.DeepEqual(group.Versions[i], value) {
				return false
			}
			group.Versions[i] = value
			return true
		}
	}
	group.Versions = append(group.Versions, value)
	return true
}
