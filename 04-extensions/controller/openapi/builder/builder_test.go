package builder_test

import (
	"encoding/json"
	"strings"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/openapi/builder"
)

func cronTabCRD() *apiextensions.CustomResourceDefinition {
	min := 1.0
	crd := &apiextensions.CustomResourceDefinition{}
	crd.Name, crd.UID, crd.ResourceVersion = "crontabs.stable.example.com", "uid-1", "7"
	crd.Spec = apiextensions.CustomResourceDefinitionSpec{
		Group: "stable.example.com",
		Names: apiextensions.CustomResourceDefinitionNames{Plural: "crontabs", Singular: "crontab", Kind: "CronTab", ListKind: "CronTabList"},
		Scope: apiextensions.NamespaceScoped,
		Versions: []apiextensions.CustomResourceDefinitionVersion{{
			Name: "v1", Served: true, Storage: true,
			Schema: &apiextensions.CustomResourceValidation{OpenAPIV3Schema: &apiextensions.JSONSchemaProps{
				Type: "object",
				Properties: map[string]apiextensions.JSONSchemaProps{
					"spec": {Type: "object", Description: "the spec", Properties: map[string]apiextensions.JSONSchemaProps{
						"replicas": {Type: "integer", Minimum: &min, Description: "how many"},
						"cronSpec": {Type: "string", Nullable: true},
					}},
				},
			}},
			Subresources: &apiextensions.CustomResourceSubresources{
				Status: &apiextensions.CustomResourceSubresourceStatus{},
				Scale:  &apiextensions.CustomResourceSubresourceScale{SpecReplicasPath: ".spec.replicas", StatusReplicasPath: ".status.replicas"},
			},
		}},
	}
	return crd
}

func TestDocumentsOfACRD(t *testing.T) {
	ws, err := builder.WebService(cronTabCRD(), "v1")
	if err != nil {
		t.Fatal(err)
	}
	b := openapi.NewBuilder(legacyscheme.Scheme, openapi.DefaultConfig("Kubernetes", "1.37"))
	v2, err := b.BuildV2([]*restful.WebService{ws})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{
		"/apis/stable.example.com/v1/namespaces/{namespace}/crontabs",
		"/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}",
		"/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}/status",
		"/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}/scale",
		"/apis/stable.example.com/v1/crontabs",
	} {
		if v2.Paths[path] == nil {
			t.Errorf("no path %s", path)
		}
	}
	patch := v2.Paths["/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}"].Patch
	if patch.OperationID != "patchStableExampleComV1NamespacedCronTab" {
		t.Errorf("patch operation id = %s", patch.OperationID)
	}
	var params []string
	for _, p := range patch.Parameters {
		params = append(params, p.Name)
	}
	if !strings.Contains(strings.Join(params, ","), "fieldValidation") {
		t.Errorf("patch parameters %v lack fieldValidation, which kubectl looks for", params)
	}
	def := v2.Definitions["com.example.stable.v1.CronTab"]
	if def == nil || def.Properties["spec"].Properties["replicas"].Description != "how many" {
		t.Fatalf("CronTab definition missing or without the schema's description: %+v", def)
	}
	if def.Properties["spec"].Properties["cronSpec"].Nullable {
		t.Error("v2 carries nullable; want it dropped")
	}
	if gvk, _ := json.Marshal(def.Extensions[openapi.ExtensionGVK]); !strings.Contains(string(gvk), `"kind":"CronTab"`) {
		t.Errorf("x-kubernetes-group-version-kind = %s", gvk)
	}
	scale := v2.Paths["/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}/scale"].Get
	if gvk := scale.Extensions[openapi.RouteMetaGVK]; gvk != (openapi.GroupVersionKind{Group: "autoscaling", Version: "v1", Kind: "Scale"}) {
		t.Errorf("scale GVK = %v; want autoscaling/v1 Scale", gvk)
	}

	v3, err := b.BuildV3([]*restful.WebService{ws})
	if err != nil {
		t.Fatal(err)
	}
	doc := v3["apis/stable.example.com/v1"]
	if doc == nil {
		t.Fatal("no v3 document apis/stable.example.com/v1")
	}
	if s := doc.Components.Schemas["com.example.stable.v1.CronTab"]; s == nil || !s.Properties["spec"].Properties["cronSpec"].Nullable {
		t.Error("v3 CronTab lacks nullable on spec.cronSpec")
	}
	if doc.Components.Schemas["com.example.stable.v1.CronTabList"] == nil {
		t.Error("v3 lacks CronTabList")
	}
}

func TestDefinitionName(t *testing.T) {
	got := builder.DefinitionName(schema.GroupVersion{Group: "stable.example.com", Version: "v1"}, "CronTab")
	if got != "com.example.stable.v1.CronTab" {
		t.Errorf("got %s; want com.example.stable.v1.CronTab", got)
	}
}

// TestV2OfSchemasThatKeepUnknownFields publishes, in v2, what kubectl's
// client-side validation can read, as upstream's buildKubeNative and
// ToStructuralOpenAPIV2 do: a root that keeps unknown fields is a bare
// object (upstream's conformance test "works for CRD without validation
// schema" waits for exactly that), a nested one loses its properties and
// type, and a nullable value its type; v3 keeps everything.
func TestV2OfSchemasThatKeepUnknownFields(t *testing.T) {
	yes := true
	crd := cronTabCRD()
	schema := crd.Spec.Versions[0].Schema.OpenAPIV3Schema
	schema.Properties["extra"] = apiextensions.JSONSchemaProps{Type: "object", XPreserveUnknownFields: &yes,
		Properties: map[string]apiextensions.JSONSchemaProps{"known": {Type: "string"}}}
	b := openapi.NewBuilder(legacyscheme.Scheme, openapi.DefaultConfig("Kubernetes", "1.37"))
	build := func(crd *apiextensions.CustomResourceDefinition) (*openapi.Schema, *openapi.Schema) {
		t.Helper()
		ws, err := builder.WebService(crd, "v1")
		if err != nil {
			t.Fatal(err)
		}
		v2, err := b.BuildV2([]*restful.WebService{ws})
		if err != nil {
			t.Fatal(err)
		}
		v3, err := b.BuildV3([]*restful.WebService{ws})
		if err != nil {
			t.Fatal(err)
		}
		return v2.Definitions["com.example.stable.v1.CronTab"], v3["apis/stable.example.com/v1"].Components.Schemas["com.example.stable.v1.CronTab"]
	}

	v2, v3 := build(crd)
	if extra := v2.Properties["extra"]; extra.Type != "" || extra.Properties != nil {
		t.Errorf("v2 spec.extra = type %q, properties %v; want neither", extra.Type, extra.Properties)
	}
	if cron := v2.Properties["spec"].Properties["cronSpec"]; cron.Type != "" {
		t.Errorf("v2 nullable cronSpec has type %q; want none", cron.Type)
	}
	if extra := v3.Properties["extra"]; extra.Type != "object" || extra.Properties["known"] == nil {
		t.Errorf("v3 spec.extra = %+v; want it whole", extra)
	}

	schema.XPreserveUnknownFields = &yes
	v2, v3 = build(crd)
	if v2.Type != "object" || v2.Properties != nil {
		t.Errorf("v2 of a root that keeps unknown fields = type %q, properties %v; want a bare object", v2.Type, v2.Properties)
	}
	if gvk, _ := json.Marshal(v2.Extensions[openapi.ExtensionGVK]); !strings.Contains(string(gvk), `"kind":"CronTab"`) {
		t.Errorf("v2 bare object's x-kubernetes-group-version-kind = %s; want CronTab's, which kubectl finds it by", gvk)
	}
	if v3.Properties["metadata"] == nil {
		t.Error("v3 of a root that keeps unknown fields lost metadata; want it")
	}
}
