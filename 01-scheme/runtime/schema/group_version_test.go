package schema

import "testing"

func TestParseGroupVersion(t *testing.T) {
	tests := []struct {
		in      string
		want    GroupVersion
		wantErr bool
	}{
		{in: "", want: GroupVersion{}},
		{in: "/", want: GroupVersion{}},
		{in: "v1", want: GroupVersion{Version: "v1"}},
		{in: "apps/v1", want: GroupVersion{Group: "apps", Version: "v1"}},
		{in: "rbac.authorization.k8s.io/v1", want: GroupVersion{Group: "rbac.authorization.k8s.io", Version: "v1"}},
		{in: "a/b/c", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseGroupVersion(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v; wantErr %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("got %#v; want %#v", got, tt.want)
			}
		})
	}
}

func TestStringForms(t *testing.T) {
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"core GroupVersion", GroupVersion{Version: "v1"}.String(), "v1"},
		{"apps GroupVersion", GroupVersion{Group: "apps", Version: "v1"}.String(), "apps/v1"},
		{"GVK", GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}.String(), "apps/v1, Kind=Deployment"},
		{"core GVK", GroupVersionKind{Version: "v1", Kind: "Pod"}.String(), "/v1, Kind=Pod"},
		{"GVR", GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}.String(), "apps/v1, Resource=deployments"},
		{"GroupKind", GroupKind{Group: "apps", Kind: "Deployment"}.String(), "Deployment.apps"},
		{"core GroupKind", GroupKind{Kind: "Pod"}.String(), "Pod"},
		{"GroupResource", GroupResource{Group: "apps", Resource: "deployments"}.String(), "deployments.apps"},
		{"core GroupResource", GroupResource{Resource: "pods"}.String(), "pods"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %q; want %q", tt.name, tt.got, tt.want)
		}
	}
}

func TestAPIVersionAndKind(t *testing.T) {
	gvk := FromAPIVersionAndKind("apps/v1beta1", "Deployment")
	if want := (GroupVersionKind{Group: "apps", Version: "v1beta1", Kind: "Deployment"}); gvk != want {
		t.Fatalf("got %v; want %v", gvk, want)
	}
	if av, k := gvk.ToAPIVersionAndKind(); av != "apps/v1beta1" || k != "Deployment" {
		t.Errorf("got %q %q; want apps/v1beta1 Deployment", av, k)
	}
	if got := FromAPIVersionAndKind("a/b/c", "X"); got != (GroupVersionKind{Kind: "X"}) {
		t.Errorf("unparseable apiVersion: got %v; want only the kind", got)
	}
}

func TestParseResourceArg(t *testing.T) {
	tests := []struct {
		arg     string
		wantGVR *GroupVersionResource
		wantGR  GroupResource
	}{
		{"pods", nil, GroupResource{Resource: "pods"}},
		{"deployments.apps", nil, GroupResource{Group: "apps", Resource: "deployments"}},
		{"deployments.v1.apps", &GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}, GroupResource{Group: "v1.apps", Resource: "deployments"}},
		{"roles.v1.rbac.authorization.k8s.io", &GroupVersionResource{Group: "rbac.authorization.k8s.io", Version: "v1", Resource: "roles"}, GroupResource{Group: "v1.rbac.authorization.k8s.io", Resource: "roles"}},
	}
	for _, tt := range tests {
		gvr, gr := ParseResourceArg(tt.arg)
		if (gvr == nil) != (tt.wantGVR == nil) || (gvr != nil && *gvr != *tt.wantGVR) {
			t.Errorf("%s: got gvr %v; want %v", tt.arg, gvr, tt.wantGVR)
		}
		if gr != tt.wantGR {
			t.Errorf("%s: got gr %v; want %v", tt.arg, gr, tt.wantGR)
		}
	}
	gvk, gk := ParseKindArg("Deployment.v1.apps")
	if gvk == nil || *gvk != (GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}) || gk != (GroupKind{Group: "v1.apps", Kind: "Deployment"}) {
		t.Errorf("ParseKindArg: got %v %v", gvk, gk)
	}
}

func TestGroupVersioners(t *testing.T) {
	kinds := []GroupVersionKind{{Group: "apps", Version: "v1beta1", Kind: "Deployment"}, {Group: "apps", Version: "v1", Kind: "Deployment"}}
	if got, ok := (GroupVersion{Group: "apps", Version: "v1"}).KindForGroupVersionKinds(kinds); !ok || got.Version != "v1" {
		t.Errorf("exact match: got %v %v; want apps/v1", got, ok)
	}
	if got, ok := (GroupVersion{Group: "apps", Version: "v2"}).KindForGroupVersionKinds(kinds); !ok || got != (GroupVersionKind{Group: "apps", Version: "v2", Kind: "Deployment"}) {
		t.Errorf("group match: got %v %v; want apps/v2 Deployment", got, ok)
	}
	if _, ok := (GroupVersion{Group: "batch", Version: "v1"}).KindForGroupVersionKinds(kinds); ok {
		t.Errorf("other group: got ok; want no target")
	}
	gvs := GroupVersions{{Group: "batch", Version: "v1"}, {Group: "apps", Version: "v1beta1"}}
	if got, ok := gvs.KindForGroupVersionKinds(kinds); !ok || got.Version != "v1beta1" {
		t.Errorf("GroupVersions: got %v %v; want apps/v1beta1", got, ok)
	}
}
