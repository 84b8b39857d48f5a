package bootstrappolicy

import (
	"context"
	"reflect"
	"slices"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
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

func TestNames(t *testing.T) {
	var roles, bindings []string
	for _, r := range ClusterRoles() {
		roles = append(roles, r.Name)
	}
	for _, b := range ClusterRoleBindings() {
		bindings = append(bindings, b.Name+"->"+b.RoleRef.Name)
	}
	wantRoles := []string{"cluster-admin", "system:discovery", "system:basic-user", "system:public-info-viewer",
		"system:service-account-issuer-discovery", "admin", "edit", "view", "system:aggregate-to-admin", "system:aggregate-to-edit", "system:aggregate-to-view"}
	wantBindings := []string{"cluster-admin->cluster-admin", "system:discovery->system:discovery",
		"system:basic-user->system:basic-user", "system:public-info-viewer->system:public-info-viewer",
		"system:service-account-issuer-discovery->system:service-account-issuer-discovery"}
	if !reflect.DeepEqual(roles, wantRoles) {
		t.Errorf("got roles %q; want %q", roles, wantRoles)
	}
	if !reflect.DeepEqual(bindings, wantBindings) {
		t.Errorf("got bindings %q; want %q", bindings, wantBindings)
	}
}

func TestDefaultMetadata(t *testing.T) {
	var metas []metav1.ObjectMeta
	for _, r := range ClusterRoles() {
		metas = append(metas, r.ObjectMeta)
	}
	for _, b := range ClusterRoleBindings() {
		metas = append(metas, b.ObjectMeta)
	}
	for _, m := range metas {
		t.Run(m.Name, func(t *testing.T) {
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
	for _, r := range ClusterRoles() {
		t.Run(r.Name, func(t *testing.T) {
			var internal rbac.ClusterRole
			if err := scheme.Convert(&r, &internal, nil); err != nil {
				t.Fatal(err)
			}
			if errs := validation.ValidateClusterRole(&internal); len(errs) > 0 {
				t.Errorf("got %v; want no errors", errs)
			}
		})
	}
	for _, b := range ClusterRoleBindings() {
		t.Run("binding "+b.Name, func(t *testing.T) {
			var internal rbac.ClusterRoleBinding
			if err := scheme.Convert(&b, &internal, nil); err != nil {
				t.Fatal(err)
			}
			if errs := validation.ValidateClusterRoleBinding(&internal); len(errs) > 0 {
				t.Errorf("got %v; want no errors", errs)
			}
		})
	}
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
