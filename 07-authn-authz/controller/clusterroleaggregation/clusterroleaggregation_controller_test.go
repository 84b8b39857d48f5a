package clusterroleaggregation

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrole"
)

func rule(verb, resource string) rbac.PolicyRule {
	return rbac.PolicyRule{Verbs: []string{verb}, APIGroups: []string{""}, Resources: []string{resource}}
}

func role(name string, labels map[string]string, selectors []string, rules ...rbac.PolicyRule) *rbac.ClusterRole {
	r := &rbac.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels}, Rules: rules}
	if selectors != nil {
		r.AggregationRule = &rbac.AggregationRule{}
		for _, label := range selectors {
			r.AggregationRule.ClusterRoleSelectors = append(r.AggregationRule.ClusterRoleSelectors, metav1.LabelSelector{MatchLabels: map[string]string{label: "true"}})
		}
	}
	return r
}

func describe(rules []rbac.PolicyRule) string {
	var out []string
	for _, r := range rules {
		out = append(out, r.Verbs[0]+" "+r.Resources[0])
	}
	return strings.Join(out, ", ")
}

func TestAggregatedRules(t *testing.T) {
	toView := map[string]string{"view": "true"}
	toEdit := map[string]string{"edit": "true"}
	tests := []struct {
		name  string
		role  *rbac.ClusterRole
		roles []*rbac.ClusterRole
		want  string
	}{
		{"nothing selected", role("view", nil, []string{"view"}), []*rbac.ClusterRole{role("other", nil, nil, rule("get", "pods"))}, ""},
		{"by name within a selector", role("view", nil, []string{"view"}),
			[]*rbac.ClusterRole{role("b", toView, nil, rule("get", "secrets")), role("a", toView, nil, rule("get", "pods"))}, "get pods, get secrets"},
		{"selector order first", role("edit", nil, []string{"edit", "view"}),
			[]*rbac.ClusterRole{role("a", toView, nil, rule("get", "pods")), role("b", toEdit, nil, rule("delete", "pods"))}, "delete pods, get pods"},
		{"each rule once", role("view", nil, []string{"view"}),
			[]*rbac.ClusterRole{role("a", toView, nil, rule("get", "pods")), role("b", toView, nil, rule("get", "pods"), rule("list", "pods"))}, "get pods, list pods"},
		{"not itself", role("view", toView, []string{"view"}, rule("delete", "everything")),
			[]*rbac.ClusterRole{role("view", toView, nil, rule("delete", "everything")), role("a", toView, nil, rule("get", "pods"))}, "get pods"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := AggregatedRules(tt.role, tt.roles)
			if err != nil {
				t.Fatal(err)
			}
			if describe(got) != tt.want {
				t.Errorf("got %q; want %q", describe(got), tt.want)
			}
		})
	}
}

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

// newStore is the clusterroles registry on the test etcd, under a prefix
// of its own.
func newStore(t *testing.T) *clusterrole.REST {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), rbacv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	store, err := clusterrole.NewREST(scheme, optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return store
}

// TestController: on real storage, the aggregating role gets the
// selected roles' rules, grows when a role is labelled, and shrinks when
// a role loses its label.
func TestController(t *testing.T) {
	store := newStore(t)
	ctx, cancel := context.WithCancel(request.WithNamespace(context.Background(), ""))
	defer cancel()
	put := func(r *rbac.ClusterRole) {
		t.Helper()
		if _, _, err := store.Update(ctx, r.Name, rest.DefaultUpdatedObjectInfo(r), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	rulesOf := func(name string) string {
		obj, err := store.Get(ctx, name, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return describe(obj.(*rbac.ClusterRole).Rules)
	}
	toView := map[string]string{"view": "true"}
	put(role("view", nil, []string{"view"}))
	put(role("pods", toView, nil, rule("get", "pods")))

	// The informer starts first, as in the server: the controller must
	// still see the roles it listed.
	informer := cache.NewInformer(store)
	go informer.Run(ctx)
	if !informer.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	c := NewClusterRoleAggregation(informer, store)
	go c.Run(ctx, 1)

	controllertest.Eventually(t, "view to get the pods rule", func() bool { return rulesOf("view") == "get pods" })
	put(role("secrets", toView, nil, rule("get", "secrets")))
	controllertest.Eventually(t, "view to get the secrets rule", func() bool { return rulesOf("view") == "get pods, get secrets" })
	put(role("pods", nil, nil, rule("get", "pods")))
	controllertest.Eventually(t, "view to lose the pods rule", func() bool { return rulesOf("view") == "get secrets" })
}

// TestSyncBehindTheInformer: the informer's copy of the aggregating role
// is a write behind the stored one (the bootstrap policy annotated it in
// the meantime). The sync still writes the rules, without a conflict and
// without undoing the other write, as upstream's server-side apply.
func TestSyncBehindTheInformer(t *testing.T) {
	store := newStore(t)
	ctx, cancel := context.WithCancel(request.WithNamespace(context.Background(), ""))
	defer cancel()
	for _, r := range []*rbac.ClusterRole{role("view", nil, []string{"view"}), role("pods", map[string]string{"view": "true"}, nil, rule("get", "pods"))} {
		if _, _, err := store.Update(ctx, r.Name, rest.DefaultUpdatedObjectInfo(r), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	informerCtx, stopInformer := context.WithCancel(ctx)
	informer := cache.NewInformer(store)
	go informer.Run(informerCtx)
	if !informer.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	stopInformer()

	obj, err := store.Get(ctx, "view", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	annotated := obj.(*rbac.ClusterRole).DeepCopy()
	annotated.Annotations = map[string]string{"rbac.authorization.kubernetes.io/autoupdate": "true"}
	if _, _, err := store.Update(ctx, "view", rest.DefaultUpdatedObjectInfo(annotated), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}

	c := NewClusterRoleAggregation(informer, store)
	if err := c.syncClusterRole(ctx, "view"); err != nil {
		t.Fatalf("sync: got %v; want nil", err)
	}
	obj, err = store.Get(ctx, "view", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*rbac.ClusterRole)
	if describe(got.Rules) != "get pods" || got.Annotations["rbac.authorization.kubernetes.io/autoupdate"] != "true" {
		t.Errorf("got rules %q, annotations %v; want the pods rule and the annotation kept", describe(got.Rules), got.Annotations)
	}
}
