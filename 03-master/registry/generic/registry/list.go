package registry

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// Get reads one object, at the resourceVersion the options ask ("" the
// latest, "0" any); a missing object is a 404.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Get.
func (e *Store) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	obj := e.NewFunc()
	key, err := e.KeyFunc(ctx, name)
	if err != nil {
		return nil, err
	}
	var rv string
	if options != nil {
		rv = options.ResourceVersion
	}
	if err := e.Storage.Get(ctx, key, storage.GetOptions{ResourceVersion: rv}, obj); err != nil {
		return nil, storeerr.InterpretGetError(err, e.qualifiedResourceFromContext(ctx), name)
	}
	if e.Decorator != nil {
		e.Decorator(obj)
	}
	return obj, nil
}

// List lists the objects the options' selectors match.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).List.
func (e *Store) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	out, err := e.ListPredicate(ctx, e.predicate(options), options)
	if err != nil {
		return nil, err
	}
	if e.Decorator != nil {
		e.Decorator(out)
	}
	return out, nil
}

// predicate builds the SelectionPredicate of a list or watch from its
// options (nil selectors select everything).
// Upstream: the first lines of (*Store).List and (*Store).Watch.
func (e *Store) predicate(options *metainternalversion.ListOptions) storage.SelectionPredicate {
	label, field := labels.Everything(), fields.Everything()
	if options != nil && options.LabelSelector != nil {
		label = options.LabelSelector
	}
	if options != nil && options.FieldSelector != nil {
		field = options.FieldSelector
	}
	return e.PredicateFunc(label, field)
}

// ListPredicate lists with p, paged by the options' limit and continue,
// at their resourceVersion and resourceVersionMatch. A field selector on
// metadata.namespace narrows an all-namespaces list to one namespace, and
// one on metadata.name reads a single key instead of a range.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).ListPredicate.
func (e *Store) ListPredicate(ctx context.Context, p storage.SelectionPredicate, options *metainternalversion.ListOptions) (runtime.Object, error) {
	if options == nil {
		options = &metainternalversion.ListOptions{ResourceVersion: ""} // a consistent read from etcd
	}
	p.Limit = options.Limit
	p.Continue = options.Continue
	list := e.NewListFunc()
	qualifiedResource := e.qualifiedResourceFromContext(ctx)
	storageOpts := storage.ListOptions{
		ResourceVersion:      options.ResourceVersion,
		ResourceVersionMatch: options.ResourceVersionMatch,
		Predicate:            p,
		Recursive:            true,
	}
	ctx = narrowNamespace(ctx, p)
	if name, ok := p.MatchesSingle(); ok {
		if key, err := e.KeyFunc(ctx, name); err == nil {
			storageOpts.Recursive = false
			err := e.Storage.GetList(ctx, key, storageOpts, list)
			return list, storeerr.InterpretListError(err, qualifiedResource)
		}
		// no key without a namespace: list the range instead
	}
	err := e.Storage.GetList(ctx, e.KeyRootFunc(ctx), storageOpts, list)
	return list, storeerr.InterpretListError(err, qualifiedResource)
}

// narrowNamespace puts the namespace a field selector pins
// (metadata.namespace=ns) into a request for all namespaces, so the
// storage reads one namespace's keys.
// Upstream: the MatchesSingleNamespace block of (*Store).ListPredicate.
func narrowNamespace(ctx context.Context, p storage.SelectionPredicate) context.Context {
	if ns, _ := request.NamespaceFrom(ctx); len(ns) > 0 || p.Field == nil {
		return ctx
	}
	ns, ok := p.Field.RequiresExactMatch("metadata.namespace")
	if ok && len(validation.ValidateNamespaceName(ns, false)) == 0 {
		return request.WithNamespace(ctx, ns)
	}
	return ctx
}
