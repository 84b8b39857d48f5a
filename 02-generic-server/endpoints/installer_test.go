package endpoints

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	appsinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	autoscalinginstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// testScheme has the core, apps and autoscaling groups, as legacyscheme.
func testScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	coreinstall.Install(s)
	appsinstall.Install(s)
	autoscalinginstall.Install(s)
	return s
}

// Storages with fewer abilities than a memory Store: each embeds only the
// methods of its abilities, so the installer's type assertions see only those.
type (
	// getterOnly can make objects and read one.
	getterOnly struct{ s *memory.Store }
	// getterLister can also list (and render tables).
	getterLister struct{ getterOnly }
	// shortNamed is a full store with short names and categories.
	shortNamed struct{ *memory.Store }
)

func (g getterOnly) New() runtime.Object       { return g.s.New() }
func (g getterOnly) Destroy()                  {}
func (g getterOnly) NamespaceScoped() bool     { return g.s.NamespaceScoped() }
func (g getterOnly) GetSingularName() string   { return g.s.GetSingularName() }
func (g getterLister) NewList() runtime.Object { return g.s.NewList() }
func (s shortNamed) ShortNames() []string      { return []string{"cm"} }
func (s shortNamed) Categories() []string      { return []string{"all"} }
func (g getterOnly) Get(ctx context.Context, name string, o *metav1.GetOptions) (runtime.Object, error) {
	return g.s.Get(ctx, name, o)
}
func (g getterLister) List(ctx context.Context, o *metainternalversion.ListOptions) (runtime.Object, error) {
	return g.s.List(ctx, o)
}
func (g getterLister) ConvertToTable(ctx context.Context, obj, opts runtime.Object) (*metav1.Table, error) {
	return g.s.ConvertToTable(ctx, obj, opts)
}

// scaleREST is a deployments/scale that serves autoscaling/v1 Scale.
type scaleREST struct{ getterOnly }

func (scaleREST) New() runtime.Object { return &autoscaling.Scale{} }
func (scaleREST) GroupVersionKind(schema.GroupVersion) schema.GroupVersionKind {
	return autoscalingv1.SchemeGroupVersion.WithKind("Scale")
}
func (s scaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, cv rest.ValidateObjectFunc,
	uv rest.ValidateObjectUpdateFunc, force bool, o *metav1.UpdateOptions) (runtime.Object, bool, error) {
	return nil, false, nil
}

func newStore(t *testing.T, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource, singular string, namespaced bool) *memory.Store {
	t.Helper()
	s := &memory.Store{NewFunc: newFunc, NewListFunc: newListFunc, DefaultQualifiedResource: gr,
		SingularQualifiedResource: schema.GroupResource{Group: gr.Group, Resource: singular}, Namespaced: namespaced}
	if err := s.Complete(); err != nil {
		t.Fatal(err)
	}
	return s
}

func configMaps(t *testing.T) *memory.Store {
	return newStore(t, func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} },
		core.Resource("configmaps"), "configmap", true)
}

func namespaces(t *testing.T) *memory.Store {
	return newStore(t, func() runtime.Object { return &core.Namespace{} }, func() runtime.Object { return &core.NamespaceList{} },
		core.Resource("namespaces"), "namespace", false)
}

func deployments(t *testing.T) *memory.Store {
	return newStore(t, func() runtime.Object { return &apps.Deployment{} }, func() runtime.Object { return &apps.DeploymentList{} },
		apps.Resource("deployments"), "deployment", true)
}

// groupVersion returns an APIGroupVersion of gv over storage, as the
// server builds it.
func groupVersion(scheme *runtime.Scheme, root string, gv schema.GroupVersion, storage map[string]rest.Storage) *APIGroupVersion {
	return &APIGroupVersion{
		Storage: storage, Root: root, GroupVersion: gv,
		OptionsExternalVersion: &schema.GroupVersion{Version: "v1"},
		Serializer:             serializer.NewCodecFactory(scheme),
		ParameterCodec:         runtime.NewParameterCodec(scheme),
		Typer:                  scheme, Creater: scheme, Convertor: scheme, Defaulter: scheme, UnsafeConvertor: scheme,
	}
}

// TestInstallGolden installs storages with each combination of abilities
// and compares the routes (method, path, operation, action, kind,
// parameters, bodies) and the APIResources with testdata/<case>.golden.
// Run `go test ./02-generic-server/endpoints -run TestInstallGolden -update`
// after a deliberate change.
func TestInstallGolden(t *testing.T) {
	tests := []struct {
		name    string
		root    string
		gv      schema.GroupVersion
		storage func(t *testing.T) map[string]rest.Storage
	}{
		{"getter-only", "/api", corev1.SchemeGroupVersion, func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"configmaps": getterOnly{configMaps(t)}}
		}},
		{"getter-lister", "/api", corev1.SchemeGroupVersion, func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"configmaps": getterLister{getterOnly{configMaps(t)}}}
		}},
		{"standard-namespaced", "/api", corev1.SchemeGroupVersion, func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"configmaps": shortNamed{configMaps(t)}}
		}},
		{"standard-cluster", "/api", corev1.SchemeGroupVersion, func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"namespaces": namespaces(t)}
		}},
		{"subresources", "/apis", appsv1.SchemeGroupVersion, func(t *testing.T) map[string]rest.Storage {
			d := deployments(t)
			return map[string]rest.Storage{
				"deployments":        d,
				"deployments/status": memory.NewStatusREST(d),
				"deployments/scale":  scaleREST{getterOnly{d}},
			}
		}},
	}
	scheme := testScheme()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := groupVersion(scheme, tt.root, tt.gv, tt.storage(t))
			installer := &APIInstaller{group: g, prefix: tt.root + "/" + strings.TrimPrefix(tt.gv.String(), "/")}
			resources, ws, errs := installer.Install()
			if len(errs) > 0 {
				t.Fatalf("Install: %v", errs)
			}
			got := renderRoutes(ws) + "\n" + renderJSON(t, resources)
			compareGolden(t, filepath.Join("testdata", tt.name+".golden"), got)
		})
	}
}

// renderRoutes prints one line per route, sorted by path then method.
func renderRoutes(ws *restful.WebService) string {
	var lines []string
	for _, r := range ws.Routes() {
		var params []string
		for _, p := range r.ParameterDocs {
			d := p.Data()
			kind := map[int]string{restful.PathParameterKind: "path", restful.QueryParameterKind: "query", restful.BodyParameterKind: "body"}[d.Kind]
			params = append(params, kind+":"+d.Name)
		}
		sort.Strings(params)
		gvk, _ := r.Metadata[RouteMetaGVK].(schema.GroupVersionKind)
		lines = append(lines, fmt.Sprintf("%-6s %s\n       operation=%s action=%v kind=%s reads=%s writes=%s\n       params=%s",
			r.Method, r.Path, r.Operation, r.Metadata[RouteMetaAction], gvk.GroupVersion().String()+"/"+gvk.Kind,
			typeName(r.ReadSample), typeName(r.WriteSample), strings.Join(params, ",")))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n") + "\n"
}

func typeName(sample interface{}) string {
	if sample == nil {
		return "-"
	}
	t := reflect.TypeOf(sample)
	return filepath.Base(t.PkgPath()) + "." + t.Name()
}

func renderJSON(t *testing.T, v interface{}) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

// compareGolden compares got with the file, or writes it with -update.
func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs; got:\n%s\nwant:\n%s\n(run with -update after a deliberate change)", path, got, want)
	}
}

func TestInstallErrors(t *testing.T) {
	scheme := testScheme()
	tests := []struct {
		name    string
		storage func(t *testing.T) map[string]rest.Storage
		want    string
	}{
		{"subresource without parent", func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"deployments/status": memory.NewStatusREST(deployments(t))}
		}, `missing parent storage: "deployments"`},
		{"too deep", func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"a/b/c": deployments(t)}
		}, "api_installer allows only one or two segment paths"},
		{"no scoper", func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"deployments": noScope{deployments(t)}}
		}, `"deployments" must implement scoper`},
		{"kind of another group", func(t *testing.T) map[string]rest.Storage {
			return map[string]rest.Storage{"configmaps": configMaps(t)}
		}, "unable to locate fully qualified kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := groupVersion(scheme, "/apis", appsv1.SchemeGroupVersion, tt.storage(t))
			_, err := g.InstallREST(restful.NewContainer())
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v; want an error containing %q", err, tt.want)
			}
		})
	}
}

// noScope is a storage that does not say whether it is namespaced.
type noScope struct{ s *memory.Store }

func (n noScope) New() runtime.Object { return n.s.New() }
func (n noScope) Destroy()            {}

func TestConvertGroupVersionIntoToDiscovery(t *testing.T) {
	in := []metav1.APIResource{
		{Name: "deployments", SingularName: "deployment", Namespaced: true, Kind: "Deployment", Verbs: []string{"get"}, ShortNames: []string{"deploy"}},
		{Name: "deployments/scale", Namespaced: true, Group: "autoscaling", Version: "v1", Kind: "Scale", Verbs: []string{"get", "patch", "update"}},
		{Name: "orphans/status", Namespaced: false, Kind: "", Verbs: []string{"get"}},
	}
	got, err := ConvertGroupVersionIntoToDiscovery(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"resource":"deployments","responseKind":{"group":"","version":"","kind":"Deployment"},"scope":"Namespaced","singularResource":"deployment","verbs":["get"],"shortNames":["deploy"],` +
		`"subresources":[{"subresource":"scale","responseKind":{"group":"autoscaling","version":"v1","kind":"Scale"},"verbs":["get","patch","update"]}]},` +
		`{"resource":"orphans","responseKind":{"group":"","version":"","kind":""},"scope":"Cluster","singularResource":"","verbs":null,` +
		`"subresources":[{"subresource":"status","responseKind":{"group":"","version":"","kind":""},"verbs":["get"]}]}]`
	if b, _ := json.Marshal(got); string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	_, err = ConvertGroupVersionIntoToDiscovery([]metav1.APIResource{{Name: "a", Namespaced: true}, {Name: "a/status"}})
	if err == nil || !strings.Contains(err.Error(), "subresource status of a is Cluster-scoped") {
		t.Errorf("scope mismatch: got %v; want an error", err)
	}
}

func TestGetArticleForNoun(t *testing.T) {
	for noun, want := range map[string]string{"Deployment": " a ", "Ingress": " an ", "Endpoints": " ", "Class": " a "} {
		if got := GetArticleForNoun(noun, " "); got != want {
			t.Errorf("%s: got %q; want %q", noun, got, want)
		}
	}
}
