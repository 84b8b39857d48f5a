package openapi_test

import (
	"fmt"
	"reflect"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
)

// The v3 document of apps/v1: the PATCH operation kubectl inspects, and
// the schema explain prints.
func ExampleBuilder_BuildV3() {
	b := openapi.NewBuilder(openapitest.Scheme(), openapi.DefaultConfig("Kubernetes", "1.37"))
	docs, err := b.BuildV3(openapitest.WebServices())
	if err != nil {
		panic(err)
	}
	doc := docs["apis/apps/v1"]
	patch := doc.Paths["/apis/apps/v1/namespaces/{namespace}/deployments/{name}"].Patch
	fmt.Println(patch.OperationID, patch.Extensions[openapi.RouteMetaGVK], patch.Extensions[openapi.RouteMetaAction])
	for _, p := range patch.Parameters {
		fmt.Println(" ", p.In, p.Name)
	}
	spec := doc.Components.Schemas["io.k8s.api.apps.v1.DeploymentSpec"]
	fmt.Println("DeploymentSpec required:", spec.Required)
	fmt.Println("replicas:", spec.Properties["replicas"].Description)
	// Output:
	// patchAppsV1NamespacedDeployment {apps v1 Deployment} patch
	//   query dryRun
	//   query fieldManager
	//   query fieldValidation
	//   query force
	// DeploymentSpec required: [selector template]
	// replicas: Replicas is the number of pods the deployment wants running. Defaults to 1.
}

// Our types get upstream's definition names, and the kinds they are
// registered as.
func ExampleDefinitionNamer_GetDefinitionName() {
	namer := openapi.NewDefinitionNamer(openapitest.Scheme())
	for _, t := range []reflect.Type{reflect.TypeFor[appsv1.Deployment](), reflect.TypeFor[intstr.IntOrString]()} {
		name, gvks := namer.GetDefinitionName(t)
		fmt.Println(t.PkgPath()+"."+t.Name(), "->", name, gvks)
	}
	// Output:
	// github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1.Deployment -> io.k8s.api.apps.v1.Deployment [apps/v1, Kind=Deployment]
	// github.com/kube-rebuilt/apiserver/01-scheme/util/intstr.IntOrString -> io.k8s.apimachinery.pkg.util.intstr.IntOrString []
}
