package status

import (
	"context"
	"sync/atomic"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// clusterCtx is the context of a cluster-scoped request.
var clusterCtx = request.WithNamespace(context.Background(), "")

// fakeAPIServices is an APIService storage for the tests: stage 02's
// in-memory store (the informer lists and watches it; it checks
// resourceVersions as the real one does) with its status subresource,
// which the controller writes and which counts the writes.
// Upstream: the fake clientset of k8s.io/kube-aggregator/pkg/client.
type fakeAPIServices struct {
	*memory.Store
	status  *memory.StatusREST
	updates atomic.Int64
}

var _ rest.Updater = statusWriter{}

func newFakeAPIServices(t *testing.T, apiServices ...*apiregistration.APIService) *fakeAPIServices {
	t.Helper()
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &apiregistration.APIService{} },
		NewListFunc:               func() runtime.Object { return &apiregistration.APIServiceList{} },
		DefaultQualifiedResource:  apiregistration.Resource("apiservices"),
		SingularQualifiedResource: apiregistration.Resource("apiservice"),
	}
	if err := store.Complete(); err != nil {
		t.Fatal(err)
	}
	f := &fakeAPIServices{Store: store, status: memory.NewStatusREST(store)}
	for _, s := range apiServices {
		if _, err := store.Create(clusterCtx, s.DeepCopy(), rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// statusWriter is apiservices/status, counting its successful writes.
type statusWriter struct{ f *fakeAPIServices }

func (w statusWriter) New() runtime.Object { return w.f.status.New() }
func (w statusWriter) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, created, err := w.f.status.Update(ctx, name, objInfo, createValidation, updateValidation, forceAllowCreate, options)
	if err == nil {
		w.f.updates.Add(1)
	}
	return obj, created, err
}

// statusStorage is what the controller is given to write statuses.
func (f *fakeAPIServices) statusStorage() rest.Updater { return statusWriter{f} }

// get returns the stored APIService name, or nil.
func (f *fakeAPIServices) get(t *testing.T, name string) *apiregistration.APIService {
	t.Helper()
	obj, err := f.Get(clusterCtx, name, &metav1.GetOptions{})
	if err != nil {
		return nil
	}
	return obj.(*apiregistration.APIService)
}

// update replaces the stored APIService (spec and metadata; the status
// subresource keeps .status), as a user's kubectl apply would.
func (f *fakeAPIServices) update(t *testing.T, s *apiregistration.APIService) {
	t.Helper()
	if _, _, err := f.Update(clusterCtx, s.Name, rest.DefaultUpdatedObjectInfo(s),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
}

func (f *fakeAPIServices) updateCount() int { return int(f.updates.Load()) }
