package patch

import (
	gojson "encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types/ref"
	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/library"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
)

var deploymentKind = schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}

const deploymentYAML = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: default
  labels: {app: web}
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: nginx
        image: nginx:1.27
        args: ["-g", "daemon off;"]
`

// deployment is the apps/v1 Deployment above as its Go type.
func deployment(t *testing.T) *appsv1.Deployment {
	t.Helper()
	d := &appsv1.Deployment{}
	if err := yaml.Unmarshal([]byte(deploymentYAML), d); err != nil {
		t.Fatal(err)
	}
	d.SetGroupVersionKind(deploymentKind)
	return d
}

// evalMutation compiles and runs expr with object bound to obj's JSON,
// in the environment the admission compiler gives mutations: the base
// environment with the mutation types and jsonpatch.escapeKey.
func evalMutation(t *testing.T, expr string, obj runtime.Object) ref.Val {
	t.Helper()
	set, err := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).Extend(environment.VersionedOptions{
		IntroducedVersion: environment.MajorMinor(1, 0),
		EnvOptions: []cel.EnvOption{
			cel.Variable("object", cel.DynType),
			mutation.ResolverEnvOption(&mutation.DynamicTypeResolver{}),
			library.JSONPatch(),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	env := set.NewExpressionsEnv()
	ast, iss := env.Compile(expr)
	if iss.Err() != nil {
		t.Fatalf("compile %s: %v", expr, iss.Err())
	}
	prg, err := env.Program(ast)
	if err != nil {
		t.Fatal(err)
	}
	data, err := gojson.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	var object map[string]any
	if err := gojson.Unmarshal(data, &object); err != nil {
		t.Fatal(err)
	}
	out, _, err := prg.Eval(map[string]any{"object": object})
	if err != nil {
		t.Fatalf("eval %s: %v", expr, err)
	}
	return out
}

func TestJSONPatcher(t *testing.T) {
	tests := []struct {
		name    string
		expr    string
		check   func(d *appsv1.Deployment) string // "" when the result is right
		same    bool                              // the object is returned unchanged
		wantErr string
	}{
		{name: "add a label with an escaped key",
			expr: `[JSONPatch{op: "add", path: "/metadata/labels/" + jsonpatch.escapeKey("example.com/team"), value: "blue"}]`,
			check: func(d *appsv1.Deployment) string {
				if got := d.Labels["example.com/team"]; got != "blue" || d.Labels["app"] != "web" {
					return "labels " + strings.TrimSpace(yamlOf(d.Labels))
				}
				return ""
			}},
		{name: "replace from the object",
			expr: `[JSONPatch{op: "replace", path: "/spec/replicas", value: int(object.spec.replicas) + 3}]`,
			check: func(d *appsv1.Deployment) string {
				if *d.Spec.Replicas != 5 {
					return "replicas " + yamlOf(*d.Spec.Replicas)
				}
				return ""
			}},
		{name: "append an Object to a list",
			expr: `[JSONPatch{op: "add", path: "/spec/template/spec/containers/-", value: Object.spec.template.spec.containers{name: "sidecar", image: "busybox"}}]`,
			check: func(d *appsv1.Deployment) string {
				if c := d.Spec.Template.Spec.Containers; len(c) != 2 || c[1].Name != "sidecar" || c[1].Image != "busybox" {
					return "containers " + yamlOf(c)
				}
				return ""
			}},
		{name: "operations apply in order",
			expr: `[JSONPatch{op: "add", path: "/metadata/annotations", value: {}}, JSONPatch{op: "add", path: "/metadata/annotations/a", value: "1"}]`,
			check: func(d *appsv1.Deployment) string {
				if d.Annotations["a"] != "1" {
					return "annotations " + yamlOf(d.Annotations)
				}
				return ""
			}},
		{name: "a failed test leaves the object as it was",
			expr: `[JSONPatch{op: "test", path: "/spec/replicas", value: 9}, JSONPatch{op: "replace", path: "/spec/replicas", value: 1}]`,
			same: true},
		{name: "a path that is not there",
			expr:    `[JSONPatch{op: "remove", path: "/metadata/annotations/x"}]`,
			wantErr: "JSON Patch: "},
		{name: "a field the kind does not have",
			expr:    `[JSONPatch{op: "add", path: "/spec/nosuch", value: 1}]`,
			wantErr: `unknown field "spec.nosuch"`},
		{name: "an Object named after another field",
			expr:    `[JSONPatch{op: "add", path: "/spec/template/spec/containers/-", value: Object.spec.template.spec.containers{securityContext: Object.spec.wrong{}}}]`,
			wantErr: `type mismatch: unexpected type name "Object.spec.wrong", expected "Object.spec.template.spec.containers.securityContext"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := deployment(t)
			before := d.DeepCopy()
			patch, err := jsonPatchFromResult(evalMutation(t, tt.expr, d))
			var out runtime.Object
			if err == nil {
				out, err = applyJSONPatch(legacyscheme.Scheme, legacyscheme.Scheme, deploymentKind, d, patch)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(d, before) {
				t.Errorf("the original object changed")
			}
			got, ok := out.(*appsv1.Deployment)
			if !ok {
				t.Fatalf("got %T; want *appsv1.Deployment", out)
			}
			if tt.same {
				if !reflect.DeepEqual(got, before) {
					t.Errorf("got %s; want the object unchanged", yamlOf(got))
				}
				return
			}
			if msg := tt.check(got); msg != "" {
				t.Errorf("got %s", msg)
			}
		})
	}
}

// TestJSONPatchUnstructured: a custom resource stays Unstructured.
func TestJSONPatchUnstructured(t *testing.T) {
	u := &unstructured.Unstructured{Object: map[string]any{"apiVersion": "example.com/v1", "kind": "Widget",
		"metadata": map[string]any{"name": "w"}, "spec": map[string]any{"size": int64(1)}}}
	patch, err := jsonPatchFromResult(evalMutation(t, `[JSONPatch{op: "replace", path: "/spec/size", value: 2}, JSONPatch{op: "add", path: "/spec/color", value: "red"}]`, u))
	if err != nil {
		t.Fatal(err)
	}
	out, err := applyJSONPatch(legacyscheme.Scheme, legacyscheme.Scheme, u.GroupVersionKind(), u, patch)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := out.(*unstructured.Unstructured)
	if !ok {
		t.Fatalf("got %T; want *unstructured.Unstructured", out)
	}
	if want := map[string]any{"size": int64(2), "color": "red"}; !reflect.DeepEqual(got.Object["spec"], want) {
		t.Errorf("got spec %#v; want %#v", got.Object["spec"], want)
	}
}

// deploymentTypeConverter is the type converter the installer builds for
// apps/v1 Deployments.
func deploymentTypeConverter(t *testing.T) managedfields.TypeConverter {
	t.Helper()
	models, err := openapi.DefinitionsV3(openapi.NewDefinitionNamer(legacyscheme.Scheme), reflect.TypeFor[appsv1.Deployment]())
	if err != nil {
		t.Fatal(err)
	}
	tc, err := managedfields.NewTypeConverter(models, false)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

func TestApplyConfiguration(t *testing.T) {
	tests := []struct {
		name    string
		expr    string
		want    string // a YAML fragment the result must hold
		wantErr string
	}{
		{name: "a scalar",
			expr: `Object{spec: Object.spec{replicas: 5}}`,
			want: "replicas: 5"},
		{name: "a map merges key by key",
			expr: `Object{metadata: Object.metadata{labels: {"team": "blue"}}}`,
			want: "labels:\n    app: web\n    team: blue"},
		{name: "an associative list merges by its key",
			expr: `Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{name: "nginx", image: "nginx:1.28"}]}}}}`,
			want: "containers:\n      - args:\n        - -g\n        - daemon off;\n        image: nginx:1.28\n        name: nginx\n"},
		{name: "an atomic list is refused",
			expr:    `Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{name: "nginx", args: ["x"]}]}}}}`,
			wantErr: `invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: .spec.template.spec.containers[0].args`},
		{name: "a field the schema does not have",
			expr:    `Object{spec: Object.spec{nosuch: 1}}`,
			wantErr: "failed to convert patch object to typed object: .spec.nosuch: field not declared in schema"},
		{name: "an Object named after another field",
			expr:    `Object{spec: Object.spec{template: Object.spec.wrong{}}}`,
			wantErr: `type mismatch: unexpected type name "Object.spec.wrong", expected "Object.spec.template"`},
	}
	tc := deploymentTypeConverter(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := deployment(t)
			before := d.DeepCopy()
			patch, err := applyConfigurationFromResult(evalMutation(t, tt.expr, d), d.GroupVersionKind())
			var out runtime.Object
			if err == nil {
				out, err = ApplyStructuredMergeDiff(tc, d, patch)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(d, before) {
				t.Errorf("the original object changed")
			}
			got := yamlOf(out)
			if !strings.Contains(got, tt.want) {
				t.Errorf("got\n%s\nwant it to hold\n%s", got, tt.want)
			}
			if !strings.Contains(got, "name: web") {
				t.Errorf("got\n%s\nwant the rest of the object kept", got)
			}
		})
	}
}

// TestApplyConfigurationKindMismatch: the patch must be of the object's kind.
func TestApplyConfigurationKindMismatch(t *testing.T) {
	d := deployment(t)
	patch := &unstructured.Unstructured{Object: map[string]any{}}
	patch.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "StatefulSet"})
	_, err := ApplyStructuredMergeDiff(deploymentTypeConverter(t), d, patch)
	want := "patch (apps/v1, Kind=StatefulSet) and original object (apps/v1, Kind=Deployment) are not of the same gvk"
	if err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
	if _, err := ApplyStructuredMergeDiff(nil, d, &unstructured.Unstructured{Object: map[string]any{"apiVersion": "apps/v1", "kind": "Deployment"}}); err == nil || err.Error() != "type converter must not be nil" {
		t.Errorf("got %v; want type converter must not be nil", err)
	}
}

func yamlOf(v any) string {
	b, err := yaml.Marshal(v)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// TestTypeConverterManager: built-in kinds get their schema from the
// scheme's Go types, custom resources the deduced converter.
func TestTypeConverterManager(t *testing.T) {
	m := NewTypeConverterManager(legacyscheme.Scheme)
	tc := m.GetTypeConverter(deploymentKind)
	if tc == nil {
		t.Fatalf("got no type converter for %v; want one", deploymentKind)
	}
	if again := m.GetTypeConverter(deploymentKind); again != tc {
		t.Errorf("got a new converter on the second call; want the cached one")
	}
	d := deployment(t)
	patch, err := applyConfigurationFromResult(evalMutation(t,
		`Object{spec: Object.spec{template: Object.spec.template{spec: Object.spec.template.spec{containers: [Object.spec.template.spec.containers{name: "nginx", image: "nginx:1.28"}]}}}}`, d), deploymentKind)
	if err != nil {
		t.Fatal(err)
	}
	out, err := ApplyStructuredMergeDiff(tc, d, patch)
	if err != nil {
		t.Fatal(err)
	}
	if got := yamlOf(out); !strings.Contains(got, "image: nginx:1.28") || !strings.Contains(got, "- -g") {
		t.Errorf("got\n%s\nwant the container merged by name", got)
	}

	widget := schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Widget"}
	crTC := m.GetTypeConverter(widget)
	if crTC == nil {
		t.Fatalf("got no type converter for %v; want the deduced one", widget)
	}
	u := &unstructured.Unstructured{Object: map[string]any{"apiVersion": "example.com/v1", "kind": "Widget",
		"metadata": map[string]any{"name": "w"}, "spec": map[string]any{"size": int64(1), "tags": []any{"a"}}}}
	p := &unstructured.Unstructured{Object: map[string]any{"spec": map[string]any{"color": "red"}}}
	p.SetGroupVersionKind(widget)
	out, err = ApplyStructuredMergeDiff(crTC, u, p)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]any{"size": int64(1), "tags": []any{"a"}, "color": "red"}; !reflect.DeepEqual(out.(*unstructured.Unstructured).Object["spec"], want) {
		t.Errorf("got spec %#v; want %#v", out.(*unstructured.Unstructured).Object["spec"], want)
	}
	// The deduced schema names no fields, so nothing is found atomic: a
	// list is replaced whole, as upstream's findAtomics leaves it.
	p.Object["spec"] = map[string]any{"tags": []any{"b"}}
	out, err = ApplyStructuredMergeDiff(crTC, u, p)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := out.(*unstructured.Unstructured).Object["spec"].(map[string]any)["tags"], []any{"b"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got tags %#v; want %#v", got, want)
	}
}
