package bootstrappolicy

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/validation"
	rbacauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// upstreamNames reads the lines of a testdata file (testdata/README.md)
// and keeps, of each, what follows the last "/" or the last two fields.
func upstreamNames(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] != "KIND" {
			names = append(names, f[0]+" "+f[1]+"/"+f[2])
		} else if len(f) == 1 {
			names = append(names, f[0][strings.LastIndex(f[0], "/")+1:])
		}
	}
	return names
}

// TestNamesAsUpstream: the bootstrap policy names exactly the roles and
// bindings upstream v1.37 reconciles at start.
func TestNamesAsUpstream(t *testing.T) {
	var roles, bindings, namespaced []string
	for _, r := range append(ClusterRoles(), ControllerRoles()...) {
		roles = append(roles, r.Name)
	}
	for _, b := range append(ClusterRoleBindings(), ControllerRoleBindings()...) {
		bindings = append(bindings, b.Name)
	}
	for ns, rs := range NamespaceRoles() {
		for _, r := range rs {
			namespaced = append(namespaced, "Role "+ns+"/"+r.Name)
		}
	}
	for ns, bs := range NamespaceRoleBindings() {
		for _, b := range bs {
			namespaced = append(namespaced, "RoleBinding "+ns+"/"+b.Name)
		}
	}
	for _, c := range []struct {
		what, file string
		got        []string
	}{
		{"cluster roles", "bootstrap-clusterroles.out", roles},
		{"cluster role bindings", "bootstrap-clusterrolebindings.out", bindings},
		{"roles and role bindings", "bootstrap-namespaced-roles-and-bindings.out", namespaced},
	} {
		want := upstreamNames(t, c.file)
		slices.Sort(c.got)
		slices.Sort(want)
		if !slices.Equal(c.got, want) {
			t.Errorf("%s: got %q; want %q", c.what, c.got, want)
		}
	}
}

// allMetadata is the metadata of every object of the bootstrap policy.
func allMetadata() []metav1.ObjectMeta {
	var metas []metav1.ObjectMeta
	for _, r := range append(ClusterRoles(), ControllerRoles()...) {
		metas = append(metas, r.ObjectMeta)
	}
	for _, b := range append(ClusterRoleBindings(), ControllerRoleBindings()...) {
		metas = append(metas, b.ObjectMeta)
	}
	for _, rs := range NamespaceRoles() {
		for _, r := range rs {
			metas = append(metas, r.ObjectMeta)
		}
	}
	for _, bs := range NamespaceRoleBindings() {
		for _, b := range bs {
			metas = append(metas, b.ObjectMeta)
		}
	}
	return metas
}

func TestDefaultMetadata(t *testing.T) {
	for _, m := range allMetadata() {
		t.Run(m.Namespace+"/"+m.Name, func(t *testing.T) {
			if got := m.Labels["kubernetes.io/bootstrapping"]; got != "rbac-defaults" {
				t.Errorf("got label %q; want rbac-defaults", got)
			}
			if got := m.Annotations["rbac.authorization.kubernetes.io/autoupdate"]; got != "true" {
				t.Errorf("got annotation %q; want true", got)
			}
		})
	}
}

// TestValid converts every object to the internal version, as the
// registry will store it, and validates it.
func TestValid(t *testing.T) {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	for _, r := range append(ClusterRoles(), ControllerRoles()...) {
		checkValid(t, scheme, "clusterrole "+r.Name, &r, &rbac.ClusterRole{}, validation.ValidateClusterRole)
	}
	for _, b := range append(ClusterRoleBindings(), ControllerRoleBindings()...) {
		checkValid(t, scheme, "clusterrolebinding "+b.Name, &b, &rbac.ClusterRoleBinding{}, validation.ValidateClusterRoleBinding)
	}
	for _, rs := range NamespaceRoles() {
		for _, r := range rs {
			checkValid(t, scheme, "role "+r.Namespace+"/"+r.Name, &r, &rbac.Role{}, validation.ValidateRole)
		}
	}
	for _, bs := range NamespaceRoleBindings() {
		for _, b := range bs {
			checkValid(t, scheme, "rolebinding "+b.Namespace+"/"+b.Name, &b, &rbac.RoleBinding{}, validation.ValidateRoleBinding)
		}
	}
}

// checkValid converts obj into internal and validates it.
func checkValid[T any](t *testing.T, scheme *runtime.Scheme, name string, obj any, internal *T, validate func(*T) field.ErrorList) {
	t.Run(name, func(t *testing.T) {
		if err := scheme.Convert(obj, internal, nil); err != nil {
			t.Fatal(err)
		}
		if errs := validate(internal); len(errs) > 0 {
			t.Errorf("got %v; want no errors", errs)
		}
	})
}

// aggregate does what the cluster role aggregation controller will: it
// fills the rules of each aggregating role with those of the roles its
// selectors match, until nothing changes (view feeds edit feeds admin).
func aggregate(t *testing.T, roles []rbacv1.ClusterRole) []*rbacv1.ClusterRole {
	t.Helper()
	out := make([]*rbacv1.ClusterRole, len(roles))
	for i := range roles {
		out[i] = &roles[i]
	}
	for changed := true; changed; {
		changed = false
		for _, role := range out {
			if role.AggregationRule == nil {
				continue
			}
			for _, sel := range role.AggregationRule.ClusterRoleSelectors {
				selector, err := metav1.LabelSelectorAsSelector(&sel)
				if err != nil {
					t.Fatal(err)
				}
				for _, other := range out {
					if other == role || !selector.Matches(labels.Set(other.Labels)) {
						continue
					}
					for _, rule := range other.Rules {
						if !slices.ContainsFunc(role.Rules, func(r rbacv1.PolicyRule) bool { return reflect.DeepEqual(r, rule) }) {
							role.Rules = append(role.Rules, rule)
							changed = true
						}
					}
				}
			}
		}
	}
	return out
}

// bootstrapAuthorizer is an RBAC authorizer over the bootstrap policy,
// aggregated, plus extra bindings.
func bootstrapAuthorizer(t *testing.T, extra ...*rbacv1.RoleBinding) (*rbacauthorizer.RBACAuthorizer, rbacregistryvalidation.AuthorizationRuleResolver) {
	t.Helper()
	var crbs []*rbacv1.ClusterRoleBinding
	bindings := ClusterRoleBindings()
	for i := range bindings {
		crbs = append(crbs, &bindings[i])
	}
	resolver, static := rbacregistryvalidation.NewTestRuleResolver(nil, extra, aggregate(t, ClusterRoles()), crbs)
	return rbacauthorizer.New(static, static, static, static), resolver
}

func TestAggregation(t *testing.T) {
	roles := aggregate(t, ClusterRoles())
	byName := map[string]*rbacv1.ClusterRole{}
	for _, r := range roles {
		byName[r.Name] = r
	}
	for _, pair := range [][2]string{{"admin", "edit"}, {"edit", "view"}} {
		covered, missing := rbacregistryvalidation.Covers(byName[pair[0]].Rules, byName[pair[1]].Rules)
		if !covered {
			t.Errorf("%s does not cover %s: missing %v", pair[0], pair[1], missing)
		}
		if covered, _ := rbacregistryvalidation.Covers(byName[pair[1]].Rules, byName[pair[0]].Rules); covered {
			t.Errorf("%s covers %s; want it to grant less", pair[1], pair[0])
		}
	}
}

func TestAuthorize(t *testing.T) {
	viewer := rbacv1.NewRoleBindingForClusterRole("view", "demo").Users("vera").BindingOrDie()
	editor := rbacv1.NewRoleBindingForClusterRole("edit", "demo").Users("eddie").BindingOrDie()
	admin := rbacv1.NewRoleBindingForClusterRole("admin", "demo").Users("ada").BindingOrDie()
	authz, _ := bootstrapAuthorizer(t, &viewer, &editor, &admin)

	anonymous := &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	authed := func(name string) *user.DefaultInfo {
		return &user.DefaultInfo{Name: name, Groups: []string{user.AllAuthenticated}}
	}
	master := &user.DefaultInfo{Name: "root", Groups: []string{user.SystemPrivilegedGroup, user.AllAuthenticated}}
	url := func(u user.Info, verb, path string) authorizer.AttributesRecord {
		return authorizer.AttributesRecord{User: u, Verb: verb, Path: path}
	}
	res := func(u user.Info, verb, group, resource, sub, ns string) authorizer.AttributesRecord {
		return authorizer.AttributesRecord{User: u, ResourceRequest: true, Verb: verb, APIGroup: group, Resource: resource, Subresource: sub, Namespace: ns}
	}
	tests := []struct {
		name  string
		attrs authorizer.AttributesRecord
		want  bool
	}{
		{"anonymous: /healthz", url(anonymous, "get", "/healthz"), true},
		{"anonymous: /version", url(anonymous, "get", "/version"), true},
		{"anonymous: not /api", url(anonymous, "get", "/api"), false},
		{"anonymous: not /readyz/etcd", url(anonymous, "get", "/readyz/etcd"), false},
		{"authenticated: discovery", url(authed("bob"), "get", "/apis/apps/v1"), true},
		{"authenticated: openapi", url(authed("bob"), "get", "/openapi/v3"), true},
		{"authenticated: not post to /api", url(authed("bob"), "post", "/api"), false},
		{"authenticated: can-i", res(authed("bob"), "create", authorizationGroup, "selfsubjectaccessreviews", "", ""), true},
		{"authenticated: whoami", res(authed("bob"), "create", authenticationGroup, "selfsubjectreviews", "", ""), true},
		{"authenticated: no pods", res(authed("bob"), "list", "", "pods", "", "demo"), false},
		{"masters: anything", res(master, "delete", "", "nodes", "", ""), true},
		{"masters: any URL", url(master, "put", "/debug/flags/v"), true},
		{"view: list pods in demo", res(authed("vera"), "list", "", "pods", "", "demo"), true},
		{"view: scale of a deployment", res(authed("vera"), "get", appsGroup, "deployments", "scale", "demo"), true},
		{"view: not in prod", res(authed("vera"), "list", "", "pods", "", "prod"), false},
		{"view: no secrets", res(authed("vera"), "get", "", "secrets", "", "demo"), false},
		{"view: no writes", res(authed("vera"), "delete", "", "pods", "", "demo"), false},
		{"edit: secrets", res(authed("eddie"), "get", "", "secrets", "", "demo"), true},
		{"edit: scale a deployment", res(authed("eddie"), "update", appsGroup, "deployments", "scale", "demo"), true},
		{"edit: not the status", res(authed("eddie"), "update", appsGroup, "deployments", "status", "demo"), false},
		{"edit: no roles", res(authed("eddie"), "create", rbacGroup, "roles", "", "demo"), false},
		{"admin: roles", res(authed("ada"), "create", rbacGroup, "rolebindings", "", "demo"), true},
		{"admin: and view's rules", res(authed("ada"), "watch", "", "events", "", "demo"), true},
		{"admin: not cluster-wide", res(authed("ada"), "list", "", "namespaces", "", ""), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, reason, err := authz.Authorize(context.Background(), tt.attrs)
			if got := d == authorizer.DecisionAllow; got != tt.want || err != nil {
				t.Errorf("got %v %q %v; want allowed %v", d, reason, err, tt.want)
			}
		})
	}
}

// TestNoEscalation: an editor may not grant admin, but may grant view.
func TestNoEscalation(t *testing.T) {
	editor := rbacv1.NewRoleBindingForClusterRole("edit", "demo").Users("eddie").BindingOrDie()
	_, resolver := bootstrapAuthorizer(t, &editor)
	roles := map[string]*rbacv1.ClusterRole{}
	for _, r := range aggregate(t, ClusterRoles()) {
		roles[r.Name] = r
	}
	ctx := request.WithNamespace(request.WithUser(context.Background(), &user.DefaultInfo{Name: "eddie", Groups: []string{user.AllAuthenticated}}), "demo")
	if err := rbacregistryvalidation.ConfirmNoEscalation(ctx, resolver, roles["view"].Rules); err != nil {
		t.Errorf("granting view: got %v; want no error", err)
	}
	err := rbacregistryvalidation.ConfirmNoEscalation(ctx, resolver, roles["admin"].Rules)
	want := `user "eddie" (groups=["system:authenticated"]) is attempting to grant RBAC permissions not currently held:` + "\n" +
		`{APIGroups:["authorization.k8s.io"], Resources:["localsubjectaccessreviews"], Verbs:["create"]}` + "\n" +
		`{APIGroups:["rbac.authorization.k8s.io"], Resources:["rolebindings"], Verbs:["create" "delete" "deletecollection" "get" "list" "patch" "update" "watch"]}` + "\n" +
		`{APIGroups:["rbac.authorization.k8s.io"], Resources:["roles"], Verbs:["create" "delete" "deletecollection" "get" "list" "patch" "update" "watch"]}`
	if err == nil || err.Error() != want {
		t.Errorf("granting admin: got %v; want %s", err, want)
	}
}
