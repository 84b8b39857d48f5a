package prioritylevelconfiguration

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
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/install"
	v1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
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

var clusterCtx = request.WithNamespace(context.Background(), "")

// optionsGetter stores levels as v1 JSON under prefix.
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

func newStorage(t *testing.T) (*REST, *StatusREST) {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), v1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	r, status, err := NewREST(scheme, optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return r, status
}

func ptr[T any](v T) *T { return &v }

func limited(name string, queues, handSize int32) *flowcontrol.PriorityLevelConfiguration {
	return &flowcontrol.PriorityLevelConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: flowcontrol.PriorityLevelConfigurationSpec{
			Type: flowcontrol.PriorityLevelEnablementLimited,
			Limited: &flowcontrol.LimitedPriorityLevelConfiguration{
				NominalConcurrencyShares: 30,
				LendablePercent:          ptr(int32(0)),
				LimitResponse: flowcontrol.LimitResponse{
					Type:    flowcontrol.LimitResponseTypeQueue,
					Queuing: &flowcontrol.QueuingConfiguration{Queues: queues, HandSize: handSize, QueueLengthLimit: 50},
				},
			},
		},
	}
}

func TestCreateInvalid(t *testing.T) {
	r, _ := newStorage(t)
	catchAll := limited("catch-all", 64, 8)
	tests := []struct {
		name string
		pl   *flowcontrol.PriorityLevelConfiguration
		want string
	}{
		{"handSize above queues", limited("team-a", 4, 8), "FieldValueInvalid spec.limited.limitResponse.queuing.handSize"},
		{"exempt type, other name", &flowcontrol.PriorityLevelConfiguration{
			ObjectMeta: metav1.ObjectMeta{Name: "team-a"},
			Spec:       flowcontrol.PriorityLevelConfigurationSpec{Type: flowcontrol.PriorityLevelEnablementExempt},
		}, "FieldValueInvalid spec.type"},
		{"catch-all, not as built in", catchAll, "FieldValueInvalid spec"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := r.Create(clusterCtx, tt.pl, nil, &metav1.CreateOptions{})
			if !apierrors.IsInvalid(err) {
				t.Fatalf("err = %v; want Invalid (422)", err)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("causes = %q; want %q", got, tt.want)
			}
		})
	}
}

func TestTable(t *testing.T) {
	r, _ := newStorage(t)
	objs := []*flowcontrol.PriorityLevelConfiguration{
		{ObjectMeta: metav1.ObjectMeta{Name: "exempt"}, Spec: flowcontrol.PriorityLevelConfigurationSpec{
			Type: flowcontrol.PriorityLevelEnablementExempt, Exempt: &flowcontrol.ExemptPriorityLevelConfiguration{NominalConcurrencyShares: ptr(int32(0)), LendablePercent: ptr(int32(0))}}},
		limited("workload-a", 128, 6),
	}
	for _, pl := range objs {
		out, err := r.Create(clusterCtx, pl, nil, &metav1.CreateOptions{})
		if err != nil {
			t.Fatalf("create %s: %v", pl.Name, err)
		}
		if g := out.(*flowcontrol.PriorityLevelConfiguration).Generation; g != 1 {
			t.Errorf("%s: generation %d; want 1", pl.Name, g)
		}
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
	if got, want := strings.Join(columns, " "), "Name Type NominalConcurrencyShares Queues HandSize QueueLengthLimit Age"; got != want {
		t.Errorf("columns = %q; want %q", got, want)
	}
	var rows []string
	for _, row := range table.Rows {
		rows = append(rows, strings.TrimSuffix(fmt.Sprintln(row.Cells[:6]...), "\n"))
	}
	want := "exempt Exempt <none> <none> <none> <none>\nworkload-a Limited 30 128 6 50"
	if got := strings.Join(rows, "\n"); got != want {
		t.Errorf("rows =\n%s\nwant\n%s", got, want)
	}
}
