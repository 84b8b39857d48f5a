package apiserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	apiregistrationv1 "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/v1"
)

// servedList is the aggregated discovery document the manager's target
// serves at /apis to kubectl.
func servedList(t *testing.T, target aggregated.ResourceManager) apidiscoveryv2.APIGroupDiscoveryList {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/apis", nil)
	req.Header.Set("Accept", aggregatedDiscoveryAccept)
	rec := httptest.NewRecorder()
	target.ServeHTTP(rec, req)
	var list apidiscoveryv2.APIGroupDiscoveryList
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil {
		t.Fatalf("/apis: %v\n%s", err, rec.Body)
	}
	return list
}

// servedDocument is servedList by group name.
func servedDocument(t *testing.T, target aggregated.ResourceManager) map[string][]apidiscoveryv2.APIVersionDiscovery {
	t.Helper()
	out := map[string][]apidiscoveryv2.APIVersionDiscovery{}
	for _, g := range servedList(t, target).Items {
		out[g.Name] = g.Versions
	}
	return out
}

// servedGroupNames is servedList's groups, in the order served.
func servedGroupNames(t *testing.T, target aggregated.ResourceManager) []string {
	t.Helper()
	var out []string
	for _, g := range servedList(t, target).Items {
		out = append(out, g.Name)
	}
	return out
}

// backendDiscovery serves an aggregated /apis with wardle.example.com
// v1alpha1 (flunders), or fails with status when it is not 200.
func backendDiscovery(status *int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if *status != http.StatusOK {
			w.WriteHeader(*status)
			return
		}
		w.Header().Set("Content-Type", "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList")
		list := apidiscoveryv2.APIGroupDiscoveryList{
			TypeMeta: metav1.TypeMeta{Kind: "APIGroupDiscoveryList", APIVersion: "apidiscovery.k8s.io/v2"},
			Items: []apidiscoveryv2.APIGroupDiscovery{{
				ObjectMeta: metav1.ObjectMeta{Name: "wardle.example.com"},
				Versions: []apidiscoveryv2.APIVersionDiscovery{{Version: "v1alpha1", Resources: []apidiscoveryv2.APIResourceDiscovery{{
					Resource: "flunders", Scope: apidiscoveryv2.ScopeNamespace, Verbs: []string{"get", "list"},
					ResponseKind: &apidiscoveryv2.GroupVersionKind{Kind: "Flunder"}}}}},
			}},
		}
		json.NewEncoder(w).Encode(list)
	}
}

// TestDiscoveryManagerRemote: a remote group-version is fetched into the
// document as Current; when its backend fails it stays, marked Stale
// (kubectl then warns about it); removed, it goes.
func TestDiscoveryManagerRemote(t *testing.T) {
	ctx := context.Background()
	target := aggregated.NewResourceManager("apis")
	dm := newDiscoveryManager(target)
	status := http.StatusOK
	apiService := remoteAPIService(nil, true, apiregistration.ConditionTrue)
	dm.AddAPIService(apiService, backendDiscovery(&status))

	if err := dm.syncAPIService(ctx, apiService.Name); err != nil {
		t.Fatal(err)
	}
	versions := servedDocument(t, target)["wardle.example.com"]
	if len(versions) != 1 || versions[0].Freshness != apidiscoveryv2.DiscoveryFreshnessCurrent ||
		len(versions[0].Resources) != 1 || versions[0].Resources[0].Resource != "flunders" {
		t.Fatalf("after a good fetch: got %+v; want v1alpha1 Current with flunders", versions)
	}

	status = http.StatusServiceUnavailable
	if err := dm.syncAPIService(ctx, apiService.Name); err != nil {
		t.Fatal(err)
	}
	versions = servedDocument(t, target)["wardle.example.com"]
	if len(versions) != 1 || versions[0].Freshness != apidiscoveryv2.DiscoveryFreshnessStale || len(versions[0].Resources) != 1 {
		t.Fatalf("after a failed fetch: got %+v; want the last resources, marked Stale", versions)
	}

	dm.RemoveAPIService(apiService.Name)
	if err := dm.syncAPIService(ctx, apiService.Name); err != nil {
		t.Fatal(err)
	}
	if got, ok := servedDocument(t, target)["wardle.example.com"]; ok {
		t.Fatalf("after removal: got %+v; want the group gone", got)
	}
}

// TestDiscoveryManagerLocalPriorities: a local APIService adds nothing
// of its own, but its priorities order the group its source serves.
func TestDiscoveryManagerLocalPriorities(t *testing.T) {
	ctx := context.Background()
	target := aggregated.NewResourceManager("apis")
	builtin := target.WithSource(aggregated.BuiltinSource)
	for _, g := range []string{"a.example.com", "b.example.com"} {
		builtin.AddGroupVersion(g, apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
	}
	if got := servedDocument(t, target); len(got) != 2 {
		t.Fatalf("got %v; want two groups", got)
	}
	dm := newDiscoveryManager(target)
	local := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{Group: "b.example.com", Version: "v1",
		GroupPriorityMinimum: 20000, VersionPriority: 15}}
	local.Name = "v1.b.example.com"
	dm.AddAPIService(local, http.NotFoundHandler())
	if err := dm.syncAPIService(ctx, local.Name); err != nil {
		t.Fatal(err)
	}
	if got := servedGroupNames(t, target); len(got) != 2 || got[0] != "b.example.com" {
		t.Fatalf("got %v; want b.example.com first (priority 20000 over the default)", got)
	}
}

// TestAPIRegistrationListedFirst: at APIRegistrationGroupPriority, as New
// sets it, apiregistration.k8s.io comes before a group whose APIService asks
// for the largest priority allowed (20000), whatever the names.
func TestAPIRegistrationListedFirst(t *testing.T) {
	ctx := context.Background()
	target := aggregated.NewResourceManager("apis")
	builtin := target.WithSource(aggregated.BuiltinSource)
	builtin.AddGroupVersion("apiregistration.k8s.io", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
	builtin.AddGroupVersion("a.example.com", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
	builtin.SetGroupVersionPriority(apiregistrationv1.SchemeGroupVersion, APIRegistrationGroupPriority, 0)
	dm := newDiscoveryManager(target)
	top := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{Group: "a.example.com", Version: "v1",
		GroupPriorityMinimum: 20000, VersionPriority: 15}}
	top.Name = "v1.a.example.com"
	dm.AddAPIService(top, http.NotFoundHandler())
	if err := dm.syncAPIService(ctx, top.Name); err != nil {
		t.Fatal(err)
	}
	if got := servedGroupNames(t, target); len(got) != 2 || got[0] != "apiregistration.k8s.io" {
		t.Errorf("got groups %v; want apiregistration.k8s.io first", got)
	}
}
