package reconcilers

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// EndpointsStorage is what the adapter needs of the endpoints storage.
type EndpointsStorage interface {
	rest.Getter
	rest.Creater
	rest.Updater
}

// EndpointsAdapter reads and writes the Endpoints the reconciler keeps,
// through the master's own endpoints storage (its validation included).
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.EndpointsAdapter,
// which writes through a loopback client.
type EndpointsAdapter struct {
	Storage EndpointsStorage
	// Slices, when discovery.k8s.io/v1 is served, gets an EndpointSlice
	// of the same name after every write of the Endpoints.
	Slices EndpointSliceStorage
}

// Get returns namespace/name.
func (a EndpointsAdapter) Get(ctx context.Context, namespace, name string) (*core.Endpoints, error) {
	obj, err := a.Storage.Get(request.WithNamespace(ctx, namespace), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	e, ok := obj.(*core.Endpoints)
	if !ok {
		return nil, fmt.Errorf("endpoints storage returned %T", obj)
	}
	return e, nil
}

// Create creates e (one that another replica created first is fine),
// then its EndpointSlice.
func (a EndpointsAdapter) Create(ctx context.Context, e *core.Endpoints) error {
	_, err := a.Storage.Create(request.WithNamespace(ctx, e.Namespace), e, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	if err != nil {
		return err
	}
	return a.ensureEndpointSlice(ctx, e)
}

// Update writes e, at the resourceVersion it was read at: a replica that
// lost the race reconciles again on its next round.
func (a EndpointsAdapter) Update(ctx context.Context, e *core.Endpoints) error {
	_, _, err := a.Storage.Update(request.WithNamespace(ctx, e.Namespace), e.Name, rest.DefaultUpdatedObjectInfo(e),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return err
	}
	return a.ensureEndpointSlice(ctx, e)
}

// isNotFound reports a missing object.
func isNotFound(err error) bool { return err != nil && apierrors.IsNotFound(err) }
