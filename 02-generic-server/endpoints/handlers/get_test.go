package handlers

import (
	"bytes"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// kubectlTableAccept is what kubectl get sends.
const kubectlTableAccept = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json"

func seededConfigMaps() *fakeStorage {
	s := newConfigMapStorage()
	s.add(configMap("demo", "c1", map[string]string{"a": "b"}))
	s.add(configMap("demo", "c2", map[string]string{"x": "y", "z": "1"}))
	s.add(configMap("other", "c3", nil))
	return s
}

func TestGetResource(t *testing.T) {
	s := seededConfigMaps()
	h := GetResource(s, configMapScope(s))
	tests := []struct {
		name, url, accept string
		wantCode          int
		wantType          string
		check             func(t *testing.T, body []byte)
	}{
		{"json", "/api/v1/namespaces/demo/configmaps/c1", "application/json", 200, "application/json", func(t *testing.T, body []byte) {
			m := decodeJSON(t, body)
			if m["kind"] != "ConfigMap" || m["apiVersion"] != "v1" || m["data"].(map[string]interface{})["a"] != "b" {
				t.Errorf("got %s; want the v1 ConfigMap c1", body)
			}
		}},
		{"yaml", "/api/v1/namespaces/demo/configmaps/c1", "application/yaml", 200, "application/yaml", func(t *testing.T, body []byte) {
			if !bytes.Contains(body, []byte("kind: ConfigMap")) {
				t.Errorf("got %s; want YAML", body)
			}
		}},
		{"protobuf", "/api/v1/namespaces/demo/configmaps/c1", "application/vnd.kubernetes.protobuf,application/json", 200, "application/vnd.kubernetes.protobuf", func(t *testing.T, body []byte) {
			obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), body)
			if err != nil {
				t.Fatal(err)
			}
			if cm, ok := obj.(*corev1.ConfigMap); !ok || cm.Name != "c1" {
				t.Errorf("got %#v; want v1 ConfigMap c1", obj)
			}
		}},
		{"table", "/api/v1/namespaces/demo/configmaps/c1", kubectlTableAccept, 200, "application/json", func(t *testing.T, body []byte) {
			m := decodeJSON(t, body)
			rows := m["rows"].([]interface{})
			row := rows[0].(map[string]interface{})
			object := row["object"].(map[string]interface{})
			if m["kind"] != "Table" || m["apiVersion"] != "meta.k8s.io/v1" || len(rows) != 1 || object["kind"] != "PartialObjectMetadata" {
				t.Errorf("got %s; want a one-row Table with PartialObjectMetadata", body)
			}
		}},
		{"table v1beta1", "/api/v1/namespaces/demo/configmaps/c1", "application/json;as=Table;v=v1beta1;g=meta.k8s.io", 200, "application/json", func(t *testing.T, body []byte) {
			m := decodeJSON(t, body)
			row := m["rows"].([]interface{})[0].(map[string]interface{})
			if m["apiVersion"] != "meta.k8s.io/v1beta1" || row["object"].(map[string]interface{})["apiVersion"] != "meta.k8s.io/v1beta1" {
				t.Errorf("got %s; want a meta.k8s.io/v1beta1 Table", body)
			}
		}},
		{"table as yaml", "/api/v1/namespaces/demo/configmaps/c1", "application/yaml;as=Table;v=v1;g=meta.k8s.io", 200, "application/yaml", func(t *testing.T, body []byte) {
			if !bytes.Contains(body, []byte("kind: Table")) || !bytes.Contains(body, []byte("kind: PartialObjectMetadata")) {
				t.Errorf("got %s; want a YAML Table", body)
			}
		}},
		{"table as protobuf is not offered", "/api/v1/namespaces/demo/configmaps/c1", "application/vnd.kubernetes.protobuf;as=Table;v=v1;g=meta.k8s.io", 406, "application/json", nil},
		{"partial object metadata as protobuf", "/api/v1/namespaces/demo/configmaps/c1", "application/vnd.kubernetes.protobuf;as=PartialObjectMetadata;v=v1;g=meta.k8s.io", 200, "application/vnd.kubernetes.protobuf", func(t *testing.T, body []byte) {
			obj, err := runtime.Decode(metaCodecs.UniversalDeserializer(), body)
			if err != nil {
				t.Fatal(err)
			}
			if p, ok := obj.(*metav1.PartialObjectMetadata); !ok || p.Name != "c1" || p.Kind != "PartialObjectMetadata" {
				t.Errorf("got %#v; want c1's PartialObjectMetadata", obj)
			}
		}},
		{"partial object metadata", "/api/v1/namespaces/demo/configmaps/c1", "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1", 200, "application/json", func(t *testing.T, body []byte) {
			m := decodeJSON(t, body)
			if m["kind"] != "PartialObjectMetadata" || m["data"] != nil || m["metadata"].(map[string]interface{})["name"] != "c1" {
				t.Errorf("got %s; want c1's PartialObjectMetadata", body)
			}
		}},
		{"not found", "/api/v1/namespaces/demo/configmaps/nope", "application/json", 404, "application/json", func(t *testing.T, body []byte) {
			m := decodeJSON(t, body)
			if m["message"] != `configmaps "nope" not found` || m["reason"] != "NotFound" {
				t.Errorf("got %s; want upstream's 404 Status", body)
			}
		}},
		{"not acceptable", "/api/v1/namespaces/demo/configmaps/c1", "text/html", 406, "application/json", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := call(h, "GET", tt.url, nil, "Accept", tt.accept)
			if rec.Code != tt.wantCode || rec.Header().Get("Content-Type") != tt.wantType {
				t.Fatalf("got %d %q; want %d %q (body %s)", rec.Code, rec.Header().Get("Content-Type"), tt.wantCode, tt.wantType, rec.Body.String())
			}
			if tt.check != nil {
				tt.check(t, rec.Body.Bytes())
			}
		})
	}
}

func TestGetResourceOptions(t *testing.T) {
	s := seededConfigMaps()
	h := GetResource(s, configMapScope(s))
	rec := call(h, "GET", "/api/v1/namespaces/demo/configmaps/c1?resourceVersion=abc&pretty=true", nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "\n  \"kind\"") {
		t.Errorf("got %d %s; want an indented 200", rec.Code, rec.Body.String())
	}
}

func TestListResource(t *testing.T) {
	tests := []struct {
		name, url, accept string
		wantCode          int
		check             func(t *testing.T, s *fakeStorage, body []byte)
	}{
		{"namespace", "/api/v1/namespaces/demo/configmaps?limit=500", "application/json", 200, func(t *testing.T, s *fakeStorage, body []byte) {
			m := decodeJSON(t, body)
			meta := m["metadata"].(map[string]interface{})
			if m["kind"] != "ConfigMapList" || len(m["items"].([]interface{})) != 2 || meta["resourceVersion"] != "103" || meta["continue"] != "next" {
				t.Errorf("got %s; want the two ConfigMaps of demo, resourceVersion 103, continue next", body)
			}
			if s.listOptions.Limit != 500 {
				t.Errorf("got limit %d; want 500 passed to storage", s.listOptions.Limit)
			}
		}},
		{"all namespaces", "/api/v1/configmaps", "application/json", 200, func(t *testing.T, s *fakeStorage, body []byte) {
			if n := len(decodeJSON(t, body)["items"].([]interface{})); n != 3 {
				t.Errorf("got %d items; want 3", n)
			}
		}},
		{"empty list has items []", "/api/v1/namespaces/empty/configmaps", "application/json", 200, func(t *testing.T, s *fakeStorage, body []byte) {
			if !bytes.Contains(body, []byte(`"items":[]`)) {
				t.Errorf("got %s; want \"items\":[]", body)
			}
		}},
		{"field selector", "/api/v1/namespaces/demo/configmaps?fieldSelector=metadata.name%3Dc2", "application/json", 200, func(t *testing.T, s *fakeStorage, body []byte) {
			items := decodeJSON(t, body)["items"].([]interface{})
			if len(items) != 1 {
				t.Errorf("got %d items; want c2 only", len(items))
			}
		}},
		{"table", "/api/v1/namespaces/demo/configmaps?limit=500", kubectlTableAccept, 200, func(t *testing.T, s *fakeStorage, body []byte) {
			m := decodeJSON(t, body)
			rows := m["rows"].([]interface{})
			cols := m["columnDefinitions"].([]interface{})
			cells := rows[1].(map[string]interface{})["cells"].([]interface{})
			if m["kind"] != "Table" || len(rows) != 2 || len(cols) != 2 || cells[0] != "c2" || cells[1] != float64(2) {
				t.Errorf("got %s; want a two-row Table", body)
			}
		}},
		{"table includeObject=Object", "/api/v1/namespaces/demo/configmaps?includeObject=Object", kubectlTableAccept, 200, func(t *testing.T, s *fakeStorage, body []byte) {
			row := decodeJSON(t, body)["rows"].([]interface{})[0].(map[string]interface{})
			if obj := row["object"].(map[string]interface{}); obj["kind"] != "ConfigMap" || obj["apiVersion"] != "v1" {
				t.Errorf("got row object %v; want the v1 ConfigMap", obj)
			}
		}},
		{"table includeObject=None", "/api/v1/namespaces/demo/configmaps?includeObject=None", kubectlTableAccept, 200, func(t *testing.T, s *fakeStorage, body []byte) {
			if !bytes.Contains(body, []byte(`"object":null`)) {
				t.Errorf("got %s; want rows without objects", body)
			}
		}},
		{"table includeObject=Bad", "/api/v1/namespaces/demo/configmaps?includeObject=Bad", kubectlTableAccept, 400, func(t *testing.T, s *fakeStorage, body []byte) {
			if m := decodeJSON(t, body); !strings.HasPrefix(m["message"].(string), "Unable to convert to Table as requested: includeObject: Invalid value") {
				t.Errorf("got %s; want upstream's message", body)
			}
		}},
		{"partial object metadata list", "/api/v1/namespaces/demo/configmaps", "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1", 200, func(t *testing.T, s *fakeStorage, body []byte) {
			m := decodeJSON(t, body)
			item := m["items"].([]interface{})[0].(map[string]interface{})
			if m["kind"] != "PartialObjectMetadataList" || item["kind"] != "PartialObjectMetadata" || m["metadata"].(map[string]interface{})["resourceVersion"] != "103" {
				t.Errorf("got %s; want a PartialObjectMetadataList", body)
			}
		}},
		{"partial object metadata of a list", "/api/v1/namespaces/demo/configmaps", "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1", 406, nil},
		{"bad label selector", "/api/v1/namespaces/demo/configmaps?labelSelector=a+in+(b", "application/json", 400, nil},
		{"bad field selector", "/api/v1/namespaces/demo/configmaps?fieldSelector=data.a%3Db", "application/json", 400, nil},
		{"bad limit", "/api/v1/namespaces/demo/configmaps?limit=x", "application/json", 400, nil},
		{"sendInitialEvents on a list", "/api/v1/namespaces/demo/configmaps?sendInitialEvents=true", "application/json", 422, func(t *testing.T, s *fakeStorage, body []byte) {
			want := `ListOptions.meta.k8s.io "" is invalid: sendInitialEvents: Forbidden: sendInitialEvents is forbidden for list`
			if m := decodeJSON(t, body); m["message"] != want {
				t.Errorf("got %q; want %q", m["message"], want)
			}
		}},
		{"resourceVersionMatch without resourceVersion", "/api/v1/namespaces/demo/configmaps?resourceVersionMatch=NotOlderThan", "application/json", 422, nil},
		{"watch with a bad resourceVersionMatch", "/api/v1/namespaces/demo/configmaps?watch=true&sendInitialEvents=true&resourceVersionMatch=Exact", "application/json", 422, func(t *testing.T, s *fakeStorage, body []byte) {
			want := `ListOptions.meta.k8s.io "" is invalid: [resourceVersionMatch: Forbidden: sendInitialEvents requires setting resourceVersionMatch to NotOlderThan, resourceVersionMatch: Unsupported value: "Exact": supported values: "NotOlderThan"]`
			if m := decodeJSON(t, body); m["message"] != want {
				t.Errorf("got %q; want %q", m["message"], want)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			s.listContinue = "next"
			h := ListResource(s, s, configMapScope(s), false, 0)
			rec := call(h, "GET", tt.url, nil, "Accept", tt.accept)
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (body %s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if tt.check != nil {
				tt.check(t, s, rec.Body.Bytes())
			}
		})
	}
}

func TestListResourceWatchNotSupported(t *testing.T) {
	s := seededConfigMaps()
	rec := call(ListResource(s, nil, configMapScope(s), false, 0), "GET", "/api/v1/namespaces/demo/configmaps?watch=true", nil)
	expectStatus(t, rec, http.StatusMethodNotAllowed, metav1.StatusReasonMethodNotAllowed, "watch is not supported")
}

func TestRequestScopeAllowsMediaTypeTransform(t *testing.T) {
	s := newConfigMapStorage()
	withTable := configMapScope(s)
	withoutTable := configMapScope(s)
	withoutTable.TableConvertor = nil
	gvk := func(g, v, k string) *struct{ g, v, k string } { return &struct{ g, v, k string }{g, v, k} }
	tests := []struct {
		scope   *RequestScope
		subtype string
		target  *struct{ g, v, k string }
		want    bool
	}{
		{withTable, "json", nil, true},
		{withTable, "json", gvk("meta.k8s.io", "v1", "Table"), true},
		{withTable, "yaml", gvk("meta.k8s.io", "v1beta1", "Table"), true},
		{withTable, "vnd.kubernetes.protobuf", gvk("meta.k8s.io", "v1", "Table"), false},
		{withoutTable, "json", gvk("meta.k8s.io", "v1", "Table"), false},
		{withTable, "vnd.kubernetes.protobuf", gvk("meta.k8s.io", "v1", "PartialObjectMetadata"), true},
		{withTable, "json", gvk("meta.k8s.io", "v1beta1", "PartialObjectMetadataList"), true},
		{withTable, "json", gvk("meta.k8s.io", "v2", "Table"), false},
		{withTable, "json", gvk("apidiscovery.k8s.io", "v2", "APIGroupDiscoveryList"), false},
	}
	for _, tt := range tests {
		var target *schemaGVK
		if tt.target != nil {
			target = &schemaGVK{Group: tt.target.g, Version: tt.target.v, Kind: tt.target.k}
		}
		if got := tt.scope.AllowsMediaTypeTransform("application", tt.subtype, target); got != tt.want {
			t.Errorf("%s %v (table convertor %v): got %v; want %v", tt.subtype, tt.target, tt.scope.TableConvertor != nil, got, tt.want)
		}
	}
	if !withTable.AllowsServerVersion("v1") || withTable.AllowsServerVersion("v2") || !withTable.AllowsStreamSchema("watch") {
		t.Errorf("server version or stream schema restrictions differ from upstream's")
	}
}

func TestContextBasedNaming(t *testing.T) {
	n := ContextBasedNaming{}
	ns, name, err := n.ObjectName(configMap("demo", "c1", nil))
	if ns != "demo" || name != "c1" || err != nil {
		t.Errorf("got %q %q %v; want demo c1", ns, name, err)
	}
	if _, _, err := n.ObjectName(configMap("demo", "", nil)); !reflect.DeepEqual(err, errEmptyName) {
		t.Errorf("got %v; want %v", err, errEmptyName)
	}
	req := newRequest("GET", "/api/v1/namespaces/demo/configmaps")
	if _, _, err := n.Name(req); err != errEmptyName {
		t.Errorf("list request: got %v; want errEmptyName", err)
	}
	if _, err := n.Namespace(newRequestWithoutInfo()); err == nil {
		t.Errorf("request without RequestInfo: got nil error")
	}
}
