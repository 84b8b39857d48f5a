package clusterrolebinding

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

// optionsGetter stores ClusterRoleBindings as v1 JSON under prefix.
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

var clusterCtx = request.WithNamespace(context.Background(), "")

func nsCtx(ns string) context.Context { return request.WithNamespace(context.Background(), ns) }

func binding(name string) *rbac.ClusterRoleBinding {
	return &rbac.ClusterRoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		RoleRef:    rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "pod-reader"},
		Subjects: []rbac.Subject{
			{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "alice"},
			{Kind: rbac.GroupKind, APIGroup: rbac.GroupName, Name: "team-a"},
			{Kind: rbac.ServiceAccountKind, Namespace: "demo", Name: "robot"},
		},
	}
}

// TestCreateUpdateGet: the binding round-trips; its subjects may grow,
// its roleRef may not change (422); the adapter lists it as v1.
func TestCreateUpdateGet(t *testing.T) {
	r := newStorage(t)
	if _, err := r.Create(clusterCtx, binding("readers"), nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	more := binding("readers")
	more.Subjects = append(more.Subjects, rbac.Subject{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "bob"})
	if _, _, err := r.Update(clusterCtx, "readers", rest.DefaultUpdatedObjectInfo(more), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatalf("adding a subject: %v", err)
	}
	other := binding("readers")
	other.RoleRef.Name = "admin"
	_, _, err := r.Update(clusterCtx, "readers", rest.DefaultUpdatedObjectInfo(other), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid roleRef"; got != want {
		t.Errorf("changing roleRef: got %q; want %q", got, want)
	}
	got, err := AuthorizerAdapter{Lister: r}.ListClusterRoleBindings(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || len(got[0].Subjects) != 4 || got[0].RoleRef.Name != "pod-reader" {
		t.Errorf("got %+v; want readers with 4 subjects, of pod-reader", got)
	}
}

func TestCreateInvalid(t *testing.T) {
	r := newStorage(t)
	tests := []struct {
		name   string
		mutate func(*rbac.ClusterRoleBinding)
		want   string
	}{
		{"roleRef of another group", func(b *rbac.ClusterRoleBinding) { b.RoleRef.APIGroup = "apps" }, "FieldValueNotSupported roleRef.apiGroup"},
		{"roleRef of an unknown kind", func(b *rbac.ClusterRoleBinding) { b.RoleRef.Kind = "Pod" }, "FieldValueNotSupported roleRef.kind"},
		{"subject of an unknown kind", func(b *rbac.ClusterRoleBinding) { b.Subjects[0].Kind = "Robot" }, "FieldValueNotSupported subjects[0].kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := binding("bad")
			tt.mutate(b)
			_, err := r.Create(clusterCtx, b, nil, &metav1.CreateOptions{})
			if !apierrors.IsInvalid(err) {
				t.Fatalf("got %v; want Invalid (422)", err)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got causes %q; want %q", got, tt.want)
			}
		})
	}
}

// TestTable: kubectl's columns, the role as Kind/name, the subjects by
// kind in the wide columns.
func TestTable(t *testing.T) {
	r := newStorage(t)
	if _, err := r.Create(clusterCtx, binding("readers"), nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	list, err := r.List(clusterCtx, nil)
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(clusterCtx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	var columns []string
	for _, c := range table.ColumnDefinitions {
		columns = append(columns, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	if got, want := strings.Join(columns, " "), "Name/0 Role/0 Age/0 Users/1 Groups/1 ServiceAccounts/1"; got != want {
		t.Errorf("got columns %q; want %q", got, want)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	c := table.Rows[0].Cells
	if got, want := fmt.Sprintf("%v|%v|%v|%v|%v", c[0], c[1], c[3], c[4], c[5]), "readers|ClusterRole/pod-reader|alice|team-a|demo/robot"; got != want {
		t.Errorf("got row %q; want %q", got, want)
	}
}
