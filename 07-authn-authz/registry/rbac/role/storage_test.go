package role

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
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install"
	v1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// testEtcd is the one embedded etcd every test of the package shares;
// each test stores under a prefix of its own.
var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) {
	os.Exit(storagetesting.RunWithEmbeddedEtcd(m, &testEtcd))
}

// optionsGetter stores Roles as v1 JSON under prefix.
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

func newStorage(t *testing.T) *REST {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), v1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	r, err := NewREST(scheme, optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func nsCtx(ns string) context.Context { return request.WithNamespace(context.Background(), ns) }

func podReader(name string) *rbac.Role {
	return &rbac.Role{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Rules:      []rbac.PolicyRule{{Verbs: []string{"get", "list"}, APIGroups: []string{""}, Resources: []string{"pods"}}},
	}
}

// TestCreateUpdateGet: a role is stored in its namespace, only there;
// a PUT of a missing role creates it; an update without a
// resourceVersion is allowed; the adapter reads it back as v1.
func TestCreateUpdateGet(t *testing.T) {
	r := newStorage(t)
	out, err := r.Create(nsCtx("demo"), podReader("pod-reader"), nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if role := out.(*rbac.Role); role.Namespace != "demo" || role.ResourceVersion == "" {
		t.Errorf("namespace, resourceVersion = %q, %q; want demo and one", role.Namespace, role.ResourceVersion)
	}
	if _, err := r.Get(nsCtx("other"), "pod-reader", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get in another namespace: %v; want NotFound", err)
	}
	updated := podReader("pod-reader")
	updated.Rules[0].Verbs = []string{"get"}
	if _, created, err := r.Update(nsCtx("demo"), "pod-reader", rest.DefaultUpdatedObjectInfo(updated), nil, nil, false, &metav1.UpdateOptions{}); err != nil || created {
		t.Fatalf("unconditional update: created %v, %v; want an update", created, err)
	}
	if _, created, err := r.Update(nsCtx("demo"), "new", rest.DefaultUpdatedObjectInfo(podReader("new")), nil, nil, false, &metav1.UpdateOptions{}); err != nil || !created {
		t.Fatalf("PUT of a missing role: created %v, %v; want created", created, err)
	}
	got, err := AuthorizerAdapter{Getter: r}.GetRole(context.Background(), "demo", "pod-reader")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Rules[0].Verbs) != "[get]" {
		t.Errorf("adapter verbs = %v; want [get]", got.Rules[0].Verbs)
	}
}

func TestCreateInvalid(t *testing.T) {
	r := newStorage(t)
	tests := []struct {
		name string
		rule rbac.PolicyRule
		want string
	}{
		{"no verbs", rbac.PolicyRule{APIGroups: []string{""}, Resources: []string{"pods"}}, "FieldValueRequired rules[0].verbs"},
		{"no resources", rbac.PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}}, "FieldValueRequired rules[0].resources"},
		{"a URL in a namespace", rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}, "FieldValueInvalid rules[0].nonResourceURLs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			role := &rbac.Role{ObjectMeta: metav1.ObjectMeta{Name: "bad"}, Rules: []rbac.PolicyRule{tt.rule}}
			_, err := r.Create(nsCtx("demo"), role, nil, &metav1.CreateOptions{})
			if !apierrors.IsInvalid(err) {
				t.Fatalf("got %v; want Invalid (422)", err)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got causes %q; want %q", got, tt.want)
			}
		})
	}
}

func TestTable(t *testing.T) {
	r := newStorage(t)
	if _, err := r.Create(nsCtx("demo"), podReader("pod-reader"), nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	list, err := r.List(nsCtx("demo"), nil)
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(nsCtx("demo"), list, nil)
	if err != nil {
		t.Fatal(err)
	}
	var columns []string
	for _, c := range table.ColumnDefinitions {
		columns = append(columns, c.Name)
	}
	if got, want := strings.Join(columns, " "), "Name Created At"; got != want {
		t.Errorf("got columns %q; want %q", got, want)
	}
	if len(table.Rows) != 1 || table.Rows[0].Cells[0] != "pod-reader" {
		t.Errorf("got rows %v; want pod-reader", table.Rows)
	}
}
