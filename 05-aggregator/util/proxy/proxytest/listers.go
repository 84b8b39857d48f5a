// Package proxytest has in-memory ServiceLister and EndpointsLister for
// the tests of the service resolvers and of the availability controller.
//
// Stage 05 adds it. Upstream: the fake listers tests build from
// client-go's cache.Indexer (k8s.io/client-go/listers/core/v1 over a
// fake informer).
package proxytest

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
)

// Services is a ServiceLister over a map keyed "namespace/name".
type Services map[string]*core.Service

var _ proxy.ServiceLister = Services{}

// Get returns the Service, or a NotFound error as the storage would.
func (f Services) Get(_ context.Context, namespace, name string) (*core.Service, error) {
	if svc, ok := f[namespace+"/"+name]; ok {
		return svc, nil
	}
	return nil, apierrors.NewNotFound(core.Resource("service"), name)
}

// Endpoints is an EndpointsLister over a map keyed "namespace/name".
type Endpoints map[string]*core.Endpoints

var _ proxy.EndpointsLister = Endpoints{}

// Get returns the Endpoints, or a NotFound error as the storage would.
func (f Endpoints) Get(_ context.Context, namespace, name string) (*core.Endpoints, error) {
	if eps, ok := f[namespace+"/"+name]; ok {
		return eps, nil
	}
	return nil, apierrors.NewNotFound(core.Resource("endpoints"), name)
}
