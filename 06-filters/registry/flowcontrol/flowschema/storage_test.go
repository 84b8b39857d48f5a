package flowschema

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

// optionsGetter stores FlowSchemas as v1 JSON under prefix.
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

func flowSchema(name string, precedence int32) *flowcontrol.FlowSchema {
	return &flowcontrol.FlowSchema{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: flowcontrol.FlowSchemaSpec{
			PriorityLevelConfiguration: flowcontrol.PriorityLevelConfigurationReference{Name: "workload-low"},
			MatchingPrecedence:         precedence,
			Rules: []flowcontrol.PolicyRulesWithSubjects{{
				Subjects:         []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: "team-a"}}},
				NonResourceRules: []flowcontrol.NonResourcePolicyRule{{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}},
			}},
		},
	}
}

func create(t *testing.T, r *REST, fs *flowcontrol.FlowSchema) *flowcontrol.FlowSchema {
	t.Helper()
	out, err := r.Create(clusterCtx, fs, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", fs.Name, err)
	}
	return out.(*flowcontrol.FlowSchema)
}

func TestCreateAndUpdate(t *testing.T) {
	r, status := newStorage(t)
	in := flowSchema("team-a", 500)
	in.Status.Conditions = []flowcontrol.FlowSchemaCondition{{Type: "Dangling", Status: "True"}}
	fs := create(t, r, in)
	if fs.Generation != 1 || len(fs.Status.Conditions) != 0 {
		t.Errorf("generation, conditions = %d, %v; want 1, none", fs.Generation, fs.Status.Conditions)
	}
	// A spec change bumps the generation; status sent along is dropped.
	fs.Spec.MatchingPrecedence = 600
	fs.Status.Conditions = []flowcontrol.FlowSchemaCondition{{Type: "Dangling", Status: "True"}}
	out, _, err := r.Update(clusterCtx, fs.Name, rest.DefaultUpdatedObjectInfo(fs), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fs = out.(*flowcontrol.FlowSchema)
	if fs.Generation != 2 || len(fs.Status.Conditions) != 0 {
		t.Errorf("generation, conditions = %d, %v; want 2, none", fs.Generation, fs.Status.Conditions)
	}
	// The status subresource writes the status, not the spec or labels.
	fs.Status.Conditions = []flowcontrol.FlowSchemaCondition{{Type: "Dangling", Status: "False"}}
	fs.Spec.MatchingPrecedence, fs.Labels = 700, map[string]string{"ignored": "true"}
	out, _, err = status.Update(clusterCtx, fs.Name, rest.DefaultUpdatedObjectInfo(fs), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fs = out.(*flowcontrol.FlowSchema)
	if fs.Spec.MatchingPrecedence != 600 || len(fs.Labels) != 0 || fs.Status.Conditions[0].Status != "False" {
		t.Errorf("after status update: precedence %d, labels %v, status %v; want 600, none, False", fs.Spec.MatchingPrecedence, fs.Labels, fs.Status.Conditions)
	}
	// An update without a resourceVersion is allowed, as upstream's.
	fs.ResourceVersion = ""
	if _, _, err := r.Update(clusterCtx, fs.Name, rest.DefaultUpdatedObjectInfo(fs), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Errorf("unconditional update: %v", err)
	}
}

func TestCreateInvalid(t *testing.T) {
	r, _ := newStorage(t)
	tests := []struct {
		name string
		fs   *flowcontrol.FlowSchema
		want string
	}{
		{"precedence 0", flowSchema("zero", 0), "FieldValueInvalid spec.matchingPrecedence"},
		{"precedence 1, not exempt", flowSchema("one", 1), "FieldValueInvalid spec.matchingPrecedence"},
		{"catch-all, not as built in", flowSchema("catch-all", 10000), "FieldValueInvalid spec"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := r.Create(clusterCtx, tt.fs, nil, &metav1.CreateOptions{})
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
	create(t, r, flowSchema("b", 500))
	withDM := flowSchema("a", 900)
	withDM.Spec.DistinguisherMethod = &flowcontrol.FlowDistinguisherMethod{Type: flowcontrol.FlowDistinguisherMethodByUserType}
	create(t, r, withDM)
	create(t, r, flowSchema("c", 500))
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
	if got, want := strings.Join(columns, " "), "Name PriorityLevel MatchingPrecedence DistinguisherMethod Age MissingPL"; got != want {
		t.Errorf("columns = %q; want %q", got, want)
	}
	var rows []string
	for _, row := range table.Rows {
		rows = append(rows, fmt.Sprintf("%v|%v|%v|%v|%v", row.Cells[0], row.Cells[1], row.Cells[2], row.Cells[3], row.Cells[5]))
	}
	want := "b|workload-low|500|<none>|?\nc|workload-low|500|<none>|?\na|workload-low|900|ByUser|?"
	if got := strings.Join(rows, "\n"); got != want {
		t.Errorf("rows =\n%s\nwant (by precedence, then name)\n%s", got, want)
	}
}
