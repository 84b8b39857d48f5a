package app

import (
	flowcontrolrest "github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/rest"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// TestAddFlowControlAPI: the master gets the group's provider, its
// version on (the rest of the resource config unchanged), and upstream's
// OpenAPI names for its types.
func TestAddFlowControlAPI(t *testing.T) {
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(appsv1.SchemeGroupVersion)
	master := &controlplane.Config{
		GenericConfig: &server.Config{OpenAPIDefinitionNamer: openapi.NewDefinitionNamer(legacyscheme.Scheme)},
		ExtraConfig:   controlplane.ExtraConfig{APIResourceConfigSource: resources},
	}
	addFlowControlAPI(master, &flowcontrolrest.RESTStorageProvider{})

	if got := len(master.ExtraConfig.RESTStorageProviders); got != 1 {
		t.Fatalf("providers = %d; want 1", got)
	}
	if got := master.ExtraConfig.RESTStorageProviders[0].GroupName(); got != "flowcontrol.apiserver.k8s.io" {
		t.Errorf("provider group = %q; want flowcontrol.apiserver.k8s.io", got)
	}
	enabled := master.ExtraConfig.APIResourceConfigSource
	for _, tt := range []struct {
		gv   schema.GroupVersion
		want bool
	}{
		{flowcontrolv1.SchemeGroupVersion, true},
		{appsv1.SchemeGroupVersion, true},
		{schema.GroupVersion{Group: "apps", Version: "v1beta1"}, false},
	} {
		if got := enabled.VersionEnabled(tt.gv); got != tt.want {
			t.Errorf("VersionEnabled(%v) = %v; want %v", tt.gv, got, tt.want)
		}
	}
	if !enabled.AnyVersionForGroupEnabled("flowcontrol.apiserver.k8s.io") {
		t.Errorf("AnyVersionForGroupEnabled(flowcontrol) = false; want true")
	}
	pkg := reflect.TypeFor[flowcontrolv1.FlowSchema]().PkgPath()
	if got, want := master.GenericConfig.OpenAPIDefinitionNamer.NameOf(pkg, "FlowSchema"), "io.k8s.api.flowcontrol.v1.FlowSchema"; got != want {
		t.Errorf("OpenAPI name = %q; want %q", got, want)
	}
}
