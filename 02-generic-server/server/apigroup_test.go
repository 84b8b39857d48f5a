package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	appsinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newGroupTestServer is a server whose scheme has the core and apps groups.
func newGroupTestServer(t *testing.T) (*GenericAPIServer, *runtime.Scheme, serializer.CodecFactory) {
	t.Helper()
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	appsinstall.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	s, err := NewConfig(codecs).Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	return s, scheme, codecs
}

func configMapStore(t *testing.T) *memory.Store {
	t.Helper()
	s := &memory.Store{
		NewFunc:                   func() runtime.Object { return &core.ConfigMap{} },
		NewListFunc:               func() runtime.Object { return &core.ConfigMapList{} },
		DefaultQualifiedResource:  core.Resource("configmaps"),
		SingularQualifiedResource: core.Resource("configmap"),
		Namespaced:                true,
	}
	if err := s.Complete(); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestInstallLegacyAPIGroupServesResources installs a core group with
// configmaps and reads /api, /api/v1 and a list through the full handler.
func TestInstallLegacyAPIGroupServesResources(t *testing.T) {
	s, scheme, codecs := newGroupTestServer(t)
	info := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
	info.VersionedResourcesStorageMap["v1"] = map[string]rest.Storage{"configmaps": configMapStore(t)}
	if err := s.InstallLegacyAPIGroup(DefaultLegacyAPIPrefix, &info); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler)
	defer ts.Close()
	tests := []struct {
		path     string
		wantCode int
		wantBody string
	}{
		{"/api", http.StatusOK, `"versions":["v1"]`},
		{"/api/v1", http.StatusOK, `"name":"configmaps"`},
		{"/api/v1/namespaces/default/configmaps", http.StatusOK, `"kind":"ConfigMapList"`},
		{"/api/v1/namespaces/default/configmaps/nope", http.StatusNotFound, `configmaps \"nope\" not found`},
		{"/api/v1/nope", http.StatusNotFound, `"reason":"NotFound"`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, err := http.Get(ts.URL + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.wantCode || !strings.Contains(string(body), tt.wantBody) {
				t.Errorf("got %d %s; want %d with %s", resp.StatusCode, body, tt.wantCode, tt.wantBody)
			}
		})
	}
	s.Destroy()
}

func TestInstallAPIGroupErrors(t *testing.T) {
	tests := []struct {
		name    string
		install func(s *GenericAPIServer, scheme *runtime.Scheme, codecs serializer.CodecFactory, t *testing.T) error
		want    string
	}{
		{"legacy prefix not allowed", func(s *GenericAPIServer, scheme *runtime.Scheme, codecs serializer.CodecFactory, t *testing.T) error {
			info := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
			return s.InstallLegacyAPIGroup("/legacy", &info)
		}, `"/legacy" is not in the allowed legacy API prefixes`},
		{"no versions", func(s *GenericAPIServer, scheme *runtime.Scheme, codecs serializer.CodecFactory, t *testing.T) error {
			info := NewDefaultAPIGroupInfo("unknown.example.com", scheme, runtime.NewParameterCodec(scheme), codecs)
			return s.InstallAPIGroup(&info)
		}, "no version priority set"},
		{"empty group", func(s *GenericAPIServer, scheme *runtime.Scheme, codecs serializer.CodecFactory, t *testing.T) error {
			info := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
			return s.InstallAPIGroup(&info)
		}, "cannot register handler with an empty group"},
		{"upper-case resource", func(s *GenericAPIServer, scheme *runtime.Scheme, codecs serializer.CodecFactory, t *testing.T) error {
			info := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
			info.VersionedResourcesStorageMap["v1"] = map[string]rest.Storage{"ConfigMaps": configMapStore(t)}
			return s.InstallLegacyAPIGroup(DefaultLegacyAPIPrefix, &info)
		}, `resource names must be lowercase only, not "ConfigMaps"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, scheme, codecs := newGroupTestServer(t)
			err := tt.install(s, scheme, codecs, t)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v; want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestDiscoveryGroupLeavesOutVersionsWithoutResources(t *testing.T) {
	info := &APIGroupInfo{
		PrioritizedVersions: []schema.GroupVersion{{Group: "apps", Version: "v1"}, {Group: "apps", Version: "v1beta1"}},
		VersionedResourcesStorageMap: map[string]map[string]rest.Storage{
			"v1": {"deployments": nil},
		},
	}
	g := discoveryGroup(info)
	if g.Name != "apps" || len(g.Versions) != 1 || g.Versions[0].GroupVersion != "apps/v1" || g.PreferredVersion.Version != "v1" {
		t.Errorf("got %+v; want apps with only apps/v1, preferred", g)
	}
}
