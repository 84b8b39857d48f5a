package apiserver

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// discoveryRefreshPeriod is how often every remote group-version's
// discovery document is fetched again, besides when its APIService
// changes. Upstream: the one-minute resync of discoveryManager.Run.
const discoveryRefreshPeriod = time.Minute

// aggregatedDiscoveryAccept is what the aggregator asks a backend for:
// the aggregated document, or the legacy one as a fallback.
const aggregatedDiscoveryAccept = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json"

// discoveryManager puts the remote group-versions into the chain's
// aggregated discovery document (/apis with kubectl's Accept): for each
// remote APIService it fetches the backend's /apis through the proxy
// handler, picks out the APIService's group-version and adds it with
// the APIService's priorities, marked Stale when the fetch failed (an
// unavailable APIService) so that kubectl warns about it. A local
// APIService's resources are in the document already (the master and
// the extensions server add theirs); only its priorities are set, so
// that groups are ordered by groupPriorityMinimum and versionPriority
// as upstream.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.discoveryManager
// (handler_discovery.go), which fetches the local servers' documents
// too, through the delegate handler; ours share one manager instead.
type discoveryManager struct {
	target aggregated.ResourceManager
	queue  *workqueue.RateLimitingQueue[string]

	mu       sync.Mutex
	services map[string]*discoveryService // by APIService name
}

// discoveryService is what the manager knows of one APIService.
type discoveryService struct {
	gv              schema.GroupVersion
	local           bool
	groupPriority   int
	versionPriority int
	handler         http.Handler
	etag            string                              // of the last document fetched
	discovered      *apidiscoveryv2.APIVersionDiscovery // the last good entry
}

func newDiscoveryManager(target aggregated.ResourceManager) *discoveryManager {
	return &discoveryManager{
		target:   target,
		queue:    workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		services: map[string]*discoveryService{},
	}
}

// AddAPIService records an APIService and its proxy handler and queues
// a sync. Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).AddAPIService.
func (dm *discoveryManager) AddAPIService(apiService *apiregistration.APIService, handler http.Handler) {
	dm.mu.Lock()
	prev := dm.services[apiService.Name]
	s := &discoveryService{
		gv:              schema.GroupVersion{Group: apiService.Spec.Group, Version: apiService.Spec.Version},
		local:           apiService.Spec.Service == nil,
		groupPriority:   int(apiService.Spec.GroupPriorityMinimum),
		versionPriority: int(apiService.Spec.VersionPriority),
		handler:         handler,
	}
	if prev != nil && !prev.local && !s.local {
		s.etag, s.discovered = prev.etag, prev.discovered
	}
	dm.services[apiService.Name] = s
	dm.mu.Unlock()
	dm.queue.Add(apiService.Name)
}

// RemoveAPIService forgets an APIService and queues the removal of its
// group-version. Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).RemoveAPIService.
func (dm *discoveryManager) RemoveAPIService(apiServiceName string) {
	dm.mu.Lock()
	delete(dm.services, apiServiceName)
	dm.mu.Unlock()
	dm.queue.Add(apiServiceName)
}

// Run syncs the queued APIServices and re-queues the remote ones every
// discoveryRefreshPeriod, until ctx is done.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).Run.
func (dm *discoveryManager) Run(ctx context.Context) {
	go func() {
		ticker := time.NewTicker(discoveryRefreshPeriod)
		defer ticker.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-ticker.C:
				dm.mu.Lock()
				for name, s := range dm.services {
					if !s.local {
						dm.queue.Add(name)
					}
				}
				dm.mu.Unlock()
			}
		}
	}()
	workqueue.RunWorkers(ctx, "DiscoveryManager", dm.queue, 2, dm.syncAPIService, nil)
}

// syncAPIService brings one APIService's entry in the document up to
// date. Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).syncAPIService.
func (dm *discoveryManager) syncAPIService(ctx context.Context, name string) error {
	dm.mu.Lock()
	s, ok := dm.services[name]
	var snapshot discoveryService
	if ok {
		snapshot = *s
	}
	dm.mu.Unlock()
	remote := dm.target.WithSource(aggregated.AggregatorSource)
	gv := apiregistration.APIServiceNameToGroupVersion(name)
	if !ok {
		remote.RemoveGroupVersion(gv)
		return nil
	}
	if snapshot.local {
		// Built-in or CRD: that source's entry is in the document; give it
		// the APIService's priorities. (A remote entry left from before
		// the APIService turned local goes.)
		remote.RemoveGroupVersion(gv)
		dm.target.WithSource(aggregated.BuiltinSource).SetGroupVersionPriority(gv, snapshot.groupPriority, snapshot.versionPriority)
		dm.target.WithSource(aggregated.CRDSource).SetGroupVersionPriority(gv, snapshot.groupPriority, snapshot.versionPriority)
		return nil
	}

	entry, etag, err := fetchVersionDiscovery(ctx, snapshot.handler, snapshot.gv, snapshot.etag, snapshot.discovered)
	if err != nil {
		klog.V(2).Infof("Discovery of %s failed, marking it stale: %v", name, err)
		entry = apidiscoveryv2.APIVersionDiscovery{Version: gv.Version}
		if snapshot.discovered != nil {
			entry = *snapshot.discovered
		}
		entry.Freshness = apidiscoveryv2.DiscoveryFreshnessStale
	} else {
		entry.Freshness = apidiscoveryv2.DiscoveryFreshnessCurrent
		dm.mu.Lock()
		if cur, ok := dm.services[name]; ok && cur == s { // not replaced meanwhile
			cur.etag, cur.discovered = etag, &entry
		}
		dm.mu.Unlock()
	}
	remote.AddGroupVersion(gv.Group, entry)
	remote.SetGroupVersionPriority(gv, snapshot.groupPriority, snapshot.versionPriority)
	return nil
}

// discoveryUser is who the aggregator is when it asks a backend for its
// discovery documents: the proxy handler names it in X-Remote-User and
// X-Remote-Group, and a backend that authorizes lets system:masters
// through.
// Upstream: the user that k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).fetchFreshDiscoveryForService
// puts on its request.
var discoveryUser = &user.DefaultInfo{Name: "system:kube-aggregator", Groups: []string{user.SystemPrivilegedGroup}}

// fetchVersionDiscovery asks the backend, through handler, for its
// aggregated /apis (sending the last ETag: an unchanged document comes
// back 304 and the last entry is kept), as discoveryUser, and picks out gv; a backend that
// only speaks the legacy format is asked for /apis/<group>/<version>.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*discoveryManager).fetchFreshDiscoveryForService.
func fetchVersionDiscovery(ctx context.Context, handler http.Handler, gv schema.GroupVersion, etag string,
	last *apidiscoveryv2.APIVersionDiscovery) (apidiscoveryv2.APIVersionDiscovery, string, error) {
	ctx, cancel := context.WithTimeout(request.WithUser(ctx, discoveryUser), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "/apis", nil)
	if err != nil {
		return apidiscoveryv2.APIVersionDiscovery{}, "", err
	}
	req.Header.Set("Accept", aggregatedDiscoveryAccept)
	if etag != "" && last != nil {
		req.Header.Set("If-None-Match", etag)
	}
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	switch {
	case rec.Code == http.StatusNotModified && last != nil:
		return *last, etag, nil
	case rec.Code != http.StatusOK:
		return apidiscoveryv2.APIVersionDiscovery{}, "", fmt.Errorf("GET /apis: %d %s", rec.Code, truncate(rec.Body.String()))
	}
	var list apidiscoveryv2.APIGroupDiscoveryList
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil || list.Kind != "APIGroupDiscoveryList" {
		return fetchLegacyVersionDiscovery(ctx, handler, gv)
	}
	for _, group := range list.Items {
		if group.Name != gv.Group {
			continue
		}
		for _, v := range group.Versions {
			if v.Version == gv.Version {
				return v, rec.Header().Get("ETag"), nil
			}
		}
	}
	// The backend answers but does not serve this group-version: an
	// entry without resources says it exists.
	return apidiscoveryv2.APIVersionDiscovery{Version: gv.Version}, rec.Header().Get("ETag"), nil
}

// fetchLegacyVersionDiscovery reads /apis/<group>/<version> (an
// APIResourceList) and converts it.
// Upstream: the legacy fallback of fetchFreshDiscoveryForService.
func fetchLegacyVersionDiscovery(ctx context.Context, handler http.Handler, gv schema.GroupVersion) (apidiscoveryv2.APIVersionDiscovery, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "/apis/"+gv.Group+"/"+gv.Version, nil)
	if err != nil {
		return apidiscoveryv2.APIVersionDiscovery{}, "", err
	}
	req.Header.Set("Accept", "application/json")
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return apidiscoveryv2.APIVersionDiscovery{}, "", fmt.Errorf("GET /apis/%s: %d %s", gv, rec.Code, truncate(rec.Body.String()))
	}
	var list metav1.APIResourceList
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil {
		return apidiscoveryv2.APIVersionDiscovery{}, "", fmt.Errorf("GET /apis/%s: %w", gv, err)
	}
	resources, err := aggregated.ConvertGroupVersionIntoToDiscovery(list.APIResources)
	if err != nil {
		return apidiscoveryv2.APIVersionDiscovery{}, "", err
	}
	return apidiscoveryv2.APIVersionDiscovery{Version: gv.Version, Resources: resources}, "", nil
}

// truncate shortens a body for an error message.
func truncate(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}
