package rest

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac/bootstrappolicy"
)

var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) {
	os.Exit(storagetesting.RunWithEmbeddedEtcd(m, &testEtcd))
}

var clusterCtx = request.WithNamespace(context.Background(), "")

// optionsGetter stores the group as v1 protobuf under prefix, as the
// master's storage factory does.
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

// newProvider builds the group on an empty store and returns the
// provider with the group's v1 storage.
func newProvider(t *testing.T) (*RESTStorageProvider, map[string]rest.Storage) {
	t.Helper()
	codecs := legacyscheme.Codecs
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeProtobuf)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), rbacv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(rbacv1.SchemeGroupVersion)
	p := &RESTStorageProvider{}
	group, err := p.NewRESTStorage(resources, optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return p, group.VersionedResourcesStorageMap["v1"]
}

// runHook runs the bootstrap hook once, as the server does.
func runHook(t *testing.T, p *RESTStorageProvider) {
	t.Helper()
	name, hook, err := p.PostStartHook()
	if err != nil || name != "rbac/bootstrap-roles" {
		t.Fatalf("PostStartHook() = %q, %v", name, err)
	}
	if err := hook(server.PostStartHookContext{Context: context.Background()}); err != nil {
		t.Fatal(err)
	}
}

// versions is name=resourceVersion of every object of a storage.
func versions(t *testing.T, s rest.Storage) map[string]string {
	t.Helper()
	list, err := s.(rest.Lister).List(clusterCtx, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	switch l := list.(type) {
	case *rbac.ClusterRoleList:
		for _, i := range l.Items {
			out[i.Name] = i.ResourceVersion
		}
	case *rbac.ClusterRoleBindingList:
		for _, i := range l.Items {
			out[i.Name] = i.ResourceVersion
		}
	case *rbac.RoleList:
		for _, i := range l.Items {
			out[i.Namespace+"/"+i.Name] = i.ResourceVersion
		}
	case *rbac.RoleBindingList:
		for _, i := range l.Items {
			out[i.Namespace+"/"+i.Name] = i.ResourceVersion
		}
	}
	return out
}

func sortedKeys(m map[string]string) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, " ")
}

func TestNewRESTStorageDisabled(t *testing.T) {
	group, err := (&RESTStorageProvider{}).NewRESTStorage(controlplane.NewResourceConfig(), nil)
	if err != nil || len(group.VersionedResourcesStorageMap) != 0 {
		t.Errorf("disabled group: %v, %v; want no versions", group.VersionedResourcesStorageMap, err)
	}
	if _, _, err := (&RESTStorageProvider{}).PostStartHook(); err == nil {
		t.Errorf("PostStartHook before NewRESTStorage: got no error")
	}
}

// TestBootstrapOnEmptyStore: the hook creates the bootstrap policy
// (the controllers' roles and the namespaced ones included), and it
// passes validation (the storage validates every create).
func TestBootstrapOnEmptyStore(t *testing.T) {
	p, s := newProvider(t)
	runHook(t, p)
	want := map[string][]string{}
	for _, r := range append(bootstrappolicy.ClusterRoles(), bootstrappolicy.ControllerRoles()...) {
		want["clusterroles"] = append(want["clusterroles"], r.Name)
	}
	for _, b := range append(bootstrappolicy.ClusterRoleBindings(), bootstrappolicy.ControllerRoleBindings()...) {
		want["clusterrolebindings"] = append(want["clusterrolebindings"], b.Name)
	}
	for ns, roles := range bootstrappolicy.NamespaceRoles() {
		for _, r := range roles {
			want["roles"] = append(want["roles"], ns+"/"+r.Name)
		}
	}
	for ns, bindings := range bootstrappolicy.NamespaceRoleBindings() {
		for _, b := range bindings {
			want["rolebindings"] = append(want["rolebindings"], ns+"/"+b.Name)
		}
	}
	for resource, names := range want {
		slices.Sort(names)
		if got, want := sortedKeys(versions(t, s[resource])), strings.Join(names, " "); got != want {
			t.Errorf("got %s %s; want %s", resource, got, want)
		}
	}
}

// TestBootstrapIsStable: a second run over what the first wrote writes
// nothing, so restarts do not churn resourceVersions.
func TestBootstrapIsStable(t *testing.T) {
	p, s := newProvider(t)
	runHook(t, p)
	resources := []string{"clusterroles", "clusterrolebindings", "roles", "rolebindings"}
	before := map[string]map[string]string{}
	for _, r := range resources {
		before[r] = versions(t, s[r])
	}
	runHook(t, p)
	for _, r := range resources {
		if got := versions(t, s[r]); !reflect.DeepEqual(got, before[r]) {
			t.Errorf("%s rewritten:\n%v\n%v", r, before[r], got)
		}
	}
}

// TestBootstrapNamespacedRoles: a Role the administrator emptied gets its
// rules back unless it opted out of auto-update; a deleted RoleBinding is
// created again.
func TestBootstrapNamespacedRoles(t *testing.T) {
	p, s := newProvider(t)
	runHook(t, p)
	ctx := request.WithNamespace(context.Background(), "kube-system")
	roles, bindings := s["roles"].(rest.StandardStorage), s["rolebindings"].(rest.StandardStorage)
	update := func(name string, mutate func(*rbac.Role)) {
		obj, err := roles.Get(ctx, name, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		r := obj.(*rbac.Role)
		mutate(r)
		if _, _, err := p.roles.Update(ctx, name, rest.DefaultUpdatedObjectInfo(r), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	update("extension-apiserver-authentication-reader", func(r *rbac.Role) { r.Rules = nil })
	update("system:controller:token-cleaner", func(r *rbac.Role) {
		r.Annotations[rbacv1.AutoUpdateAnnotationKey] = "false"
		r.Rules = nil
	})
	if _, _, err := bindings.Delete(ctx, "system::extension-apiserver-authentication-reader", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	runHook(t, p)
	rules := func(name string) int {
		obj, err := roles.Get(ctx, name, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return len(obj.(*rbac.Role).Rules)
	}
	// The missing rule comes back broken down, a verb a rule, as upstream's.
	if got := rules("extension-apiserver-authentication-reader"); got != 3 {
		t.Errorf("extension-apiserver-authentication-reader has %d rules; want get, list and watch back", got)
	}
	if got := rules("system:controller:token-cleaner"); got != 0 {
		t.Errorf("protected system:controller:token-cleaner was reconciled: %d rules", got)
	}
	if _, err := bindings.Get(ctx, "system::extension-apiserver-authentication-reader", &metav1.GetOptions{}); err != nil {
		t.Errorf("deleted role binding not recreated: %v", err)
	}
}

// TestBootstrapKeepsAdministratorChanges: extra rules and subjects stay,
// missing ones come back, a deleted object is created again, and an
// object marked autoupdate "false" is left as the administrator left it.
func TestBootstrapKeepsAdministratorChanges(t *testing.T) {
	p, _ := newProvider(t)
	runHook(t, p)
	// Upstream's policy has more in system:discovery than ours: kept.
	extra := rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/metrics"}}
	updateRole(t, p, "system:discovery", func(r *rbac.ClusterRole) { r.Rules = append(r.Rules, extra) })
	updateRole(t, p, "system:basic-user", func(r *rbac.ClusterRole) { r.Rules = r.Rules[:1] })
	updateRole(t, p, "system:public-info-viewer", func(r *rbac.ClusterRole) {
		r.Annotations[rbacv1.AutoUpdateAnnotationKey] = "false"
		r.Rules = r.Rules[:0]
	})
	if _, _, err := p.clusterRoleBindings.Delete(clusterCtx, "system:discovery", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	runHook(t, p)

	if got := getRole(t, p, "system:discovery").Rules; !slices.ContainsFunc(got, func(r rbac.PolicyRule) bool { return reflect.DeepEqual(r, extra) }) {
		t.Errorf("system:discovery lost the administrator's rule: %v", got)
	}
	if got, want := len(getRole(t, p, "system:basic-user").Rules), 2; got < want {
		t.Errorf("system:basic-user has %d rules; want its %d back", got, want)
	}
	if got := getRole(t, p, "system:public-info-viewer").Rules; len(got) != 0 {
		t.Errorf("protected system:public-info-viewer was reconciled: %v", got)
	}
	if _, err := p.clusterRoleBindings.Get(clusterCtx, "system:discovery", &metav1.GetOptions{}); err != nil {
		t.Errorf("deleted binding not recreated: %v", err)
	}
}

func getRole(t *testing.T, p *RESTStorageProvider, name string) *rbac.ClusterRole {
	t.Helper()
	obj, err := p.clusterRoles.Get(clusterCtx, name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return obj.(*rbac.ClusterRole)
}

func updateRole(t *testing.T, p *RESTStorageProvider, name string, mutate func(*rbac.ClusterRole)) {
	t.Helper()
	r := getRole(t, p, name)
	mutate(r)
	if _, _, err := p.clusterRoles.Update(clusterCtx, name, rest.DefaultUpdatedObjectInfo(r), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
}

// TestServedStorageRefusesEscalation: what the group serves is the
// policybased storage, which asks the provider's Authorizer as it is
// when the request comes, set after the storage was built.
func TestServedStorageRefusesEscalation(t *testing.T) {
	p, s := newProvider(t)
	p.Authorizer = authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
		if a.GetUser().GetName() == "delegate" && a.GetVerb() == "escalate" {
			return authorizer.DecisionAllow, "", nil
		}
		return authorizer.DecisionNoOpinion, "", nil
	})
	tests := []struct {
		user string
		want metav1.StatusReason
	}{
		{"alice", metav1.StatusReasonForbidden},
		{"delegate", ""},
	}
	for _, tt := range tests {
		t.Run(tt.user, func(t *testing.T) {
			ctx := request.WithUser(clusterCtx, &user.DefaultInfo{Name: tt.user, Groups: []string{user.AllAuthenticated}})
			ctx = request.WithRequestInfo(ctx, &request.RequestInfo{IsResourceRequest: true, Verb: "create", APIGroup: rbac.GroupName, APIVersion: "v1", Resource: "clusterroles"})
			_, err := s["clusterroles"].(rest.Creater).Create(ctx, &rbac.ClusterRole{
				ObjectMeta: metav1.ObjectMeta{Name: "secrets-" + tt.user},
				Rules:      []rbac.PolicyRule{{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"secrets"}}},
			}, nil, &metav1.CreateOptions{})
			if tt.want == "" && err != nil {
				t.Errorf("got %v; want allowed", err)
			}
			if got := apierrors.ReasonForError(err); tt.want != "" && got != tt.want {
				t.Errorf("got %q (%v); want %q", got, err, tt.want)
			}
		})
	}
}

// TestAddToControlPlane: the master gets the provider, rbac/v1 on (the
// rest unchanged), upstream's OpenAPI names and the two hooks.
func TestAddToControlPlane(t *testing.T) {
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(appsv1.SchemeGroupVersion)
	genericConfig := server.NewConfig(legacyscheme.Codecs)
	genericConfig.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(legacyscheme.Scheme)
	master := &controlplane.Config{GenericConfig: genericConfig, ExtraConfig: controlplane.ExtraConfig{APIResourceConfigSource: resources}}
	if err := AddToControlPlane(master, &RESTStorageProvider{}); err != nil {
		t.Fatal(err)
	}
	if got := len(master.ExtraConfig.RESTStorageProviders); got != 1 || master.ExtraConfig.RESTStorageProviders[0].GroupName() != "rbac.authorization.k8s.io" {
		t.Fatalf("got %d providers; want the RBAC one", got)
	}
	for _, tt := range []struct {
		gv   schema.GroupVersion
		want bool
	}{
		{rbacv1.SchemeGroupVersion, true},
		{appsv1.SchemeGroupVersion, true},
		{schema.GroupVersion{Group: "apps", Version: "v1beta1"}, false},
	} {
		if got := master.ExtraConfig.APIResourceConfigSource.VersionEnabled(tt.gv); got != tt.want {
			t.Errorf("VersionEnabled(%v) = %v; want %v", tt.gv, got, tt.want)
		}
	}
	pkg := reflect.TypeFor[rbacv1.ClusterRole]().PkgPath()
	if got, want := genericConfig.OpenAPIDefinitionNamer.NameOf(pkg, "ClusterRole"), "io.k8s.api.rbac.v1.ClusterRole"; got != want {
		t.Errorf("got OpenAPI name %q; want %q", got, want)
	}
	for _, hook := range []string{"rbac/start-informers", "rbac/start-clusterrole-aggregation-controller"} {
		if _, ok := genericConfig.PostStartHooks[hook]; !ok {
			t.Errorf("hook %q not added", hook)
		}
	}
}

// TestHooksTogether: after the three hooks, admin, edit and view hold
// the aggregated rules, and the RBAC authorizer over the provider's
// informers lets system:masters do anything and a plain user only what
// the bootstrap policy grants everyone.
func TestHooksTogether(t *testing.T) {
	p, _ := newProvider(t)
	runHook(t, p)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hookCtx := server.PostStartHookContext{Context: ctx}
	if err := p.startClusterRoleAggregation(hookCtx); err != nil {
		t.Fatal(err)
	}
	if err := p.startInformers(hookCtx); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(getRole(t, p, "view").Rules) == 0 || len(getRole(t, p, "admin").Rules) <= len(getRole(t, p, "edit").Rules) {
		if time.Now().After(deadline) {
			t.Fatalf("admin, edit, view never aggregated: %d, %d, %d rules",
				len(getRole(t, p, "admin").Rules), len(getRole(t, p, "edit").Rules), len(getRole(t, p, "view").Rules))
		}
		time.Sleep(10 * time.Millisecond)
	}

	authz := rbacauthorizer.New(p.Informers(), p.Informers(), p.Informers(), p.Informers())
	tests := []struct {
		name   string
		groups []string
		attrs  authorizer.AttributesRecord
		want   authorizer.Decision
	}{
		{"masters delete secrets", []string{user.SystemPrivilegedGroup}, authorizer.AttributesRecord{Verb: "delete", Resource: "secrets", Namespace: "demo", ResourceRequest: true}, authorizer.DecisionAllow},
		{"anyone reads /version", []string{user.AllAuthenticated}, authorizer.AttributesRecord{Verb: "get", Path: "/version"}, authorizer.DecisionAllow},
		{"anyone else deletes secrets", []string{user.AllAuthenticated}, authorizer.AttributesRecord{Verb: "delete", Resource: "secrets", Namespace: "demo", ResourceRequest: true}, authorizer.DecisionNoOpinion},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.attrs.User = &user.DefaultInfo{Name: "someone", Groups: tt.groups}
			if got, reason, _ := authz.Authorize(context.Background(), tt.attrs); got != tt.want {
				t.Errorf("got %v (%s); want %v", got, reason, tt.want)
			}
		})
	}
}
