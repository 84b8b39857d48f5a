package openapi_test

import (
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// A Model's schema is data, and it may point at Go types' definitions.
func TestModelDefinition(t *testing.T) {
	model := &openapi.Model{
		Name: "com.example.stable.v1.CronTab",
		GVKs: []schema.GroupVersionKind{{Group: "stable.example.com", Version: "v1", Kind: "CronTab"}},
		Build: func(ref func(any) (*openapi.Schema, error), v3 bool) (*openapi.Schema, error) {
			meta, err := ref(metav1.ObjectMeta{})
			if err != nil {
				return nil, err
			}
			min := 1.0
			return &openapi.Schema{Type: "object", Properties: map[string]*openapi.Schema{
				"metadata": meta,
				"spec":     {Type: "object", Properties: map[string]*openapi.Schema{"replicas": {Type: "integer", Minimum: &min}}},
			}}, nil
		},
	}
	ws := new(restful.WebService).Path("/apis/stable.example.com/v1")
	ws.Route(ws.GET("/crontabs/{name}").Operation("readStableExampleComV1CronTab").
		To(func(*restful.Request, *restful.Response) {}).
		Param(ws.PathParameter("name", "name of the CronTab")).Writes(model).Returns(200, "OK", model))
	for _, v3 := range []bool{false, true} {
		var defs map[string]*openapi.Schema
		if v3 {
			docs, err := newBuilder().BuildV3([]*restful.WebService{ws})
			if err != nil {
				t.Fatal(err)
			}
			defs = docs["apis/stable.example.com/v1"].Components.Schemas
		} else {
			doc, err := newBuilder().BuildV2([]*restful.WebService{ws})
			if err != nil {
				t.Fatal(err)
			}
			defs = doc.Definitions
		}
		s := defs[model.Name]
		if s == nil {
			t.Fatalf("v3=%v: no definition %s", v3, model.Name)
		}
		if got := s.Properties["spec"].Properties["replicas"].Minimum; got == nil || *got != 1 {
			t.Errorf("v3=%v: replicas minimum = %v; want 1", v3, got)
		}
		if _, ok := defs["io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"]; !ok {
			t.Errorf("v3=%v: ObjectMeta, which the model references, is not defined", v3)
		}
		if s.Extensions[openapi.ExtensionGVK] == nil {
			t.Errorf("v3=%v: no %s on the model", v3, openapi.ExtensionGVK)
		}
	}
}
