package handler_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// v3Document is the part of a v3 document kubectl reads.
type v3Document struct {
	Paths      map[string]map[string]json.RawMessage `json:"paths"` // path -> method (or "parameters")
	Components struct {
		Schemas map[string]v3Schema `json:"schemas"`
	} `json:"components"`
}

type v3Operation struct {
	GVK        map[string]string `json:"x-kubernetes-group-version-kind"`
	Parameters []struct {
		Name string `json:"name"`
		In   string `json:"in"`
	} `json:"parameters"`
	RequestBody struct {
		Content map[string]any `json:"content"`
	} `json:"requestBody"`
}

type v3Schema struct {
	Description string              `json:"description"`
	Properties  map[string]v3Schema `json:"properties"`
	Ref         string              `json:"$ref"`
	AllOf       []v3Schema          `json:"allOf"`
	GVK         []map[string]string `json:"x-kubernetes-group-version-kind"`
}

// fetchV3 follows kubectl: the index, then the group version's URL from it.
func fetchV3(t *testing.T, s *server, key string) v3Document {
	t.Helper()
	var doc v3Document
	if err := json.Unmarshal(body(t, s.get(t, currentURL(t, s, key), "Accept", kubectlDocAccept)), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestKubectlSeesServerSideFieldValidation runs kubectl's v3 check: a
// PATCH operation with the kind's GVK and a fieldValidation query
// parameter (kubectl then sends ?fieldValidation=Strict), and, for
// client-side apply, a strategic merge patch body.
// Upstream: k8s.io/cli-runtime/pkg/resource.supportsQueryParamV3 and
// k8s.io/kubectl/pkg/cmd/apply.(*Patcher).gvkSupportsPatchOpenAPIV3.
func TestKubectlSeesServerSideFieldValidation(t *testing.T) {
	doc := fetchV3(t, newServer(t), "apis/apps/v1")
	validates, strategic := false, false
	for _, ops := range doc.Paths {
		var patch v3Operation
		if raw, ok := ops["patch"]; !ok || json.Unmarshal(raw, &patch) != nil {
			continue
		}
		if patch.GVK["group"] != "apps" || patch.GVK["version"] != "v1" || patch.GVK["kind"] != "Deployment" {
			continue
		}
		for _, p := range patch.Parameters {
			validates = validates || (p.Name == "fieldValidation" && p.In == "query")
		}
		_, strategic = patch.RequestBody.Content["application/strategic-merge-patch+json"]
	}
	if !validates {
		t.Error("got no PATCH of apps/v1 Deployment with a fieldValidation query parameter")
	}
	if !strategic {
		t.Error("got no PATCH of apps/v1 Deployment accepting application/strategic-merge-patch+json")
	}
}

// TestKubectlExplainFindsTheKind does what kubectl explain deployment.spec
// does with the document: find the schema carrying the kind's GVK, follow
// the property's reference (through allOf) and print descriptions.
// Upstream: k8s.io/kubectl/pkg/explain/v2 (the plaintext template).
func TestKubectlExplainFindsTheKind(t *testing.T) {
	doc := fetchV3(t, newServer(t), "apis/apps/v1")
	var kind *v3Schema
	for name, s := range doc.Components.Schemas {
		for _, gvk := range s.GVK {
			if gvk["group"] == "apps" && gvk["version"] == "v1" && gvk["kind"] == "Deployment" {
				if kind != nil {
					t.Errorf("got a second schema with the Deployment GVK: %s", name)
				}
				s := s
				kind = &s
			}
		}
	}
	if kind == nil {
		t.Fatal("got no schema with x-kubernetes-group-version-kind apps/v1 Deployment")
	}
	spec := kind.Properties["spec"]
	if spec.Description == "" || len(spec.AllOf) != 1 {
		t.Fatalf("got spec %+v; want a description and one allOf reference", spec)
	}
	target := doc.Components.Schemas[strings.TrimPrefix(spec.AllOf[0].Ref, "#/components/schemas/")]
	for _, field := range []string{"replicas", "selector", "template", "strategy"} {
		if target.Properties[field].Description == "" {
			t.Errorf("got no description for spec.%s; explain would print none", field)
		}
	}
}
