package openapi_test

import (
	"slices"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// The expected ids are the v1.37 server's (its /openapi/v2).
func TestGetOperationIDAndTagsFromRoute(t *testing.T) {
	tests := []struct {
		operation, path, wantID, wantTag string
	}{
		{"readNamespacedDeployment", "/apis/apps/v1/namespaces/{namespace}/deployments/{name}", "readAppsV1NamespacedDeployment", "apps_v1"},
		{"deletecollectionNamespacedDeployment", "/apis/apps/v1/namespaces/{namespace}/deployments", "deleteAppsV1CollectionNamespacedDeployment", "apps_v1"},
		{"listDeploymentForAllNamespaces", "/apis/apps/v1/deployments", "listAppsV1DeploymentForAllNamespaces", "apps_v1"},
		{"readNamespacedPod", "/api/v1/namespaces/{namespace}/pods/{name}", "readCoreV1NamespacedPod", "core_v1"},
		{"getAPIResources", "/apis/apps/v1/", "getAppsV1APIResources", "apps_v1"},
		{"getAPIGroup", "/apis/apps/", "getAppsAPIGroup", "apps"},
		{"getAPIVersions", "/api/", "getCoreAPIVersions", "core"},
		{"getAPIVersions", "/apis/", "getAPIVersions", "apis"},
		{"getCodeVersion", "/version/", "getCodeVersion", "version"},
		{"createClusterRole", "/apis/rbac.authorization.k8s.io/v1/clusterroles", "createRbacAuthorizationV1ClusterRole", "rbacAuthorization_v1"},
		// An already qualified name is left alone.
		{"readAppsV1NamespacedDeployment", "/apis/apps/v1/namespaces/{namespace}/deployments/{name}", "readAppsV1NamespacedDeployment", "apps_v1"},
	}
	for _, tt := range tests {
		t.Run(tt.operation+" "+tt.path, func(t *testing.T) {
			id, tags, err := openapi.GetOperationIDAndTagsFromRoute(restful.Route{Operation: tt.operation, Path: tt.path})
			if err != nil {
				t.Fatal(err)
			}
			if id != tt.wantID || !slices.Equal(tags, []string{tt.wantTag}) {
				t.Errorf("got %s %v; want %s [%s]", id, tags, tt.wantID, tt.wantTag)
			}
		})
	}
}

func TestOperationWithoutVerbIsAnError(t *testing.T) {
	if _, _, err := openapi.GetOperationIDAndTagsFromRoute(restful.Route{Operation: "handleVersion", Path: "/version"}); err == nil {
		t.Error("got no error for an operation name without a verb; want one")
	}
}

func TestNamerNameOf(t *testing.T) {
	const module = "github.com/kube-rebuilt/apiserver/"
	tests := []struct{ pkg, name, want string }{
		{module + "01-scheme/apis/apps/v1", "Deployment", "io.k8s.api.apps.v1.Deployment"},
		{module + "01-scheme/apis/core/v1", "PodSpec", "io.k8s.api.core.v1.PodSpec"},
		{module + "01-scheme/apis/meta/v1", "ObjectMeta", "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"},
		{module + "01-scheme/api/resource", "Quantity", "io.k8s.apimachinery.pkg.api.resource.Quantity"},
		{module + "01-scheme/util/intstr", "IntOrString", "io.k8s.apimachinery.pkg.util.intstr.IntOrString"},
		{module + "01-scheme/runtime", "RawExtension", "io.k8s.apimachinery.pkg.runtime.RawExtension"},
		{module + "02-generic-server/version", "Info", "io.k8s.apimachinery.pkg.version.Info"},
		{module + "04-extensions/apis/widgets/v1", "Widget", "com.github.kube-rebuilt.apiserver.04-extensions.apis.widgets.v1.Widget"},
	}
	namer := openapi.NewDefinitionNamer()
	for _, tt := range tests {
		if got := namer.NameOf(tt.pkg, tt.name); got != tt.want {
			t.Errorf("NameOf(%s, %s): got %s; want %s", tt.pkg, tt.name, got, tt.want)
		}
	}
	mapped := namer.WithPackageMappings(openapi.PackageMapping{Ours: module + "04-extensions/apis/", Upstream: "k8s.io/apiextensions-apiserver/pkg/apis/"})
	if got, want := mapped.NameOf(module+"04-extensions/apis/apiextensions/v1", "CustomResourceDefinition"), "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition"; got != want {
		t.Errorf("with a mapping: got %s; want %s", got, want)
	}
}
