package clusterrole

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

// optionsGetter stores ClusterRoles as v1 JSON under prefix.
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

// TestCreateUpdateGet: a cluster role may hold URL rules and an
// aggregation rule; a PUT of a missing one creates it; the adapter
// reads it back as v1.
func TestCreateUpdateGet(t *testing.T) {
	r := newStorage(t)
	in := &rbac.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "probes"},
		Rules:      []rbac.PolicyRule{{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}},
	}
	if _, err := r.Create(clusterCtx, in, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	aggregating := &rbac.ClusterRole{
		ObjectMeta:      metav1.ObjectMeta{Name: "monitoring"},
		AggregationRule: &rbac.AggregationRule{ClusterRoleSelectors: []metav1.LabelSelector{{MatchLabels: map[string]string{"aggregate-to-monitoring": "true"}}}},
	}
	if _, created, err := r.Update(clusterCtx, "monitoring", rest.DefaultUpdatedObjectInfo(aggregating), nil, nil, false, &metav1.UpdateOptions{}); err != nil || !created {
		t.Fatalf("PUT of a missing cluster role: created %v, %v; want created", created, err)
	}
	got, err := AuthorizerAdapter{Getter: r}.GetClusterRole(context.Background(), "probes")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Rules[0].NonResourceURLs) != "[/healthz]" {
		t.Errorf("got URLs %v; want [/healthz]", got.Rules[0].NonResourceURLs)
	}
	if _, err := (AuthorizerAdapter{Getter: r}).GetClusterRole(context.Background(), "missing"); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

func TestCreateInvalid(t *testing.T) {
	r := newStorage(t)
	tests := []struct {
		name string
		role *rbac.ClusterRole
		want string
	}{
		{"no verbs", &rbac.ClusterRole{Rules: []rbac.PolicyRule{{APIGroups: []string{""}, Resources: []string{"pods"}}}}, "FieldValueRequired rules[0].verbs"},
		{"URLs and resources", &rbac.ClusterRole{Rules: []rbac.PolicyRule{{Verbs: []string{"get"}, Resources: []string{"pods"}, NonResourceURLs: []string{"/x"}}}}, "FieldValueInvalid rules[0].nonResourceURLs"},
		{"aggregation rule without selectors", &rbac.ClusterRole{AggregationRule: &rbac.AggregationRule{}}, "FieldValueRequired aggregationRule.clusterRoleSelectors"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.role.Name = "bad"
			_, err := r.Create(clusterCtx, tt.role, nil, &metav1.CreateOptions{})
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
	table, err := r.ConvertToTable(clusterCtx, &rbac.ClusterRoleList{Items: []rbac.ClusterRole{{ObjectMeta: metav1.ObjectMeta{Name: "view"}}}}, nil)
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
}
