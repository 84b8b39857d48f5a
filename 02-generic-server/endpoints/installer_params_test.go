package endpoints

import (
	"reflect"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// freshObjectParams adds to route the parameters of obj's options kind
// as AddObjectParams did before they were shared (and as upstream's
// does): a new record for every field of every route.
func freshObjectParams(ws *restful.WebService, route *restful.RouteBuilder, obj interface{}) {
	st := reflect.TypeOf(obj).Elem()
	definition := definitionNamer.NameOf(st.PkgPath(), st.Name())
	for _, f := range objectParamFields(st, nil) {
		desc := openapi.Description(openapi.DescriptionKey(definition, f.jsonName))
		route.Param(ws.QueryParameter(f.jsonName, desc).DataType(typeToJSON(f.typeName)))
	}
}

// TestAddObjectParamsShared checks that the shared parameters document a
// route exactly as parameters made for it alone do, and that two routes
// taking the same options kind hold the same records (the memory saved).
func TestAddObjectParamsShared(t *testing.T) {
	for _, obj := range []interface{}{
		&metav1.ListOptions{}, &metav1.CreateOptions{}, &metav1.UpdateOptions{},
		&metav1.PatchOptions{}, &metav1.DeleteOptions{}, &metav1.GetOptions{},
	} {
		name := reflect.TypeOf(obj).Elem().Name()
		t.Run(name, func(t *testing.T) {
			ws := new(restful.WebService)
			first, second, fresh := ws.GET("/a"), ws.GET("/b"), ws.GET("/c")
			for _, route := range []*restful.RouteBuilder{first, second} {
				if err := AddObjectParams(ws, route, obj); err != nil {
					t.Fatalf("AddObjectParams(%s): %v", name, err)
				}
			}
			freshObjectParams(ws, fresh, obj)
			a, b, want := first.To(noop).Build().ParameterDocs, second.To(noop).Build().ParameterDocs, fresh.To(noop).Build().ParameterDocs
			if len(a) != len(want) || len(b) != len(want) || len(want) == 0 {
				t.Fatalf("got %d and %d parameters; want %d (more than 0)", len(a), len(b), len(want))
			}
			for i := range want {
				if got := a[i].Data(); !reflect.DeepEqual(got, want[i].Data()) {
					t.Errorf("parameter %d: got %+v; want %+v", i, got, want[i].Data())
				}
				if a[i] != b[i] {
					t.Errorf("parameter %q: got a record per route; want one shared record", a[i].Data().Name)
				}
			}
		})
	}
	if got, want := prettyParam.Data(), restful.QueryParameter("pretty", prettyDescription).Data(); !reflect.DeepEqual(got, want) {
		t.Errorf("pretty: got %+v; want %+v", got, want)
	}
}

// noop is a route function: go-restful refuses to build a route without one.
func noop(*restful.Request, *restful.Response) {}
