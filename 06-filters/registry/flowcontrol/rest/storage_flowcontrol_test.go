package rest

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/ensurer"
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
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), flowcontrolv1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(flowcontrolv1.SchemeGroupVersion)
	p := &RESTStorageProvider{}
	group, err := p.NewRESTStorage(resources, optionsGetter{prefix: fmt.Sprintf("/registry-%d", testPrefix.Add(1)), codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return p, group.VersionedResourcesStorageMap["v1"]
}

// runHook runs the post-start hook once, as the server does.
func runHook(t *testing.T, p *RESTStorageProvider) {
	t.Helper()
	name, hook, err := p.PostStartHook()
	if err != nil || name != "priority-and-fairness-config-producer" {
		t.Fatalf("PostStartHook() = %q, %v", name, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := hook(server.PostStartHookContext{Context: ctx}); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, s rest.Storage) string {
	t.Helper()
	list, err := s.(rest.Lister).List(clusterCtx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	switch l := list.(type) {
	case *flowcontrol.FlowSchemaList:
		for _, i := range l.Items {
			out = append(out, i.Name)
		}
	case *flowcontrol.PriorityLevelConfigurationList:
		for _, i := range l.Items {
			out = append(out, i.Name)
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
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

// TestBootstrapOnEmptyStore: the hook creates v1.37's objects, and they
// pass validation (the storage validates every create).
func TestBootstrapOnEmptyStore(t *testing.T) {
	p, storage := newProvider(t)
	runHook(t, p)
	if got, want := names(t, storage["flowschemas"]), "catch-all exempt global-default kube-controller-manager kube-scheduler kube-system-service-accounts probes service-accounts system-leader-election system-node-high system-nodes"; got != want {
		t.Errorf("flowschemas = %s; want %s", got, want)
	}
	if got, want := names(t, storage["prioritylevelconfigurations"]), "catch-all exempt global-default leader-election node-high system workload-high workload-low"; got != want {
		t.Errorf("prioritylevelconfigurations = %s; want %s", got, want)
	}
}

// TestBootstrapKeepsStep: an administrator's suggested object marked
// autoupdate "false" stays edited; a mandatory one marked "false" is
// marked "true" again; a deleted one comes back.
func TestBootstrapKeepsStep(t *testing.T) {
	p, storage := newProvider(t)
	runHook(t, p)
	fsREST := storage["flowschemas"].(interface {
		rest.Getter
		rest.Updater
		rest.GracefulDeleter
	})
	update := func(name string, mutate func(*flowcontrol.FlowSchema)) {
		obj, err := fsREST.Get(clusterCtx, name, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		fs := obj.(*flowcontrol.FlowSchema)
		mutate(fs)
		if _, _, err := fsREST.Update(clusterCtx, name, rest.DefaultUpdatedObjectInfo(fs), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
			t.Fatalf("update %s: %v", name, err)
		}
	}
	update("global-default", func(fs *flowcontrol.FlowSchema) {
		fs.Annotations["apf.kubernetes.io/autoupdate-spec"] = "false"
		fs.Spec.MatchingPrecedence = 9800
	})
	update("catch-all", func(fs *flowcontrol.FlowSchema) { fs.Annotations["apf.kubernetes.io/autoupdate-spec"] = "false" })
	if _, _, err := fsREST.Delete(clusterCtx, "probes", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	runHook(t, p)
	get := func(name string) *flowcontrol.FlowSchema {
		obj, err := fsREST.Get(clusterCtx, name, &metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get %s: %v", name, err)
		}
		return obj.(*flowcontrol.FlowSchema)
	}
	if fs := get("global-default"); fs.Spec.MatchingPrecedence != 9800 {
		t.Errorf("global-default precedence = %d; want 9800 (the administrator's)", fs.Spec.MatchingPrecedence)
	}
	if a := get("catch-all").Annotations["apf.kubernetes.io/autoupdate-spec"]; a != "true" {
		t.Errorf("catch-all annotation = %q; want true", a)
	}
	get("probes")
}

// TestBootstrapIsStable: a second round over what the first wrote (read
// back from protobuf) writes nothing, so the minutely resync does not
// churn resourceVersions.
func TestBootstrapIsStable(t *testing.T) {
	p, storage := newProvider(t)
	runHook(t, p)
	versions := func() string {
		var out []string
		for _, resource := range []string{"flowschemas", "prioritylevelconfigurations"} {
			list, err := storage[resource].(rest.Lister).List(clusterCtx, nil)
			if err != nil {
				t.Fatal(err)
			}
			switch l := list.(type) {
			case *flowcontrol.FlowSchemaList:
				for _, i := range l.Items {
					out = append(out, i.Name+"="+i.ResourceVersion)
				}
			case *flowcontrol.PriorityLevelConfigurationList:
				for _, i := range l.Items {
					out = append(out, i.Name+"="+i.ResourceVersion)
				}
			}
		}
		return strings.Join(out, " ")
	}
	before := versions()
	runHook(t, p)
	if after := versions(); after != before {
		t.Errorf("resourceVersions moved:\n%s\n%s", before, after)
	}
}

// failingOps fails every Get, as a store that is down.
type failingOps[T interface {
	comparable
	metav1.Object
	runtime.Object
}] struct {
	ensurer.ObjectOps[T]
}

func (failingOps[T]) Get(context.Context, string) (T, error) {
	var zero T
	return zero, fmt.Errorf("etcd is down")
}

// TestHookGivesUp: a store that keeps failing makes the hook fail after
// maxWait rather than hang, and /readyz stays red.
func TestHookGivesUp(t *testing.T) {
	e := &bootstrapConfigurationEnsurer{
		flowSchemas:    failingOps[*flowcontrol.FlowSchema]{},
		priorityLevels: failingOps[*flowcontrol.PriorityLevelConfiguration]{},
		retryInterval:  time.Millisecond, maxWait: 20 * time.Millisecond, resyncInterval: time.Hour,
	}
	err := e.ensureAPFBootstrapConfiguration(server.PostStartHookContext{Context: context.Background()})
	if err == nil || !strings.Contains(err.Error(), "etcd is down") {
		t.Errorf("got %v; want the store's error", err)
	}
}
