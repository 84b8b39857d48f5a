package request_test

import (
	"fmt"
	"net/http/httptest"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// ExampleRequestInfoFactory_NewRequestInfo parses the URLs kubectl sends.
func ExampleRequestInfoFactory_NewRequestInfo() {
	factory := &request.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	for _, r := range []struct{ method, url string }{
		{"GET", "/api/v1/namespaces/demo/configmaps?limit=500"},
		{"PATCH", "/apis/apps/v1/namespaces/demo/deployments/web"},
		{"GET", "/apis/apps/v1/namespaces/demo/deployments?watch=true&fieldSelector=metadata.name%3Dweb&sendInitialEvents=true"},
		{"GET", "/apis/apps/v1/namespaces/demo/deployments/web/scale"},
		{"DELETE", "/api/v1/namespaces/demo/configmaps"},
		{"GET", "/apis/apps/v1"},
	} {
		info, _ := factory.NewRequestInfo(httptest.NewRequest(r.method, r.url, nil))
		fmt.Printf("%-6s %-16s resource=%q group=%q namespace=%q name=%q subresource=%q\n",
			r.method, info.Verb, info.Resource, info.APIGroup, info.Namespace, info.Name, info.Subresource)
	}
	// Output:
	// GET    list             resource="configmaps" group="" namespace="demo" name="" subresource=""
	// PATCH  patch            resource="deployments" group="apps" namespace="demo" name="web" subresource=""
	// GET    watch            resource="deployments" group="apps" namespace="demo" name="web" subresource=""
	// GET    get              resource="deployments" group="apps" namespace="demo" name="web" subresource="scale"
	// DELETE deletecollection resource="configmaps" group="" namespace="demo" name="" subresource=""
	// GET    get              resource="" group="" namespace="" name="" subresource=""
}
