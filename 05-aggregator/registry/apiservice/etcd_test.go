package apiservice

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
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/install"
	v1 "github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/v1"
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

// clusterCtx is the context of a cluster-scoped request.
var clusterCtx = request.WithNamespace(context.Background(), "")

// optionsGetter stores APIServices as apiregistration.k8s.io/v1 JSON
// under prefix; registrytest.NewEtcdStorage knows only legacyscheme's
// groups.
type optionsGetter struct {
	prefix string
	codec  runtime.Codec
}

func (g optionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		ResourcePrefix: resource.Resource,
		Codec:          g.codec,
		Decorator: func(prefix string, newFunc, newListFunc func() runtime.Object, _ storage.AttrFunc) (storage.Interface, func(), error) {
			s := etcd3.New(testEtcd.Client(), g.codec, newFunc, newListFunc, g.prefix, prefix, resource, storage.APIObjectVersioner{})
			return s, func() {}, nil
		},
	}, nil
}

// newStorage returns the storage and its etcd prefix.
func newStorage(t *testing.T) (*REST, *StatusREST, string) {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), v1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
	r, status, err := NewREST(scheme, optionsGetter{prefix: prefix, codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return r, status, prefix
}

func ptr[T any](v T) *T { return &v }

// localAPIService is the legacy core group, served by the chain.
func localAPIService() *apiregistration.APIService {
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: "v1."},
		Spec:       apiregistration.APIServiceSpec{Version: "v1", GroupPriorityMinimum: 18000, VersionPriority: 1},
	}
}

// remoteAPIService is the sample server's group, behind a Service.
func remoteAPIService() *apiregistration.APIService {
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: "v1alpha1.wardle.example.com"},
		Spec: apiregistration.APIServiceSpec{
			Service:               &apiregistration.ServiceReference{Namespace: "wardle", Name: "api", Port: ptr(int32(443))},
			Group:                 "wardle.example.com",
			Version:               "v1alpha1",
			InsecureSkipTLSVerify: true,
			GroupPriorityMinimum:  1000,
			VersionPriority:       15,
		},
	}
}

func create(t *testing.T, r *REST, obj *apiregistration.APIService) *apiregistration.APIService {
	t.Helper()
	out, err := r.Create(clusterCtx, obj, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", obj.Name, err)
	}
	return out.(*apiregistration.APIService)
}

func TestCreate(t *testing.T) {
	r, _, prefix := newStorage(t)

	// A local APIService is Available at once; status sent is dropped.
	in := localAPIService()
	in.Status.Conditions = []apiregistration.APIServiceCondition{{Type: "Other", Status: apiregistration.ConditionFalse}}
	local := create(t, r, in)
	if len(local.Status.Conditions) != 1 {
		t.Fatalf("conditions = %+v; want only Available", local.Status.Conditions)
	}
	if c := local.Status.Conditions[0]; c.Type != apiregistration.Available || c.Status != apiregistration.ConditionTrue || c.Reason != "Local" {
		t.Errorf("condition = %+v; want Available True Local", c)
	}

	// A remote one waits for the availability controller.
	remote := create(t, r, remoteAPIService())
	if len(remote.Status.Conditions) != 0 {
		t.Errorf("remote conditions = %+v; want none", remote.Status.Conditions)
	}
	got, err := r.Get(clusterCtx, remote.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if s := got.(*apiregistration.APIService).Spec.Service; s == nil || s.Name != "api" || *s.Port != 443 {
		t.Errorf("stored service = %+v; want wardle/api:443", s)
	}

	// Cluster-scoped keys, objects stored as v1 JSON.
	resp, err := testEtcd.Client().Get(context.Background(), prefix+"/apiservices/v1alpha1.wardle.example.com")
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("etcd get = %v, %v; want one key", resp, err)
	}
	if v := string(resp.Kvs[0].Value); !strings.Contains(v, `"apiVersion":"apiregistration.k8s.io/v1"`) || !strings.Contains(v, `"kind":"APIService"`) {
		t.Errorf("stored value = %s; want apiregistration.k8s.io/v1 APIService JSON", v)
	}

	// Same group-version twice: AlreadyExists.
	if _, err := r.Create(clusterCtx, remoteAPIService(), nil, &metav1.CreateOptions{}); !apierrors.IsAlreadyExists(err) {
		t.Errorf("second create: got %v; want AlreadyExists", err)
	}
}

func TestCreateInvalid(t *testing.T) {
	r, _, _ := newStorage(t)
	tests := []struct {
		name   string
		obj    *apiregistration.APIService
		mutate func(*apiregistration.APIService)
		want   string
	}{
		{"name is not version.group", remoteAPIService(), func(s *apiregistration.APIService) { s.Name = "wardle" },
			"FieldValueInvalid metadata.name"},
		{"local with a caBundle", localAPIService(), func(s *apiregistration.APIService) { s.Spec.CABundle = []byte("pem") },
			"FieldValueInvalid spec.caBundle"},
		{"caBundle and insecureSkipTLSVerify", remoteAPIService(), func(s *apiregistration.APIService) { s.Spec.CABundle = []byte("pem") },
			"FieldValueInvalid spec.insecureSkipTLSVerify"},
		{"bad port and priorities", remoteAPIService(), func(s *apiregistration.APIService) {
			s.Spec.Service.Port = ptr(int32(70000))
			s.Spec.GroupPriorityMinimum, s.Spec.VersionPriority = 0, 1001
		}, "FieldValueInvalid spec.groupPriorityMinimum; FieldValueInvalid spec.versionPriority; FieldValueInvalid spec.service.port"},
		{"service without name", remoteAPIService(), func(s *apiregistration.APIService) { s.Spec.Service.Name = "" },
			"FieldValueRequired spec.service.name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.mutate(tt.obj)
			_, err := r.Create(clusterCtx, tt.obj, nil, &metav1.CreateOptions{})
			if !apierrors.IsInvalid(err) {
				t.Fatalf("err = %v; want Invalid (422)", err)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("causes = %q; want %q", got, tt.want)
			}
			if _, err := r.Get(clusterCtx, tt.obj.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
				t.Errorf("get after a refused create: got %v; want NotFound", err)
			}
		})
	}
}

func TestUpdate(t *testing.T) {
	r, status, _ := newStorage(t)
	s := create(t, r, remoteAPIService())

	// A spec update changes the spec; status sent along is ignored.
	s.Spec.VersionPriority = 20
	s.Status.Conditions = []apiregistration.APIServiceCondition{{Type: apiregistration.Available, Status: apiregistration.ConditionTrue}}
	out, _, err := r.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(s), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s = out.(*apiregistration.APIService)
	if s.Spec.VersionPriority != 20 || len(s.Status.Conditions) != 0 {
		t.Errorf("versionPriority, conditions = %d, %+v; want 20, none", s.Spec.VersionPriority, s.Status.Conditions)
	}

	// A status update changes the status, not the spec or the labels.
	apiregistration.SetAPIServiceCondition(s, apiregistration.APIServiceCondition{
		Type: apiregistration.Available, Status: apiregistration.ConditionFalse, Reason: "MissingEndpoints", Message: "no endpoints",
	})
	s.Spec.VersionPriority = 1
	s.Labels = map[string]string{"ignored": "true"}
	out, _, err = status.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(s), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s = out.(*apiregistration.APIService)
	c := apiregistration.GetAPIServiceConditionByType(s, apiregistration.Available)
	if c == nil || c.Status != apiregistration.ConditionFalse || c.Reason != "MissingEndpoints" {
		t.Errorf("Available = %+v; want False MissingEndpoints", c)
	}
	if s.Spec.VersionPriority != 20 || len(s.Labels) != 0 {
		t.Errorf("versionPriority, labels = %d, %v; want 20, none", s.Spec.VersionPriority, s.Labels)
	}

	// An invalid spec or status is a 422 and changes nothing.
	bad := s.DeepCopy()
	bad.Spec.Service.Namespace = ""
	_, _, err = r.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(bad), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueRequired spec.service.namespace"; got != want {
		t.Errorf("update causes = %q; want %q", got, want)
	}
	bad = s.DeepCopy()
	bad.Status.Conditions[0].Status = "Maybe"
	_, _, err = status.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(bad), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueNotSupported status.conditions[0].status"; got != want {
		t.Errorf("status update causes = %q; want %q", got, want)
	}
	got, err := r.Get(clusterCtx, s.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.(*apiregistration.APIService).ResourceVersion != s.ResourceVersion {
		t.Errorf("resourceVersion moved after refused updates")
	}

	// Unconditional updates are refused; a stale resourceVersion conflicts.
	s.ResourceVersion = ""
	if _, _, err := r.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(s), nil, nil, false, &metav1.UpdateOptions{}); err == nil {
		t.Errorf("update without resourceVersion: got no error")
	}
	s.ResourceVersion = "1"
	if _, _, err := r.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(s), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsConflict(err) {
		t.Errorf("update with a stale resourceVersion: got %v; want Conflict", err)
	}
	// Neither PUT creates, not even /status asked to force it.
	missing := remoteAPIService()
	missing.Name, missing.Spec.Version, missing.ResourceVersion = "v2.wardle.example.com", "v2", "1"
	if _, _, err := r.Update(clusterCtx, missing.Name, rest.DefaultUpdatedObjectInfo(missing), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("update of a missing APIService: got %v; want NotFound", err)
	}
	if _, _, err := status.Update(clusterCtx, missing.Name, rest.DefaultUpdatedObjectInfo(missing), nil, nil, true, &metav1.UpdateOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("status update of a missing APIService: got %v; want NotFound", err)
	}
}

func TestDelete(t *testing.T) {
	r, _, _ := newStorage(t)
	s := create(t, r, localAPIService())
	if _, deleted, err := r.Delete(clusterCtx, s.Name, nil, nil); err != nil || !deleted {
		t.Fatalf("delete = %v, %v; want deleted", deleted, err)
	}
	if _, err := r.Get(clusterCtx, s.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get after delete: got %v; want NotFound", err)
	}
}

func TestTable(t *testing.T) {
	r, status, _ := newStorage(t)
	create(t, r, localAPIService())
	remote := create(t, r, remoteAPIService())
	other := remoteAPIService()
	other.Name, other.Spec.Version = "v1beta1.wardle.example.com", "v1beta1"
	other = create(t, r, other)
	apiregistration.SetAPIServiceCondition(other, apiregistration.APIServiceCondition{
		Type: apiregistration.Available, Status: apiregistration.ConditionFalse, Reason: "FailedDiscoveryCheck",
	})
	if _, _, err := status.Update(clusterCtx, other.Name, rest.DefaultUpdatedObjectInfo(other), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
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
		columns = append(columns, c.Name)
	}
	if got, want := strings.Join(columns, " "), "Name Service Available Age"; got != want {
		t.Errorf("columns = %q; want %q", got, want)
	}
	var rows []string
	for _, row := range table.Rows {
		rows = append(rows, fmt.Sprintf("%v|%v|%v", row.Cells[0], row.Cells[1], row.Cells[2]))
	}
	want := "v1.|Local|True\n" +
		"v1alpha1.wardle.example.com|wardle/api|Unknown\n" +
		"v1beta1.wardle.example.com|wardle/api|False (FailedDiscoveryCheck)"
	if got := strings.Join(rows, "\n"); got != want {
		t.Errorf("rows =\n%s\nwant\n%s", got, want)
	}
	if table.ResourceVersion == "" {
		t.Errorf("table has no resourceVersion")
	}

	// One object, through the status subresource too.
	table, err = status.ConvertToTable(clusterCtx, remote, nil)
	if err != nil || len(table.Rows) != 1 || table.Rows[0].Cells[0] != remote.Name {
		t.Errorf("status table = %+v, %v; want one row for %s", table, err, remote.Name)
	}
}

func TestNames(t *testing.T) {
	r, status, _ := newStorage(t)
	if got := r.Categories(); len(got) != 1 || got[0] != "api-extensions" {
		t.Errorf("Categories() = %v; want [api-extensions]", got)
	}
	if got := r.GetSingularName(); got != "apiservice" {
		t.Errorf("GetSingularName() = %q; want apiservice", got)
	}
	if r.NamespaceScoped() {
		t.Errorf("NamespaceScoped() = true; want false")
	}
	if _, ok := status.New().(*apiregistration.APIService); !ok {
		t.Errorf("StatusREST.New() = %T; want *APIService", status.New())
	}
}
