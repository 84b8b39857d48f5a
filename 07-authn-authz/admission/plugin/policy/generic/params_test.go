package generic

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // into legacyscheme
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

type namespaced struct{ *informerstest.Storage }

func (namespaced) NamespaceScoped() bool { return true }

func configMap(ns, name string, labels map[string]string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, Labels: labels}, Data: map[string]string{"max": "3"}}
}

// paramSource resolves v1 ConfigMap over a synced informer of cms.
func paramSource(t *testing.T, cms ...runtime.Object) (*ParamResolver, *ParamSource) {
	t.Helper()
	gr := schema.GroupResource{Resource: "configmaps"}
	st := informerstest.NewStorage(gr, func() runtime.Object { return &core.ConfigMap{} }, func() runtime.Object { return &core.ConfigMapList{} }, cms...)
	storages := informers.NewStorages()
	storages.Add(gr, namespaced{st})
	factory := informers.NewSharedInformerFactory(storages)
	r := &ParamResolver{Factory: factory, Storages: storages, Scheme: legacyscheme.Scheme}
	source, err := r.Resolve(&admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	factory.Start(ctx)
	factory.WaitForCacheSync(ctx)
	return r, source
}

func TestResolve(t *testing.T) {
	r, source := paramSource(t)
	if !source.Namespaced || source.Kind != (schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}) {
		t.Errorf("got %+v; want namespaced v1 ConfigMap", source)
	}
	_, err := r.Resolve(&admissionregistration.ParamKind{APIVersion: "example.com/v1", Kind: "Widget"})
	if want := "failed to find resource referenced by paramKind: 'example.com/v1, Kind=Widget'"; err == nil || err.Error() != want {
		t.Errorf("got %v; want %q", err, want)
	}
}

func TestCollectParams(t *testing.T) {
	_, source := paramSource(t,
		configMap("default", "limits", nil),
		configMap("team-a", "limits", map[string]string{"tier": "gold"}),
		configMap("team-a", "other", map[string]string{"tier": "gold"}))
	kind := &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"}
	deny, allow := admissionregistration.DenyAction, admissionregistration.AllowAction
	gold := &metav1.LabelSelector{MatchLabels: map[string]string{"tier": "gold"}}
	for _, tc := range []struct {
		name      string
		kind      *admissionregistration.ParamKind
		ref       *admissionregistration.ParamRef
		namespace string
		want      []string // namespace/name of each param; "<nil>" for a nil param
		wantErr   string
	}{
		{"no paramKind", nil, &admissionregistration.ParamRef{Name: "limits"}, "default", []string{"<nil>"}, ""},
		{"no paramRef", kind, nil, "default", []string{"<nil>"}, ""},
		{"by name, the request's namespace", kind, &admissionregistration.ParamRef{Name: "limits"}, "team-a", []string{"team-a/limits"}, ""},
		{"by name, the ref's namespace", kind, &admissionregistration.ParamRef{Name: "limits", Namespace: "default"}, "team-a", []string{"default/limits"}, ""},
		{"by selector", kind, &admissionregistration.ParamRef{Selector: gold}, "team-a", []string{"team-a/limits", "team-a/other"}, ""},
		{"missing, Allow", kind, &admissionregistration.ParamRef{Name: "nope", ParameterNotFoundAction: &allow}, "default", nil, ""},
		{"missing, Deny", kind, &admissionregistration.ParamRef{Name: "nope", ParameterNotFoundAction: &deny}, "default", nil,
			"no params found for policy binding with `Deny` parameterNotFoundAction"},
		{"cluster-scoped request", kind, &admissionregistration.ParamRef{Name: "limits"}, "", nil,
			"cannot use namespaced paramRef in policy binding that matches cluster-scoped resources"},
		{"name and selector", kind, &admissionregistration.ParamRef{Name: "limits", Selector: gold}, "default", nil,
			"paramRef.name and paramRef.selector are mutually exclusive"},
		{"neither", kind, &admissionregistration.ParamRef{}, "default", nil, "one of name or selector must be provided"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			params, err := CollectParams(tc.kind, source, tc.ref, tc.namespace)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("got %v; want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range params {
				if p == nil {
					got = append(got, "<nil>")
					continue
				}
				cm, ok := p.(*corev1.ConfigMap)
				if !ok || cm.APIVersion != "v1" || cm.Kind != "ConfigMap" {
					t.Fatalf("got param %T %v; want a v1 ConfigMap with its kind set", p, p.GetObjectKind().GroupVersionKind())
				}
				got = append(got, cm.Namespace+"/"+cm.Name)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("got %v; want %v", got, tc.want)
			}
		})
	}
}
