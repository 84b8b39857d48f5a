package aggregated

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
)

var crudVerbs = metav1.Verbs{"create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"}
var statusVerbs = metav1.Verbs{"get", "patch", "update"}

// The test server's resources, as the installer describes them: the core
// group's and apps' of 01-scheme (upstream's verbs, short names and
// categories), and a custom resource.
var (
	coreV1Resources = []metav1.APIResource{
		{Name: "configmaps", SingularName: "configmap", Namespaced: true, Kind: "ConfigMap", Verbs: crudVerbs, ShortNames: []string{"cm"}},
		{Name: "namespaces", SingularName: "namespace", Kind: "Namespace", Verbs: metav1.Verbs{"create", "delete", "get", "list", "patch", "update", "watch"}, ShortNames: []string{"ns"}},
		{Name: "namespaces/status", Kind: "Namespace", Verbs: statusVerbs},
		{Name: "pods", SingularName: "pod", Namespaced: true, Kind: "Pod", Verbs: crudVerbs, ShortNames: []string{"po"}, Categories: []string{"all"}},
		{Name: "pods/status", Namespaced: true, Kind: "Pod", Verbs: statusVerbs},
	}
	appsV1Resources = []metav1.APIResource{
		{Name: "deployments", SingularName: "deployment", Namespaced: true, Kind: "Deployment", Verbs: crudVerbs, ShortNames: []string{"deploy"}, Categories: []string{"all"}},
		{Name: "deployments/scale", Namespaced: true, Group: "autoscaling", Version: "v1", Kind: "Scale", Verbs: statusVerbs},
		{Name: "deployments/status", Namespaced: true, Kind: "Deployment", Verbs: statusVerbs},
		{Name: "replicasets", SingularName: "replicaset", Namespaced: true, Kind: "ReplicaSet", Verbs: crudVerbs, ShortNames: []string{"rs"}, Categories: []string{"all"}},
	}
	appsV1beta1Resources = []metav1.APIResource{
		{Name: "deployments", SingularName: "deployment", Namespaced: true, Kind: "Deployment", Verbs: crudVerbs},
	}
	widgetsV1Resources = []metav1.APIResource{
		{Name: "widgets", SingularName: "widget", Namespaced: true, Kind: "Widget", Verbs: crudVerbs, ShortNames: []string{"wd"}},
	}
)

// versionDiscovery converts a legacy resource list, as the installer does.
func versionDiscovery(t *testing.T, version string, resources []metav1.APIResource) apidiscoveryv2.APIVersionDiscovery {
	t.Helper()
	converted, err := ConvertGroupVersionIntoToDiscovery(resources)
	if err != nil {
		t.Fatal(err)
	}
	return apidiscoveryv2.APIVersionDiscovery{Version: version, Resources: converted, Freshness: apidiscoveryv2.DiscoveryFreshnessCurrent}
}

// newAPIsManager is /apis of the test server: apps v1beta1 and v1 (added
// in that order), and example.com v1 from a custom resource.
func newAPIsManager(t *testing.T) ResourceManager {
	m := NewResourceManager("apis")
	m.AddGroupVersion("apps", versionDiscovery(t, "v1beta1", appsV1beta1Resources))
	m.AddGroupVersion("apps", versionDiscovery(t, "v1", appsV1Resources))
	m.WithSource(CRDSource).AddGroupVersion("example.com", versionDiscovery(t, "v1", widgetsV1Resources))
	return m
}

// newAPIManager is /api of the test server: the core group, named "".
func newAPIManager(t *testing.T) ResourceManager {
	m := NewResourceManager("api")
	m.AddGroupVersion("", versionDiscovery(t, "v1", coreV1Resources))
	return m
}

var appsV1 = schema.GroupVersion{Group: "apps", Version: "v1"}
