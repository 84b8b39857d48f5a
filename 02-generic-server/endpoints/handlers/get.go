package handlers

import (
	"context"
	"math/rand"
	"net/http"
	"time"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// getterFunc reads one object by name; the request carries its options.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.getterFunc.
type getterFunc func(ctx context.Context, name string, req *http.Request) (runtime.Object, error)

// getResourceHandler serves a GET of one object through getter.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.getResourceHandler.
func getResourceHandler(scope *RequestScope, getter getterFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, name, err := scope.Namer.Name(req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx := request.WithNamespace(req.Context(), namespace)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		result, err := getter(ctx, name, req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		transformResponseObject(ctx, scope, req, w, http.StatusOK, outputMediaType, result)
	}
}

// GetResource returns the handler of GET .../{resource}/{name}: the
// object, with GetOptions (resourceVersion) from the query.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.GetResource.
func GetResource(r rest.Getter, scope *RequestScope) http.HandlerFunc {
	return getResourceHandler(scope, func(ctx context.Context, name string, req *http.Request) (runtime.Object, error) {
		options := metav1.GetOptions{}
		if len(req.URL.Query()) > 0 {
			if err := decodeQueryOptions(req, scope, &options); err != nil {
				return nil, err
			}
		}
		return r.Get(ctx, name, &options)
	})
}

// ListResource returns the handler of GET .../{resource}: a list, or a
// watch with ?watch=true or forceWatch (the deprecated /watch/ paths). A
// request that names one object (the deprecated /watch/.../{name}, or a
// metadata.name field selector the RequestInfo turned into a name) lists
// or watches that object only. minRequestTimeout spreads watch timeouts:
// without timeoutSeconds a watch lasts between 1 and 2 times it.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.ListResource.
func ListResource(r rest.Lister, rw rest.Watcher, scope *RequestScope, forceWatch bool, minRequestTimeout time.Duration) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, err := scope.Namer.Namespace(req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx := request.WithNamespace(req.Context(), namespace)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		opts, err := listOptionsFromRequest(req, scope)
		if err == nil {
			err = restrictToNamedObject(req, scope, opts)
		}
		if err != nil {
			scope.err(err, w, req)
			return
		}
		if opts.Watch || forceWatch {
			watchResource(ctx, w, req, rw, scope, opts, outputMediaType, minRequestTimeout)
			return
		}
		result, err := r.List(ctx, opts)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		transformResponseObject(ctx, scope, req, w, http.StatusOK, outputMediaType, result)
	}
}

// restrictToNamedObject turns a name in the URL into the field selector
// metadata.name=<name>; a field selector that asks for another name is a 400.
// Upstream: the hasName branch of k8s.io/apiserver/pkg/endpoints/handlers.ListResource.
func restrictToNamedObject(req *http.Request, scope *RequestScope, opts *metainternalversion.ListOptions) error {
	_, name, err := scope.Namer.Name(req)
	if err != nil {
		return nil // no name: a whole collection
	}
	if opts.FieldSelector != nil && !opts.FieldSelector.Empty() {
		selectedName, ok := opts.FieldSelector.RequiresExactMatch("metadata.name")
		if !ok || name != selectedName {
			return errors.NewBadRequest("fieldSelector metadata.name doesn't match requested name")
		}
		return nil
	}
	opts.FieldSelector = fields.OneTermEqualSelector("metadata.name", name)
	return nil
}

// watchResource starts the storage's watch and streams it. The watch's
// context ends with its timeout: timeoutSeconds, or a random time between
// minRequestTimeout and twice that, so that clients reconnect spread out.
// Upstream: the watch branch of k8s.io/apiserver/pkg/endpoints/handlers.ListResource.
func watchResource(ctx context.Context, w http.ResponseWriter, req *http.Request, rw rest.Watcher, scope *RequestScope,
	opts *metainternalversion.ListOptions, mediaType negotiation.MediaTypeOptions, minRequestTimeout time.Duration) {
	if rw == nil {
		scope.err(errors.NewMethodNotSupported(scope.Resource.GroupResource(), "watch"), w, req)
		return
	}
	timeout := watchTimeout(opts, minRequestTimeout)
	var cancel context.CancelFunc
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, timeout)
	} else {
		ctx, cancel = context.WithCancel(ctx)
	}
	defer cancel()
	watcher, err := rw.Watch(ctx, opts)
	if err != nil {
		scope.err(err, w, req)
		return
	}
	serveWatch(watcher, scope, mediaType, req.WithContext(ctx), w, timeout)
}

// watchTimeout is timeoutSeconds, else minRequestTimeout times [1, 2).
// Upstream: the timeout computation in k8s.io/apiserver/pkg/endpoints/handlers.ListResource.
func watchTimeout(opts *metainternalversion.ListOptions, minRequestTimeout time.Duration) time.Duration {
	timeout := time.Duration(0)
	if opts.TimeoutSeconds != nil {
		timeout = time.Duration(*opts.TimeoutSeconds) * time.Second
	}
	if timeout == 0 && minRequestTimeout > 0 {
		timeout = time.Duration(float64(minRequestTimeout) * (rand.Float64() + 1.0))
	}
	return timeout
}
