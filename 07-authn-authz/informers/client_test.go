package informers

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// namespaceGetter answers Get as a registry Store would: its NotFound
// names the resource of the RequestInfo in ctx, if there is one. It keeps
// the last ctx it was given.
type namespaceGetter struct{ ctx *context.Context }

func (g namespaceGetter) New() runtime.Object { return &core.Namespace{} }
func (g namespaceGetter) Destroy()            {}

func (g namespaceGetter) Get(ctx context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	*g.ctx = ctx
	resource := core.Resource("namespaces")
	if info, ok := request.RequestInfoFrom(ctx); ok {
		resource = core.Resource(info.Resource)
	}
	return nil, apierrors.NewNotFound(resource, name)
}

// TestGetIsARequestOfItsOwn: a plugin that reads a namespace while
// admitting a ConfigMap gets `namespaces "x" not found`, not the
// ConfigMap request's resource; the call still ends with the request.
func TestGetIsARequestOfItsOwn(t *testing.T) {
	var seen context.Context
	storages := NewStorages()
	storages.Add(core.Resource("namespaces"), namespaceGetter{&seen})
	ctx, cancel := context.WithCancel(request.WithRequestInfo(context.Background(), &request.RequestInfo{Resource: "configmaps"}))

	_, err := Get[*core.Namespace](ctx, storages, core.Resource("namespaces"), "", "x")
	if want := `namespaces "x" not found`; err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
	if ns, ok := request.NamespaceFrom(seen); !ok || ns != "" {
		t.Errorf("namespace in the storage's context: got %q, %v; want \"\", true", ns, ok)
	}
	own, stop := ownRequest(ctx, "default")
	defer stop()
	cancel()
	<-own.Done() // ends with the caller's context
	if _, err := Get[*core.Namespace](ctx, storages, core.Resource("secrets"), "", "x"); err == nil {
		t.Error("Get of a resource without storage: got no error")
	}
}
