package rbac

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrole"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrolebinding"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/role"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/rolebinding"
)

var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) {
	os.Exit(storagetesting.RunWithEmbeddedEtcd(m, &testEtcd))
}

type optionsGetter struct {
	prefix string
	codec  runtime.Codec
}

func (g optionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		ResourcePrefix: resource.Resource,
		Codec:          g.codec,
		Decorator: func(prefix string, newFunc, newListFunc func() runtime.Object, _ storage.AttrFunc) (storage.Interface, func(), error) {
			return etcd3.New(testEtcd.Client(), g.codec, newFunc, newListFunc, g.prefix, prefix, resource, storage.APIObjectVersioner{}), func() {}, nil
		},
	}, nil
}

// stores is a Source over the four registries on the test etcd.
type stores struct {
	roles        *role.REST
	roleBindings *rolebinding.REST
	clusterRoles *clusterrole.REST
	crbs         *clusterrolebinding.REST
}

func (s *stores) Roles() cache.ListerWatcher               { return s.roles }
func (s *stores) RoleBindings() cache.ListerWatcher        { return s.roleBindings }
func (s *stores) ClusterRoles() cache.ListerWatcher        { return s.clusterRoles }
func (s *stores) ClusterRoleBindings() cache.ListerWatcher { return s.crbs }

func newStores(t testing.TB) *stores {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), rbacv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	g := optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec}
	s := &stores{}
	var err error
	if s.roles, err = role.NewREST(scheme, g); err != nil {
		t.Fatal(err)
	}
	if s.roleBindings, err = rolebinding.NewREST(scheme, g); err != nil {
		t.Fatal(err)
	}
	if s.clusterRoles, err = clusterrole.NewREST(scheme, g); err != nil {
		t.Fatal(err)
	}
	if s.crbs, err = clusterrolebinding.NewREST(scheme, g); err != nil {
		t.Fatal(err)
	}
	return s
}

func nsCtx(ns string) context.Context { return request.WithNamespace(context.Background(), ns) }

// mustFor returns a check of a storage write's error.
func mustFor(t *testing.T) func(runtime.Object, error) {
	return func(_ runtime.Object, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
}

var podReader = []rbac.PolicyRule{{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"pods"}}}

// TestGettersBeforeStart: nothing to read yet, an error, not a panic.
func TestGettersBeforeStart(t *testing.T) {
	i := New(newStores(t))
	if _, err := i.ListClusterRoleBindings(context.Background()); err == nil {
		t.Errorf("got no error before Start")
	}
	if i.WaitForCacheSync(context.Background()) {
		t.Errorf("WaitForCacheSync before Start: got true; want false")
	}
}

// TestAuthorizerOverInformers: the RBAC authorizer over the informers
// allows what the stored bindings grant, in their namespace only, and
// follows a binding created after the start.
func TestAuthorizerOverInformers(t *testing.T) {
	s, must := newStores(t), mustFor(t)
	must(s.roles.Create(nsCtx("demo"), &rbac.Role{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: podReader}, nil, &metav1.CreateOptions{}))
	must(s.roles.Create(nsCtx("other"), &rbac.Role{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: podReader}, nil, &metav1.CreateOptions{}))
	must(s.roleBindings.Create(nsCtx("demo"), &rbac.RoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: "alice"},
		RoleRef:    rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "Role", Name: "pod-reader"},
		Subjects:   []rbac.Subject{{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "alice"}},
	}, nil, &metav1.CreateOptions{}))

	i := New(s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	i.Start(ctx)
	if !i.WaitForCacheSync(ctx) {
		t.Fatal("informers did not sync")
	}
	authz := rbacauthorizer.New(i, i, i, i)
	decide := func(name, namespace string) authorizer.Decision {
		d, _, _ := authz.Authorize(context.Background(), authorizer.AttributesRecord{
			User: &user.DefaultInfo{Name: name}, Verb: "get", Resource: "pods", Namespace: namespace, ResourceRequest: true,
		})
		return d
	}
	tests := []struct {
		user, namespace string
		want            authorizer.Decision
	}{
		{"alice", "demo", authorizer.DecisionAllow},
		{"alice", "other", authorizer.DecisionNoOpinion},
		{"bob", "demo", authorizer.DecisionNoOpinion},
	}
	for _, tt := range tests {
		t.Run(tt.user+" in "+tt.namespace, func(t *testing.T) {
			if got := decide(tt.user, tt.namespace); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}

	must(s.crbs.Create(nsCtx(""), &rbac.ClusterRoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: "bob"},
		RoleRef:    rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "pod-reader"},
		Subjects:   []rbac.Subject{{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "bob"}},
	}, nil, &metav1.CreateOptions{}))
	must(s.clusterRoles.Create(nsCtx(""), &rbac.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: podReader}, nil, &metav1.CreateOptions{}))
	deadline := time.Now().Add(10 * time.Second)
	for decide("bob", "other") != authorizer.DecisionAllow {
		if time.Now().After(deadline) {
			t.Fatal("bob's new ClusterRoleBinding never reached the authorizer")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := i.GetClusterRole(context.Background(), "missing"); !apierrors.IsNotFound(err) {
		t.Errorf("GetClusterRole(missing): got %v; want NotFound", err)
	}
}

// TestGettersFollowChanges: GetClusterRole's v1 copy and
// ListClusterRoleBindings' slice, made once per change of their informer,
// are what a conversion of the stored objects gives, after every change;
// with no change in between, two reads share them.
func TestGettersFollowChanges(t *testing.T) {
	s, must := newStores(t), mustFor(t)
	ctx := nsCtx("")
	must(s.clusterRoles.Create(ctx, &rbac.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "reader"}, Rules: podReader}, nil, &metav1.CreateOptions{}))
	i := New(s)
	runCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	i.Start(runCtx)
	if !i.WaitForCacheSync(runCtx) {
		t.Fatal("informers did not sync")
	}
	binding := func(name string) *rbac.ClusterRoleBinding {
		return &rbac.ClusterRoleBinding{
			ObjectMeta: metav1.ObjectMeta{Name: name},
			RoleRef:    rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "reader"},
			Subjects:   []rbac.Subject{{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: name}},
		}
	}
	secretReader := []rbac.PolicyRule{{Verbs: []string{"get", "list"}, APIGroups: []string{""}, Resources: []string{"secrets"}}}
	steps := []struct {
		name         string
		change       func()
		wantRules    []rbac.PolicyRule
		wantBindings string
	}{
		{"at start", func() {}, podReader, ""},
		{"two bindings", func() {
			must(s.crbs.Create(ctx, binding("bob"), nil, &metav1.CreateOptions{}))
			must(s.crbs.Create(ctx, binding("alice"), nil, &metav1.CreateOptions{}))
		}, podReader, "alice bob"},
		{"the role replaced", func() {
			if _, _, err := s.clusterRoles.Delete(ctx, "reader", nil, &metav1.DeleteOptions{}); err != nil {
				t.Fatal(err)
			}
			must(s.clusterRoles.Create(ctx, &rbac.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "reader"}, Rules: secretReader}, nil, &metav1.CreateOptions{}))
		}, secretReader, "alice bob"},
		{"a binding deleted", func() {
			if _, _, err := s.crbs.Delete(ctx, "alice", nil, &metav1.DeleteOptions{}); err != nil {
				t.Fatal(err)
			}
		}, secretReader, "bob"},
	}
	for _, step := range steps {
		step.change()
		want := &rbacv1.ClusterRole{}
		if err := rbacv1.Convert_rbac_ClusterRole_To_v1_ClusterRole(&rbac.ClusterRole{Rules: step.wantRules}, want, nil); err != nil {
			t.Fatal(err)
		}
		var gotRules, gotBindings string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			role, err := i.GetClusterRole(context.Background(), "reader")
			if apierrors.IsNotFound(err) {
				continue // between the delete and the create
			}
			if err != nil {
				t.Fatal(err)
			}
			bindings, err := i.ListClusterRoleBindings(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			gotRules, gotBindings = fmt.Sprint(role.Rules), ""
			for _, b := range bindings {
				gotBindings += " " + b.Name
			}
			if gotBindings != "" {
				gotBindings = gotBindings[1:]
			}
			if gotRules == fmt.Sprint(want.Rules) && gotBindings == step.wantBindings {
				break
			}
		}
		if gotRules != fmt.Sprint(want.Rules) || gotBindings != step.wantBindings {
			t.Fatalf("%s: got rules %s, bindings %q; want %s, %q", step.name, gotRules, gotBindings, fmt.Sprint(want.Rules), step.wantBindings)
		}
		first, _ := i.GetClusterRole(context.Background(), "reader")
		again, _ := i.GetClusterRole(context.Background(), "reader")
		if first != again {
			t.Errorf("%s: two reads with no change got two copies of the ClusterRole; want one, made once per change", step.name)
		}
	}
}
