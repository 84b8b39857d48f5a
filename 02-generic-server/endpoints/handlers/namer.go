package handlers

import (
	"fmt"
	"net/http"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// ScopeNamer reads names and namespaces from requests and objects.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ScopeNamer.
type ScopeNamer interface {
	// Namespace returns the request's namespace ("" for cluster-scoped
	// paths and lists across all namespaces).
	Namespace(req *http.Request) (namespace string, err error)
	// Name returns the request's namespace and name; an error when the
	// request names no object.
	Name(req *http.Request) (namespace, name string, err error)
	// ObjectName returns an object's namespace and name.
	ObjectName(obj runtime.Object) (namespace, name string, err error)
}

// ObjectNamer reads an object's name and namespace.
// Upstream: k8s.io/apimachinery/pkg/runtime.Namer (which meta.NewAccessor
// implements); our runtime has no such interface, so it is declared here.
type ObjectNamer interface {
	Name(obj runtime.Object) (string, error)
	Namespace(obj runtime.Object) (string, error)
}

// ContextBasedNaming reads the name and namespace of a request from the
// RequestInfo in its context, which the installer (stage 02) or the
// WithRequestInfo filter (stage 06) put there.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ContextBasedNaming.
type ContextBasedNaming struct {
	// Namer reads objects' names; nil reads them through meta.Accessor.
	Namer ObjectNamer
	// ClusterScoped is true for resources that live in no namespace.
	ClusterScoped bool
}

var _ ScopeNamer = ContextBasedNaming{}

// errEmptyName is the answer when the URL names no object.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.errEmptyName.
var errEmptyName = errors.NewBadRequest("name must be provided")

// errMissingRequestInfo means the installer (or filter) did not run.
var errMissingRequestInfo = fmt.Errorf("missing requestInfo")

// Namespace returns the RequestInfo's namespace.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ContextBasedNaming.Namespace.
func (n ContextBasedNaming) Namespace(req *http.Request) (string, error) {
	info, ok := request.RequestInfoFrom(req.Context())
	if !ok {
		return "", errMissingRequestInfo
	}
	return info.Namespace, nil
}

// Name returns the RequestInfo's namespace and name.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ContextBasedNaming.Name.
func (n ContextBasedNaming) Name(req *http.Request) (string, string, error) {
	info, ok := request.RequestInfoFrom(req.Context())
	if !ok {
		return "", "", errMissingRequestInfo
	}
	if len(info.Name) == 0 {
		return "", "", errEmptyName
	}
	return info.Namespace, info.Name, nil
}

// ObjectName returns obj's namespace and name; an empty name is an error.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ContextBasedNaming.ObjectName.
func (n ContextBasedNaming) ObjectName(obj runtime.Object) (string, string, error) {
	if n.Namer != nil {
		return objectNameWith(n.Namer, obj)
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return "", "", err
	}
	if len(accessor.GetName()) == 0 {
		return "", "", errEmptyName
	}
	return accessor.GetNamespace(), accessor.GetName(), nil
}

// objectNameWith is ObjectName through an explicit ObjectNamer.
func objectNameWith(namer ObjectNamer, obj runtime.Object) (string, string, error) {
	name, err := namer.Name(obj)
	if err != nil {
		return "", "", err
	}
	if len(name) == 0 {
		return "", "", errEmptyName
	}
	namespace, err := namer.Namespace(obj)
	if err != nil {
		return "", "", err
	}
	return namespace, name, nil
}
