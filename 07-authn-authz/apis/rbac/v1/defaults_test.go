package v1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// newScheme returns a fresh scheme with the RBAC group.
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{rbac.AddToScheme, AddToScheme} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

func TestBindingDefaults(t *testing.T) {
	tests := []struct {
		name         string
		in           []Subject
		inRoleRef    RoleRef
		want         []Subject
		wantRoleRefG string
	}{
		{
			name:         "user and group get the RBAC group, service account the core group",
			in:           []Subject{{Kind: UserKind, Name: "alice"}, {Kind: GroupKind, Name: "devs"}, {Kind: ServiceAccountKind, Namespace: "demo", Name: "ci"}},
			inRoleRef:    RoleRef{Kind: "ClusterRole", Name: "view"},
			want:         []Subject{{Kind: UserKind, APIGroup: GroupName, Name: "alice"}, {Kind: GroupKind, APIGroup: GroupName, Name: "devs"}, {Kind: ServiceAccountKind, Namespace: "demo", Name: "ci"}},
			wantRoleRefG: GroupName,
		},
		{
			name:         "what is set stays set, unknown kinds are left for validation",
			in:           []Subject{{Kind: UserKind, APIGroup: "example.com", Name: "alice"}, {Kind: "Robot", Name: "r2"}},
			inRoleRef:    RoleRef{APIGroup: "example.com", Kind: "ClusterRole", Name: "view"},
			want:         []Subject{{Kind: UserKind, APIGroup: "example.com", Name: "alice"}, {Kind: "Robot", Name: "r2"}},
			wantRoleRefG: "example.com",
		},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rb := &RoleBinding{Subjects: append([]Subject(nil), tt.in...), RoleRef: tt.inRoleRef}
			crb := &ClusterRoleBinding{Subjects: append([]Subject(nil), tt.in...), RoleRef: tt.inRoleRef}
			scheme.Default(rb)
			scheme.Default(crb)
			for kind, got := range map[string][]Subject{"RoleBinding": rb.Subjects, "ClusterRoleBinding": crb.Subjects} {
				if !reflect.DeepEqual(got, tt.want) {
					t.Errorf("%s subjects: got %+v; want %+v", kind, got, tt.want)
				}
			}
			if rb.RoleRef.APIGroup != tt.wantRoleRefG || crb.RoleRef.APIGroup != tt.wantRoleRefG {
				t.Errorf("roleRef.apiGroup: got %q and %q; want %q", rb.RoleRef.APIGroup, crb.RoleRef.APIGroup, tt.wantRoleRefG)
			}
		})
	}
}
