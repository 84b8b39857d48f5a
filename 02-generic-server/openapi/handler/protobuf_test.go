package handler_test

import (
	"encoding/json"
	"testing"

	openapi_v2 "github.com/google/gnostic-models/openapiv2"
	openapi_v3 "github.com/google/gnostic-models/openapiv3"
	"go.yaml.in/yaml/v3"
	"google.golang.org/protobuf/proto"
)

// TestV2ProtobufRoundTrips decodes /openapi/v2 as kubectl does when there
// is no /openapi/v3, and finds in it the same paths and definitions as in
// the JSON document.
func TestV2ProtobufRoundTrips(t *testing.T) {
	s := newServer(t)
	var doc openapi_v2.Document
	if err := proto.Unmarshal(body(t, s.get(t, "/openapi/v2", "Accept", kubectlV2Accept)), &doc); err != nil {
		t.Fatal(err)
	}
	var plain struct {
		Paths       map[string]any `json:"paths"`
		Definitions map[string]any `json:"definitions"`
	}
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v2", "Accept", "application/json")), &plain); err != nil {
		t.Fatal(err)
	}
	if got, want := len(doc.GetPaths().GetPath()), len(plain.Paths); got != want || want == 0 {
		t.Errorf("got %d paths in protobuf; want %d, as in JSON", got, want)
	}
	if got, want := len(doc.GetDefinitions().GetAdditionalProperties()), len(plain.Definitions); got != want || want == 0 {
		t.Errorf("got %d definitions in protobuf; want %d, as in JSON", got, want)
	}
	if !supportsQueryParam(&doc, "apps", "v1", "Deployment", "fieldValidation") {
		t.Error("got no PATCH operation of apps/v1 Deployment with a fieldValidation query parameter; kubectl would validate on the client")
	}
}

// supportsQueryParam is kubectl's check, on the v2 protobuf document,
// that the server validates fields for a kind.
// Upstream: k8s.io/cli-runtime/pkg/resource.supportsQueryParam.
func supportsQueryParam(doc *openapi_v2.Document, group, version, kind, param string) bool {
	for _, path := range doc.GetPaths().GetPath() {
		patch := path.GetValue().GetPatch()
		if !hasGVK(patch.GetVendorExtension(), group, version, kind) {
			continue
		}
		for _, p := range patch.GetParameters() {
			if p.GetParameter().GetNonBodyParameter().GetQueryParameterSubSchema().GetName() == param {
				return true
			}
		}
	}
	return false
}

func hasGVK(extensions []*openapi_v2.NamedAny, group, version, kind string) bool {
	for _, e := range extensions {
		if e.GetName() != "x-kubernetes-group-version-kind" {
			continue
		}
		var v map[string]string
		if yaml.Unmarshal([]byte(e.GetValue().GetYaml()), &v) == nil {
			return v["group"] == group && v["version"] == version && v["kind"] == kind
		}
	}
	return false
}

func TestV3ProtobufRoundTrips(t *testing.T) {
	s := newServer(t)
	var doc openapi_v3.Document
	data := body(t, s.get(t, "/openapi/v3/apis/apps/v1", "Accept", "application/com.github.proto-openapi.spec.v3.v1.0+protobuf"))
	if err := proto.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var plain struct {
		Paths      map[string]any `json:"paths"`
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v3/apis/apps/v1")), &plain); err != nil {
		t.Fatal(err)
	}
	if got, want := len(doc.GetPaths().GetPath()), len(plain.Paths); got != want || want == 0 {
		t.Errorf("got %d paths in protobuf; want %d, as in JSON", got, want)
	}
	if got, want := len(doc.GetComponents().GetSchemas().GetAdditionalProperties()), len(plain.Components.Schemas); got != want || want == 0 {
		t.Errorf("got %d schemas in protobuf; want %d, as in JSON", got, want)
	}
}
