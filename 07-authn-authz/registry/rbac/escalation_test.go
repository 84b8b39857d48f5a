package rbac_test

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	clusterrolepolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrole/policybased"
	clusterrolebindingpolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrolebinding/policybased"
	rolepolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/role/policybased"
	rolebindingpolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/rolebinding/policybased"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// fakeStorage accepts every write; Update computes the new object from
// old, as the Store does, so the wrappers' checks run.
type fakeStorage struct {
	rest.StandardStorage
	old runtime.Object
}

func (f *fakeStorage) Create(ctx context.Context, obj runtime.Object, _ rest.ValidateObjectFunc, _ *metav1.CreateOptions) (runtime.Object, error) {
	return obj, nil
}

func (f *fakeStorage) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc, _ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, err := objInfo.UpdatedObject(ctx, f.old)
	return obj, false, err
}

// The policy the checks read: alice reads pods in demo; root is
// cluster-admin; pods is a cluster-wide pod reader.
func resolver() validation.AuthorizationRuleResolver {
	podRules := []rbacv1.PolicyRule{rbacv1.NewRule("get", "list").Groups("").Resources("pods").RuleOrDie()}
	r, _ := validation.NewTestRuleResolver(
		[]*rbacv1.Role{{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader", Namespace: "demo"}, Rules: podRules}},
		[]*rbacv1.RoleBinding{ptr(rbacv1.NewRoleBinding("pod-reader", "demo").Users("alice").BindingOrDie())},
		[]*rbacv1.ClusterRole{
			{ObjectMeta: metav1.ObjectMeta{Name: "cluster-admin"}, Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("*").Groups("*").Resources("*").RuleOrDie(), rbacv1.NewRule("*").URLs("*").RuleOrDie()}},
			{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: podRules},
			{ObjectMeta: metav1.ObjectMeta{Name: "secret-reader"}, Rules: []rbacv1.PolicyRule{rbacv1.NewRule("get").Groups("").Resources("secrets").RuleOrDie()}},
		},
		[]*rbacv1.ClusterRoleBinding{
			ptr(rbacv1.NewClusterBinding("cluster-admin").Users("root").BindingOrDie()),
			ptr(rbacv1.NewClusterBinding("pod-reader").Users("pods").BindingOrDie()),
		})
	return r
}

func ptr[T any](v T) *T { return &v }

// delegateAuthorizer allows "delegate" to escalate any role and to bind
// the cluster role secret-reader; it records what it was asked.
type delegateAuthorizer struct{ asked []authorizer.AttributesRecord }

func (d *delegateAuthorizer) Authorize(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	d.asked = append(d.asked, a.(authorizer.AttributesRecord))
	if a.GetUser().GetName() != "delegate" {
		return authorizer.DecisionNoOpinion, "", nil
	}
	if a.GetVerb() == "escalate" || (a.GetVerb() == "bind" && a.GetResource() == "clusterroles" && a.GetName() == "secret-reader") {
		return authorizer.DecisionAllow, "", nil
	}
	return authorizer.DecisionNoOpinion, "", nil
}

var (
	podRule    = rbac.PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"pods"}}
	deleteRule = rbac.PolicyRule{Verbs: []string{"delete"}, APIGroups: []string{""}, Resources: []string{"pods"}}
	selectors  = &rbac.AggregationRule{ClusterRoleSelectors: []metav1.LabelSelector{{MatchLabels: map[string]string{"a": "b"}}}}
)

func roleRef(kind, name string) rbac.RoleRef {
	return rbac.RoleRef{APIGroup: rbac.GroupName, Kind: kind, Name: name}
}

// ctxFor is the context of a request by name (in groups) to resource
// in namespace, with the RequestInfo the escalate check reads.
func ctxFor(name string, groups []string, resource, namespace string) context.Context {
	ctx := request.WithUser(context.Background(), &user.DefaultInfo{Name: name, Groups: groups})
	ctx = request.WithNamespace(ctx, namespace)
	return request.WithRequestInfo(ctx, &request.RequestInfo{
		IsResourceRequest: true, Verb: "create", APIGroup: rbac.GroupName, APIVersion: "v1",
		Resource: resource, Namespace: namespace, Name: "new",
	})
}

// TestEscalation: a user may write a role holding only rules they hold,
// and bind only a role whose rules they hold, unless they are in
// system:masters or have the escalate (bind) verb.
func TestEscalation(t *testing.T) {
	tests := []struct {
		name      string
		user      string
		groups    []string
		namespace string
		obj       runtime.Object
		update    runtime.Object // the stored object; nil: create
		want      string         // "" allowed, else a substring of the 403
	}{
		{"role: rules held", "alice", nil, "demo", &rbac.Role{Rules: []rbac.PolicyRule{podRule}}, nil, ""},
		{"role: a rule not held", "alice", nil, "demo", &rbac.Role{Rules: []rbac.PolicyRule{deleteRule}}, nil,
			`roles.rbac.authorization.k8s.io "new" is forbidden: user "alice" (groups=[]) is attempting to grant RBAC permissions not currently held:` + "\n" + `{APIGroups:[""], Resources:["pods"], Verbs:["delete"]}`},
		{"role: held in demo, not in other", "alice", nil, "other", &rbac.Role{Rules: []rbac.PolicyRule{podRule}}, nil, "not currently held"},
		{"role: system:masters", "admin", []string{user.SystemPrivilegedGroup}, "demo", &rbac.Role{Rules: []rbac.PolicyRule{deleteRule}}, nil, ""},
		{"role: escalate verb", "delegate", nil, "demo", &rbac.Role{Rules: []rbac.PolicyRule{deleteRule}}, nil, ""},
		{"role: update adds a rule not held", "alice", nil, "demo", &rbac.Role{Rules: []rbac.PolicyRule{podRule, deleteRule}},
			&rbac.Role{Rules: []rbac.PolicyRule{podRule}}, "not currently held"},
		{"role: update of finalizers only", "alice", nil, "demo", &rbac.Role{ObjectMeta: metav1.ObjectMeta{Finalizers: []string{"gc"}}, Rules: []rbac.PolicyRule{deleteRule}},
			&rbac.Role{Rules: []rbac.PolicyRule{deleteRule}}, ""},
		{"clusterrole: held only in a namespace", "alice", nil, "", &rbac.ClusterRole{Rules: []rbac.PolicyRule{podRule}}, nil, "not currently held"},
		{"clusterrole: held cluster-wide", "pods", nil, "", &rbac.ClusterRole{Rules: []rbac.PolicyRule{podRule}}, nil, ""},
		{"clusterrole: aggregationRule needs everything", "pods", nil, "", &rbac.ClusterRole{AggregationRule: selectors}, nil,
			`clusterroles.rbac.authorization.k8s.io "new" is forbidden: must have cluster-admin privileges to use the aggregationRule`},
		{"clusterrole: removing an aggregationRule too", "pods", nil, "", &rbac.ClusterRole{}, &rbac.ClusterRole{AggregationRule: selectors}, "must have cluster-admin privileges"},
		{"clusterrole: cluster-admin may aggregate", "root", nil, "", &rbac.ClusterRole{AggregationRule: selectors}, nil, ""},
		{"rolebinding: role held", "alice", nil, "demo", &rbac.RoleBinding{RoleRef: roleRef("Role", "pod-reader")}, nil, ""},
		{"rolebinding: cluster role not held", "alice", nil, "demo", &rbac.RoleBinding{RoleRef: roleRef("ClusterRole", "secret-reader")}, nil,
			`rolebindings.rbac.authorization.k8s.io "new" is forbidden: user "alice" (groups=[]) is attempting to grant RBAC permissions not currently held:` + "\n" + `{APIGroups:[""], Resources:["secrets"], Verbs:["get"]}`},
		{"rolebinding: bind verb", "delegate", nil, "demo", &rbac.RoleBinding{RoleRef: roleRef("ClusterRole", "secret-reader")}, nil, ""},
		{"rolebinding: update to a role not held", "alice", nil, "demo", &rbac.RoleBinding{RoleRef: roleRef("ClusterRole", "secret-reader")},
			&rbac.RoleBinding{RoleRef: roleRef("Role", "pod-reader")}, "not currently held"},
		{"clusterrolebinding: not held", "alice", nil, "", &rbac.ClusterRoleBinding{RoleRef: roleRef("ClusterRole", "cluster-admin")}, nil, "not currently held"},
		{"clusterrolebinding: held", "root", nil, "", &rbac.ClusterRoleBinding{RoleRef: roleRef("ClusterRole", "cluster-admin")}, nil, ""},
		{"clusterrolebinding: bind verb", "delegate", nil, "", &rbac.ClusterRoleBinding{RoleRef: roleRef("ClusterRole", "secret-reader")}, nil, ""},
		{"clusterrolebinding: system:masters", "admin", []string{user.SystemPrivilegedGroup}, "", &rbac.ClusterRoleBinding{RoleRef: roleRef("ClusterRole", "cluster-admin")}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := write(t, tt.user, tt.groups, tt.namespace, tt.obj, tt.update)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("got %v; want allowed", err)
			case tt.want != "" && apierrors.ReasonForError(err) != metav1.StatusReasonForbidden:
				t.Errorf("got %v; want 403 Forbidden", err)
			case tt.want != "" && !strings.Contains(err.Error(), tt.want):
				t.Errorf("got %q; want it to contain %q", err.Error(), tt.want)
			}
		})
	}
}

// write creates obj (or updates old to obj) through the wrapper of its
// kind, as user.
func write(t *testing.T, name string, groups []string, namespace string, obj, old runtime.Object) error {
	t.Helper()
	var s rest.StandardStorage
	inner := &fakeStorage{old: old}
	authz, r := &delegateAuthorizer{}, resolver()
	resource := ""
	switch o := obj.(type) {
	case *rbac.Role:
		o.Name, resource, s = "new", "roles", rolepolicybased.NewStorage(inner, authz, r)
	case *rbac.ClusterRole:
		o.Name, resource, s = "new", "clusterroles", clusterrolepolicybased.NewStorage(inner, authz, r)
	case *rbac.RoleBinding:
		o.Name, resource, s = "new", "rolebindings", rolebindingpolicybased.NewStorage(inner, authz, r)
	case *rbac.ClusterRoleBinding:
		o.Name, resource, s = "new", "clusterrolebindings", clusterrolebindingpolicybased.NewStorage(inner, authz, r)
	}
	ctx := ctxFor(name, groups, resource, namespace)
	if old == nil {
		_, err := s.Create(ctx, obj, nil, &metav1.CreateOptions{})
		return err
	}
	oldMeta, _ := meta.Accessor(old)
	oldMeta.SetName("new")
	_, _, err := s.Update(ctx, "new", rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	return err
}

// TestBindingAuthorizedAttributes: the bind check asks about the role in
// the binding's namespace, so bind can be delegated per namespace.
func TestBindingAuthorizedAttributes(t *testing.T) {
	authz := &delegateAuthorizer{}
	s := rolebindingpolicybased.NewStorage(&fakeStorage{}, authz, resolver())
	ctx := ctxFor("delegate", nil, "rolebindings", "demo")
	if _, err := s.Create(ctx, &rbac.RoleBinding{ObjectMeta: metav1.ObjectMeta{Name: "b"}, RoleRef: roleRef("ClusterRole", "secret-reader")}, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	if len(authz.asked) != 1 {
		t.Fatalf("got %d authorizer calls; want 1", len(authz.asked))
	}
	a := authz.asked[0]
	got := strings.Join([]string{a.Verb, a.APIGroup, a.Resource, a.Name, a.Namespace, a.APIVersion}, " ")
	if want := "bind rbac.authorization.k8s.io clusterroles secret-reader demo *"; got != want {
		t.Errorf("got attributes %q; want %q", got, want)
	}
}
