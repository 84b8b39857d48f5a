package server

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	appsinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// denyCreate is a validating plugin that refuses every create.
type denyCreate struct{ *admission.Handler }

func (denyCreate) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	return admission.NewForbidden(a, errors.New("creates are closed"))
}

// TestConfigAdmissionControlReachesTheHandlers installs the core group on
// a server whose Config has an admission chain: a create is refused with
// the plugin's 403, a list is not admission's business.
func TestConfigAdmissionControlReachesTheHandlers(t *testing.T) {
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	appsinstall.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	config := NewConfig(codecs)
	config.AdmissionControl = admission.NewChainHandler(denyCreate{admission.NewHandler(admission.Create)})
	s, err := config.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	info := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
	info.VersionedResourcesStorageMap["v1"] = map[string]rest.Storage{"configmaps": configMapStore(t)}
	if err := s.InstallLegacyAPIGroup(DefaultLegacyAPIPrefix, &info); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler)
	defer ts.Close()
	tests := []struct {
		method, body string
		wantCode     int
		wantBody     string
	}{
		{"POST", `{"metadata":{"name":"c1"}}`, http.StatusForbidden, `configmaps \"c1\" is forbidden: creates are closed`},
		{"GET", "", http.StatusOK, `"kind":"ConfigMapList"`},
	}
	for _, tt := range tests {
		t.Run(tt.method, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, ts.URL+"/api/v1/namespaces/default/configmaps", strings.NewReader(tt.body))
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.wantCode || !strings.Contains(string(body), tt.wantBody) {
				t.Errorf("got %d %s; want %d containing %s", resp.StatusCode, body, tt.wantCode, tt.wantBody)
			}
		})
	}
}
