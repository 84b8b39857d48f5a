package registry

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// configMapStrategy is a test strategy for internal config maps, close to
// upstream's: namespaced, names are DNS subdomains, a data key "bad" is
// invalid; the two update switches are fields so tests can flip them.
type configMapStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	allowCreateOnUpdate bool
	allowUnconditional  bool
}

func newConfigMapStrategy() *configMapStrategy {
	return &configMapStrategy{ObjectTyper: legacyscheme.Scheme, NameGenerator: names.SimpleNameGenerator, allowUnconditional: true}
}

func (s *configMapStrategy) NamespaceScoped() bool                                    { return true }
func (s *configMapStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}
func (s *configMapStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	cm := obj.(*core.ConfigMap)
	errs := validation.ValidateObjectMeta(&cm.ObjectMeta, true, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if _, bad := cm.Data["bad"]; bad {
		errs = append(errs, field.Invalid(field.NewPath("data").Key("bad"), "", "is bad"))
	}
	return errs
}
func (s *configMapStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}
func (s *configMapStrategy) Canonicalize(obj runtime.Object)                               {}
func (s *configMapStrategy) AllowCreateOnUpdate() bool                                     { return s.allowCreateOnUpdate }
func (s *configMapStrategy) AllowUnconditionalUpdate() bool                                { return s.allowUnconditional }
func (s *configMapStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}
func (s *configMapStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return s.Validate(ctx, obj)
}
func (s *configMapStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// restOptions hands a Store the storage its backend makes.
type restOptions struct{ b backend }

func (o restOptions) GetRESTOptions(resource schema.GroupResource, example runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		ResourcePrefix: resource.Resource,
		Codec:          storageCodec(),
		Decorator: func(prefix string, newFunc, newListFunc func() runtime.Object, _ storage.AttrFunc) (storage.Interface, func(), error) {
			return o.b.new(prefix, newFunc, newListFunc, resource), func() {}, nil
		},
	}, nil
}

// storageCodec stores core objects as v1 JSON, as a real server would
// (upstream stores protobuf; the Store does not care).
func storageCodec() runtime.Codec {
	return legacyscheme.Codecs.LegacyCodec(corev1.SchemeGroupVersion)
}

// backend is a storage the Store tests run on: the in-memory fake, and
// etcd3 on the embedded etcd of TestMain.
type backend struct {
	name string
	// new returns a fresh, empty storage for one resource.
	new func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface
	// revision returns the current revision of s: a write moves it.
	revision func(s storage.Interface) uint64
}

// forEachBackend runs fn once per backend, as a subtest.
func forEachBackend(t *testing.T, fn func(t *testing.T, b backend)) {
	for _, b := range testBackends() {
		t.Run(b.name, func(t *testing.T) { fn(t, b) })
	}
}

var fakeBackend = backend{
	name: "fake",
	new: func(string, func() runtime.Object, func() runtime.Object, schema.GroupResource) storage.Interface {
		return newFakeStorage(storageCodec())
	},
	revision: func(s storage.Interface) uint64 {
		f := s.(*fakeStorage)
		f.mu.Lock()
		defer f.mu.Unlock()
		return f.rev
	},
}

// newConfigMapStoreOn returns a config map Store on a fresh storage of
// b, its strategy, and a func reading the storage's revision.
func newConfigMapStoreOn(t testing.TB, b backend) (*Store, *configMapStrategy, func() uint64) {
	t.Helper()
	strategy := newConfigMapStrategy()
	store := &Store{
		NewFunc:                   func() runtime.Object { return &core.ConfigMap{} },
		NewListFunc:               func() runtime.Object { return &core.ConfigMapList{} },
		DefaultQualifiedResource:  core.Resource("configmaps"),
		SingularQualifiedResource: core.Resource("configmap"),
		CreateStrategy:            strategy,
		UpdateStrategy:            strategy,
		DeleteStrategy:            strategy,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: restOptions{b}}); err != nil {
		t.Fatal(err)
	}
	return store, strategy, func() uint64 { return b.revision(store.Storage.Storage) }
}

// newFakeConfigMapStore is a config map Store on a fresh fakeStorage, for
// the tests that look at what the Store asked of its storage.
func newFakeConfigMapStore(t *testing.T) (*Store, *configMapStrategy, *fakeStorage) {
	store, strategy, _ := newConfigMapStoreOn(t, fakeBackend)
	return store, strategy, store.Storage.Storage.(*fakeStorage)
}

// nsCtx is a request context in namespace ns.
func nsCtx(ns string) context.Context {
	return request.WithNamespace(context.Background(), ns)
}

// configMap is a config map named name in ns with data.
func configMap(ns, name string, data map[string]string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns}, Data: data}
}

// mustCreate creates obj in its namespace or fails the test.
func mustCreate(t *testing.T, store *Store, obj *core.ConfigMap) *core.ConfigMap {
	t.Helper()
	out, err := store.Create(nsCtx(obj.Namespace), obj, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", obj.Name, err)
	}
	return out.(*core.ConfigMap)
}

// reason is the API reason of err ("" for nil).
func reason(err error) metav1.StatusReason {
	if err == nil {
		return ""
	}
	return apierrors.ReasonForError(err)
}

// message is the API message of err ("" for nil).
func message(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
