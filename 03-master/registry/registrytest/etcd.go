package registrytest

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install" // fills legacyscheme with apps
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // and core
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
)

// restOptionsGetter hands each resource an etcd3 storage on one client.
type restOptionsGetter struct {
	etcd *embedded.Etcd
}

// NewEtcdStorage starts an embedded etcd for the test (stopped at its
// end) and returns the RESTOptionsGetter a registry's NewREST takes.
// Upstream: k8s.io/kubernetes/pkg/registry/registrytest.NewEtcdStorage.
func NewEtcdStorage(t testing.TB) generic.RESTOptionsGetter {
	t.Helper()
	e, err := embedded.Start(context.Background(), embedded.Options{DataDir: filepath.Join(t.TempDir(), "etcd")})
	if err != nil {
		t.Fatalf("start embedded etcd: %v", err)
	}
	t.Cleanup(func() { e.Close() })
	return restOptionsGetter{etcd: e}
}

// GetRESTOptions stores the resource as JSON in its group's preferred
// version (core v1, apps/v1) under /registry/<resource>.
// Upstream: k8s.io/apiserver/pkg/registry/generic.RESTOptions as the
// master's StorageFactory fills it.
func (g restOptionsGetter) GetRESTOptions(resource schema.GroupResource, example runtime.Object) (generic.RESTOptions, error) {
	codec := legacyscheme.Codecs.LegacyCodec(legacyscheme.Scheme.PrioritizedVersionsForGroup(resource.Group)[0])
	return generic.RESTOptions{
		ResourcePrefix: resource.Resource,
		Codec:          codec,
		Decorator: func(prefix string, newFunc, newListFunc func() runtime.Object, _ storage.AttrFunc) (storage.Interface, func(), error) {
			s := etcd3.New(g.etcd.Client(), codec, newFunc, newListFunc, "/registry", prefix, resource, storage.APIObjectVersioner{})
			return s, func() {}, nil
		},
	}, nil
}
