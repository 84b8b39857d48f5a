package openapi_test

import (
	"encoding/json"
	"slices"
	"testing"
)

// lookup walks a decoded JSON document by keys (array indexes as ints).
func lookup(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			a, _ := v.([]any)
			if k >= len(a) {
				return nil
			}
			v = a[k]
		}
	}
	return v
}

// withoutDescription is v as compact JSON, its top-level description removed.
func withoutDescription(t *testing.T, v any) string {
	t.Helper()
	if m, ok := v.(map[string]any); ok {
		c := map[string]any{}
		for k, x := range m {
			if k != "description" {
				c[k] = x
			}
		}
		v = c
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

const itemPath = "/apis/apps/v1/namespaces/{namespace}/deployments/{name}"

// docs returns the v2 document and its definitions, and the v3 apps/v1
// document and its schemas, by version name.
func docs(t *testing.T) map[string][2]any {
	v2, v3 := documents(t)
	return map[string][2]any{
		"v2": {v2, v2["definitions"]},
		"v3": {v3, lookup(v3, "components", "schemas")},
	}
}

func TestDefinitionNamesAreUpstreams(t *testing.T) {
	names := []string{
		"io.k8s.api.apps.v1.Deployment",
		"io.k8s.api.apps.v1.DeploymentSpec",
		"io.k8s.api.apps.v1.DeploymentList",
		"io.k8s.api.core.v1.PodSpec",
		"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta",
		"io.k8s.apimachinery.pkg.apis.meta.v1.Time",
		"io.k8s.apimachinery.pkg.apis.meta.v1.Patch",
		"io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
		"io.k8s.apimachinery.pkg.api.resource.Quantity",
		"io.k8s.apimachinery.pkg.util.intstr.IntOrString",
	}
	for version, d := range docs(t) {
		for _, name := range names {
			if lookup(d[1], name) == nil {
				t.Errorf("%s: got no definition %s; want one", version, name)
			}
		}
	}
}

func TestGroupVersionKindOfDefinitions(t *testing.T) {
	tests := []struct {
		version, definition, want string
	}{
		{"v2", "io.k8s.api.apps.v1.Deployment", `[{"group":"apps","kind":"Deployment","version":"v1"}]`},
		{"v3", "io.k8s.api.apps.v1.Deployment", `[{"group":"apps","kind":"Deployment","version":"v1"}]`},
		{"v3", "io.k8s.api.apps.v1.DeploymentList", `[{"group":"apps","kind":"DeploymentList","version":"v1"}]`},
		// v3 keeps the document's group version and core v1; v2 keeps all.
		{"v3", "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
			`[{"group":"","kind":"DeleteOptions","version":"v1"},{"group":"apps","kind":"DeleteOptions","version":"v1"}]`},
		{"v2", "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
			`[{"group":"","kind":"DeleteOptions","version":"v1"},{"group":"apps","kind":"DeleteOptions","version":"v1"},{"group":"apps","kind":"DeleteOptions","version":"v1beta1"},{"group":"autoscaling","kind":"DeleteOptions","version":"v1"},{"group":"autoscaling","kind":"DeleteOptions","version":"v2"}]`},
		{"v3", "io.k8s.api.apps.v1.DeploymentSpec", `null`},
	}
	d := docs(t)
	for _, tt := range tests {
		t.Run(tt.version+" "+tt.definition, func(t *testing.T) {
			got := withoutDescription(t, lookup(d[tt.version][1], tt.definition, "x-kubernetes-group-version-kind"))
			if got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

// TestPatchOperationTellsKubectlTheServerValidates checks what kubectl's
// query-parameter verifier looks for: the PATCH operation of the kind,
// by its GVK extension, with a fieldValidation query parameter.
func TestPatchOperationTellsKubectlTheServerValidates(t *testing.T) {
	for version, d := range docs(t) {
		patch := lookup(d[0], "paths", itemPath, "patch")
		if got := withoutDescription(t, lookup(patch, "x-kubernetes-group-version-kind")); got != `{"group":"apps","kind":"Deployment","version":"v1"}` {
			t.Errorf("%s: got PATCH GVK %s; want apps/v1 Deployment", version, got)
		}
		if got := lookup(patch, "x-kubernetes-action"); got != "patch" {
			t.Errorf("%s: got action %v; want patch", version, got)
		}
		var names []string
		params, _ := lookup(patch, "parameters").([]any)
		for _, p := range params {
			if lookup(p, "in") == "query" {
				names = append(names, lookup(p, "name").(string))
			}
		}
		if !slices.Contains(names, "fieldValidation") {
			t.Errorf("%s: got PATCH query parameters %v; want fieldValidation among them", version, names)
		}
	}
	_, v3 := documents(t)
	ref := lookup(v3, "paths", itemPath, "patch", "requestBody", "content", "application/strategic-merge-patch+json", "schema", "$ref")
	if ref != "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.Patch" {
		t.Errorf("got strategic merge patch body %v; want a reference to meta/v1 Patch", ref)
	}
}

func TestWireTypeSchemas(t *testing.T) {
	tests := []struct {
		version, definition, want string
	}{
		{"v2", "io.k8s.apimachinery.pkg.util.intstr.IntOrString", `{"format":"int-or-string","type":"string"}`},
		{"v3", "io.k8s.apimachinery.pkg.util.intstr.IntOrString", `{"format":"int-or-string","oneOf":[{"type":"integer"},{"type":"string"}]}`},
		{"v2", "io.k8s.apimachinery.pkg.api.resource.Quantity", `{"type":"string"}`},
		{"v3", "io.k8s.apimachinery.pkg.api.resource.Quantity", `{"oneOf":[{"type":"string"},{"type":"number"}]}`},
		{"v2", "io.k8s.apimachinery.pkg.apis.meta.v1.Time", `{"format":"date-time","type":"string"}`},
		{"v3", "io.k8s.apimachinery.pkg.apis.meta.v1.Time", `{"format":"date-time","type":"string"}`},
		{"v3", "io.k8s.apimachinery.pkg.apis.meta.v1.Patch", `{"type":"object"}`},
		{"v3", "io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1", `{"type":"object"}`},
	}
	d := docs(t)
	for _, tt := range tests {
		t.Run(tt.version+" "+tt.definition, func(t *testing.T) {
			if got := withoutDescription(t, lookup(d[tt.version][1], tt.definition)); got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

func TestPropertySchemas(t *testing.T) {
	const core, apps, meta = "io.k8s.api.core.v1.", "io.k8s.api.apps.v1.", "io.k8s.apimachinery.pkg.apis.meta.v1."
	tests := []struct {
		version, definition, property, want string
	}{
		// v3 wraps a $ref with siblings in allOf; a struct held by value defaults to {}.
		{"v3", apps + "Deployment", "spec", `{"allOf":[{"$ref":"#/components/schemas/io.k8s.api.apps.v1.DeploymentSpec"}],"default":{}}`},
		{"v2", apps + "Deployment", "spec", `{"$ref":"#/definitions/io.k8s.api.apps.v1.DeploymentSpec"}`},
		{"v3", meta + "ObjectMeta", "creationTimestamp", `{"allOf":[{"$ref":"#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.Time"}]}`},
		{"v3", apps + "RollingUpdateDeployment", "maxSurge", `{"allOf":[{"$ref":"#/components/schemas/io.k8s.apimachinery.pkg.util.intstr.IntOrString"}]}`},
		{"v3", core + "ResourceRequirements", "limits", `{"additionalProperties":{"$ref":"#/components/schemas/io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}`},
		{"v3", apps + "DeploymentSpec", "replicas", `{"format":"int32","type":"integer"}`},
		{"v3", core + "Container", "name", `{"default":"","type":"string"}`},
		{"v2", core + "Container", "name", `{"type":"string"}`},
		{"v3", core + "PodSpec", "containers",
			`{"items":{"$ref":"#/components/schemas/io.k8s.api.core.v1.Container"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}`},
		{"v3", core + "Container", "ports",
			`{"items":{"$ref":"#/components/schemas/io.k8s.api.core.v1.ContainerPort"},"type":"array","x-kubernetes-list-map-keys":["containerPort","protocol"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"containerPort","x-kubernetes-patch-strategy":"merge"}`},
		{"v2", meta + "ObjectMeta", "finalizers", `{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set","x-kubernetes-patch-strategy":"merge"}`},
		{"v2", core + "PodSpec", "nodeSelector", `{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"atomic"}`},
		{"v2", apps + "DeploymentSpec", "strategy", `{"$ref":"#/definitions/io.k8s.api.apps.v1.DeploymentStrategy","x-kubernetes-patch-strategy":"retainKeys"}`},
		{"v3", meta + "ObjectMeta", "labels", `{"additionalProperties":{"type":"string"},"type":"object"}`},
	}
	d := docs(t)
	for _, tt := range tests {
		t.Run(tt.version+" "+tt.definition+"."+tt.property, func(t *testing.T) {
			got := withoutDescription(t, lookup(d[tt.version][1], tt.definition, "properties", tt.property))
			if got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

func TestRequiredFields(t *testing.T) {
	tests := []struct{ definition, want string }{
		{"io.k8s.api.apps.v1.DeploymentSpec", `["selector","template"]`},
		{"io.k8s.api.core.v1.PodSpec", `["containers"]`},
		{"io.k8s.api.core.v1.Container", `["name"]`},
		{"io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference", `["apiVersion","kind","name","uid"]`},
		{"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta", `null`},
	}
	_, v3 := documents(t)
	for _, tt := range tests {
		t.Run(tt.definition, func(t *testing.T) {
			got := withoutDescription(t, lookup(v3, "components", "schemas", tt.definition, "required"))
			if got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

// TestDescriptions checks what kubectl explain prints: the descriptions of
// a kind, its fields, and the types they refer to.
func TestDescriptions(t *testing.T) {
	paths := [][]any{
		{"io.k8s.api.apps.v1.Deployment", "description"},
		{"io.k8s.api.apps.v1.Deployment", "properties", "spec", "description"},
		{"io.k8s.api.apps.v1.DeploymentSpec", "description"},
		{"io.k8s.api.apps.v1.DeploymentSpec", "properties", "replicas", "description"},
		{"io.k8s.api.apps.v1.DeploymentSpec", "properties", "template", "description"},
		{"io.k8s.api.core.v1.Probe", "properties", "httpGet", "description"}, // promoted from ProbeHandler
		{"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta", "properties", "name", "description"},
	}
	for version, d := range docs(t) {
		for _, p := range paths {
			if got, _ := lookup(d[1], p...).(string); got == "" {
				t.Errorf("%s: got no description at %v; want one", version, p)
			}
		}
	}
	_, v3 := documents(t)
	got := lookup(v3, "components", "schemas", "io.k8s.api.apps.v1.DeploymentSpec", "description").(string)
	if want := "DeploymentSpec is the desired state of a deployment. In apps/v1 the selector is required and is not defaulted from the template."; got != want {
		t.Errorf("got %q; want our doc comment without its Upstream: line, %q", got, want)
	}
}

func TestCommonParametersSitOnThePath(t *testing.T) {
	_, v3 := documents(t)
	var got []string
	params, _ := lookup(v3, "paths", itemPath, "parameters").([]any)
	for _, p := range params {
		got = append(got, lookup(p, "in").(string)+":"+lookup(p, "name").(string))
	}
	want := []string{"path:name", "path:namespace", "query:pretty"}
	if !slices.Equal(got, want) {
		t.Errorf("got path parameters %v; want %v", got, want)
	}
}
