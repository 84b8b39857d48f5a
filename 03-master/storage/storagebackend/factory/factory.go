package factory

import (
	"context"
	"fmt"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

// DestroyFunc releases what Create acquired.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory.DestroyFunc.
type DestroyFunc func()

// Create returns the storage of one resource, whose keys start with
// resourcePrefix ("/configmaps"), and the function that releases it.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory.Create.
func Create(ctx context.Context, c storagebackend.ConfigForResource, newFunc, newListFunc func() runtime.Object,
	resourcePrefix string) (storage.Interface, DestroyFunc, error) {
	if c.Codec == nil {
		return nil, nil, fmt.Errorf("storage for %v: no codec", c.GroupResource)
	}
	shared, err := acquireClient(ctx, c.Config)
	if err != nil {
		return nil, nil, err
	}
	s := etcd3.New(shared.client, c.Codec, newFunc, newListFunc, c.Prefix, resourcePrefix,
		c.GroupResource, storage.APIObjectVersioner{})
	return s, releaseOnce(shared), nil
}

// CreateHealthCheck returns a check that etcd answers within
// HealthcheckTimeout, for /healthz and /readyz, and its DestroyFunc.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory.CreateHealthCheck.
func CreateHealthCheck(ctx context.Context, c storagebackend.Config) (func() error, DestroyFunc, error) {
	shared, err := acquireClient(ctx, c)
	if err != nil {
		return nil, nil, err
	}
	timeout := c.HealthcheckTimeout
	if timeout == 0 {
		timeout = storagebackend.DefaultHealthcheckTimeout
	}
	check := func() error {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		if _, err := shared.client.Get(ctx, "health"); err != nil {
			return fmt.Errorf("error getting data from etcd: %w", err)
		}
		return nil
	}
	return check, releaseOnce(shared), nil
}

// releaseOnce is the DestroyFunc of one use of shared: it drops the
// reference once, however often it is called. Destroy functions must be
// idempotent: the CRD handler's shutdown and a CRD's tear-down may both
// destroy the same storage.
// Upstream: the sync.Once of the destroyFunc in
// k8s.io/apiserver/pkg/storage/storagebackend/factory.newETCD3Storage.
func releaseOnce(shared *sharedClient) DestroyFunc {
	var once sync.Once
	return func() { once.Do(func() { releaseClient(shared) }) }
}
