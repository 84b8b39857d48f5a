package clientgo

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	openapi_v2 "github.com/google/gnostic-models/openapiv2"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/openapi3"
	"k8s.io/kube-openapi/pkg/spec3"
	"k8s.io/kube-openapi/pkg/util/proto"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// The schemas kubectl needs for the demo's kinds (create -f, apply and
// explain), named as upstream names them.
var wantSchemas = []struct {
	gv         schema.GroupVersion
	definition string
	kind       string
	// path is the object's path in the group version's OpenAPI v3
	// document; its PATCH operation is what tells kubectl the server
	// validates fields itself.
	path string
}{
	{schema.GroupVersion{Version: "v1"}, "io.k8s.api.core.v1.ConfigMap", "ConfigMap",
		"/api/v1/namespaces/{namespace}/configmaps/{name}"},
	{schema.GroupVersion{Group: "apps", Version: "v1"}, "io.k8s.api.apps.v1.Deployment", "Deployment",
		"/apis/apps/v1/namespaces/{namespace}/deployments/{name}"},
}

// TestOpenAPIV2 fetches /openapi/v2 as protobuf, the way kubectl does when
// a server has no v3, and builds kubectl's schema models from it (which
// fails on a dangling reference); and fetches it as JSON.
func TestOpenAPIV2(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "/openapi/v2")
		dc := discovery.NewDiscoveryClientForConfigOrDie(srv.RESTConfig(t))
		doc, err := dc.OpenAPISchema()
		if err != nil {
			t.Fatalf("GET /openapi/v2 as protobuf: %v", err)
		}
		models, err := proto.NewOpenAPIData(doc)
		if err != nil {
			t.Fatalf("/openapi/v2: building kubectl's models: %v", err)
		}
		for _, w := range wantSchemas {
			s := models.LookupModel(w.definition)
			if s == nil {
				t.Errorf("/openapi/v2: no definition %s; want one", w.definition)
				continue
			}
			kind, ok := s.(*proto.Kind)
			if !ok {
				t.Errorf("/openapi/v2: %s is a %T; want an object with properties", w.definition, s)
				continue
			}
			for _, f := range []string{"apiVersion", "kind", "metadata"} {
				if _, ok := kind.Fields[f]; !ok {
					t.Errorf("/openapi/v2: %s has no property %q; want it", w.definition, f)
				}
			}
			if gvk := gvkExtension(t, s.GetExtensions()["x-kubernetes-group-version-kind"]); !slices.Contains(gvk, w.gv.WithKind(w.kind)) {
				t.Errorf("/openapi/v2: %s x-kubernetes-group-version-kind: got %v; want %v", w.definition, gvk, w.gv.WithKind(w.kind))
			}
		}
		checkV2JSON(t, dc, doc)
	})
}

// checkV2JSON fetches /openapi/v2 as JSON and checks it describes the same
// definitions as the protobuf document.
func checkV2JSON(t *testing.T, dc *discovery.DiscoveryClient, pb *openapi_v2.Document) {
	t.Helper()
	raw, err := dc.RESTClient().Get().AbsPath("/openapi/v2").SetHeader("Accept", "application/json").DoRaw(context.Background())
	if err != nil {
		t.Fatalf("GET /openapi/v2 as JSON: %v", err)
	}
	var doc struct {
		Swagger     string                     `json:"swagger"`
		Definitions map[string]json.RawMessage `json:"definitions"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("GET /openapi/v2 as JSON: %v", err)
	}
	if doc.Swagger != "2.0" {
		t.Errorf("/openapi/v2 (JSON): got swagger %q; want \"2.0\"", doc.Swagger)
	}
	if got, want := len(doc.Definitions), len(pb.GetDefinitions().GetAdditionalProperties()); got != want {
		t.Errorf("/openapi/v2: got %d definitions in JSON and %d in protobuf; want the same document", got, want)
	}
}

// TestOpenAPIV3 fetches the /openapi/v3 index and the documents of the
// demo's group versions the way kubectl does (client-go's openapi3.Root),
// and checks what kubectl relies on: components.schemas for explain, and
// PATCH operations carrying x-kubernetes-group-version-kind and a
// fieldValidation parameter, without which kubectl create -f and apply
// validate on the client side or refuse to run.
func TestOpenAPIV3(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "/openapi/v3")
		dc := discovery.NewDiscoveryClientForConfigOrDie(srv.RESTConfig(t))
		root := openapi3.NewRoot(dc.OpenAPIV3())
		gvs, err := root.GroupVersions()
		if err != nil {
			t.Fatalf("GET /openapi/v3: %v", err)
		}
		for _, w := range wantSchemas {
			t.Run(w.kind, func(t *testing.T) {
				if !slices.Contains(gvs, w.gv) {
					t.Fatalf("/openapi/v3: index lists %v; want %v among them", gvs, w.gv)
				}
				doc, err := root.GVSpec(w.gv)
				if err != nil {
					t.Fatalf("/openapi/v3 %v: %v", w.gv, err)
				}
				checkV3Schema(t, doc, w.definition, w.gv.WithKind(w.kind))
				checkV3Patch(t, doc, w.path, w.gv.WithKind(w.kind))
			})
		}
	})
}

func checkV3Schema(t *testing.T, doc *spec3.OpenAPI, definition string, gvk schema.GroupVersionKind) {
	t.Helper()
	if doc.Components == nil || doc.Components.Schemas[definition] == nil {
		t.Errorf("components.schemas: no %s; want one (kubectl explain reads it)", definition)
		return
	}
	s := doc.Components.Schemas[definition]
	for _, f := range []string{"apiVersion", "kind", "metadata"} {
		if _, ok := s.Properties[f]; !ok {
			t.Errorf("%s: no property %q; want it", definition, f)
		}
	}
	if s.Description == "" {
		t.Errorf("%s: empty description; want the type's doc comment (kubectl explain prints it)", definition)
	}
	if got := gvkExtension(t, s.Extensions["x-kubernetes-group-version-kind"]); !slices.Contains(got, gvk) {
		t.Errorf("%s x-kubernetes-group-version-kind: got %v; want %v", definition, got, gvk)
	}
}

func checkV3Patch(t *testing.T, doc *spec3.OpenAPI, path string, gvk schema.GroupVersionKind) {
	t.Helper()
	if doc.Paths == nil || doc.Paths.Paths[path] == nil || doc.Paths.Paths[path].Patch == nil {
		t.Errorf("paths: no PATCH %s; want one", path)
		return
	}
	op := doc.Paths.Paths[path].Patch
	if got := gvkExtension(t, op.Extensions["x-kubernetes-group-version-kind"]); !slices.Contains(got, gvk) {
		t.Errorf("PATCH %s x-kubernetes-group-version-kind: got %v; want %v", path, got, gvk)
	}
	var params []string
	for _, p := range append(op.Parameters, doc.Paths.Paths[path].Parameters...) {
		params = append(params, p.Name)
	}
	if !slices.Contains(params, "fieldValidation") {
		t.Errorf("PATCH %s: got parameters %v; want fieldValidation among them", path, params)
	}
}

// gvkExtension reads an x-kubernetes-group-version-kind extension, a list
// of {group, version, kind} (or, in some documents, one of them).
func gvkExtension(t *testing.T, ext any) []schema.GroupVersionKind {
	t.Helper()
	if ext == nil {
		return nil
	}
	raw, err := json.Marshal(stringKeys(ext))
	if err != nil {
		t.Fatalf("x-kubernetes-group-version-kind: %v", err)
	}
	var list []schema.GroupVersionKind
	if err := json.Unmarshal(raw, &list); err == nil {
		return list
	}
	var one schema.GroupVersionKind
	if err := json.Unmarshal(raw, &one); err != nil {
		t.Errorf("x-kubernetes-group-version-kind: got %s; want a list of {group, version, kind}", raw)
	}
	return []schema.GroupVersionKind{one}
}

// stringKeys turns the map[any]any that YAML v2 decodes (kubectl's OpenAPI
// v2 models keep extensions that way) into map[string]any, which
// encoding/json can marshal.
func stringKeys(v any) any {
	switch v := v.(type) {
	case map[any]any:
		m := make(map[string]any, len(v))
		for k, e := range v {
			m[fmt.Sprint(k)] = stringKeys(e)
		}
		return m
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = stringKeys(e)
		}
		return out
	default:
		return v
	}
}
