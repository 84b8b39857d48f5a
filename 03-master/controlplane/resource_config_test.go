package controlplane

import (
	"net"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func TestMergeAPIResourceConfigs(t *testing.T) {
	core := schema.GroupVersion{Version: "v1"}
	appsV1 := schema.GroupVersion{Group: "apps", Version: "v1"}
	appsV1beta1 := schema.GroupVersion{Group: "apps", Version: "v1beta1"}
	tests := []struct {
		name      string
		overrides map[string]string
		want      map[schema.GroupVersion]bool
		wantErr   bool
	}{
		{"defaults", nil, map[schema.GroupVersion]bool{core: true, appsV1: true, appsV1beta1: true}, false},
		{"one version off", map[string]string{"apps/v1beta1": "false"}, map[schema.GroupVersion]bool{core: true, appsV1: true, appsV1beta1: false}, false},
		{"all off, one on", map[string]string{"api/all": "false", "apps/v1": ""}, map[schema.GroupVersion]bool{core: false, appsV1: true, appsV1beta1: false}, false},
		{"core by api/v1", map[string]string{"api/v1": "false"}, map[schema.GroupVersion]bool{core: false, appsV1: true, appsV1beta1: true}, false},
		{"unknown version", map[string]string{"apps/v1beta2": "false"}, nil, true},
		{"resource level", map[string]string{"apps/v1/deployments": "false"}, nil, true},
		{"bad value", map[string]string{"apps/v1": "maybe"}, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MergeAPIResourceConfigs(DefaultAPIResourceConfigSource(), tt.overrides)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got error %v; want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			for gv, want := range tt.want {
				if got.VersionEnabled(gv) != want {
					t.Errorf("%v: got %v; want %v", gv, got.VersionEnabled(gv), want)
				}
			}
		})
	}
}

func TestFirstAddress(t *testing.T) {
	for cidr, want := range map[string]string{"10.0.0.0/24": "10.0.0.1", "10.96.0.0/12": "10.96.0.1", "fd00::/108": "fd00::1"} {
		_, network, _ := net.ParseCIDR(cidr)
		got, err := firstAddress(*network)
		if err != nil || got.String() != want {
			t.Errorf("firstAddress(%s): got %v, %v; want %s", cidr, got, err, want)
		}
	}
	_, single, _ := net.ParseCIDR("10.0.0.7/32")
	if got, err := firstAddress(*single); err == nil {
		t.Errorf("firstAddress(10.0.0.7/32): got %v; want an error", got)
	}
}

func TestEnabledByDefault(t *testing.T) {
	extra := schema.GroupVersion{Group: "flowcontrol.apiserver.k8s.io", Version: "v1"}
	source := EnabledByDefault(nil, extra)
	for _, tc := range []struct {
		gv   schema.GroupVersion
		want bool
	}{
		{extra, true},
		{schema.GroupVersion{Group: "apps", Version: "v1"}, true}, // stage 03's defaults
		{schema.GroupVersion{Group: "flowcontrol.apiserver.k8s.io", Version: "v1beta3"}, false},
	} {
		if got := source.VersionEnabled(tc.gv); got != tc.want {
			t.Errorf("VersionEnabled(%v): got %v; want %v", tc.gv, got, tc.want)
		}
	}
	if !source.AnyVersionForGroupEnabled(extra.Group) {
		t.Errorf("AnyVersionForGroupEnabled(%s): got false; want true", extra.Group)
	}
}
