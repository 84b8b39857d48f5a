package negotiation_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
)

// tableRestrictions is what a resource's list endpoint allows: plain
// encodings and a meta.k8s.io/v1 Table.
type tableRestrictions struct{}

func (tableRestrictions) AllowsMediaTypeTransform(_, _ string, gvk *schema.GroupVersionKind) bool {
	return gvk == nil || *gvk == schema.GroupVersionKind{Group: "meta.k8s.io", Version: "v1", Kind: "Table"}
}
func (tableRestrictions) AllowsServerVersion(string) bool  { return false }
func (tableRestrictions) AllowsStreamSchema(s string) bool { return s == "watch" }

// kubectl get asks for a Table first and plain JSON last: a list endpoint
// answers the Table, an endpoint that cannot make one answers JSON.
func ExampleNegotiateMediaTypeOptions() {
	codecs := serializer.NewCodecFactory(runtime.NewScheme())
	accept := "application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json"
	for _, restrictions := range []negotiation.EndpointRestrictions{tableRestrictions{}, negotiation.DefaultEndpointRestrictions} {
		options, ok := negotiation.NegotiateMediaTypeOptions(accept, codecs.SupportedMediaTypes(), restrictions)
		fmt.Println(ok, options.Accepted.MediaType, options.Convert)
	}
	// Output:
	// true application/json meta.k8s.io/v1, Kind=Table
	// true application/json <nil>
}
