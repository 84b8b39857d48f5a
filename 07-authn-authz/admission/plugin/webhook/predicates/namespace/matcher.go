// Package namespace decides whether a webhook's namespaceSelector
// matches a request, by the labels of the request's namespace: from the
// namespaces informer, or from storage when the informer has not seen
// the namespace yet (it was just created); for a request on a Namespace
// itself, from that object.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/namespace.
package namespace

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// Matcher matches namespaceSelectors.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/namespace.Matcher.
type Matcher struct {
	// NamespaceInformer holds the namespaces, keyed by name.
	NamespaceInformer *cache.Informer
	// GetNamespace reads a namespace the informer does not have yet
	// (upstream: a live GET through the loopback client). May be nil.
	GetNamespace func(ctx context.Context, name string) (runtime.Object, error)
}

// Validate reports whether the matcher can work.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/namespace.(*Matcher).Validate.
func (m *Matcher) Validate() error {
	if m.NamespaceInformer == nil {
		return fmt.Errorf("the namespace matcher requires a namespace informer")
	}
	return nil
}

// MatchNamespaceSelector reports whether selector matches the request's
// namespace. Requests on other cluster-scoped resources always match (a
// namespace selector cannot exempt them); an empty selector matches all.
// A namespace that does not exist is the 404 the request would get.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/namespace.(*Matcher).MatchNamespaceSelector.
func (m *Matcher) MatchNamespaceSelector(ctx context.Context, selector *metav1.LabelSelector, attr admission.Attributes) (bool, *apierrors.StatusError) {
	isNamespace := attr.GetResource().Group == "" && attr.GetResource().Resource == "namespaces"
	if attr.GetNamespace() == "" && !isNamespace {
		return true, nil
	}
	if selector == nil || (len(selector.MatchLabels) == 0 && len(selector.MatchExpressions) == 0) {
		return true, nil
	}
	s, err := metav1.LabelSelectorAsSelector(selector)
	if err != nil {
		return false, apierrors.NewInternalError(err)
	}
	if isNamespace {
		// the Namespace itself: its new labels, or on a delete its old ones
		obj := attr.GetObject()
		if obj == nil {
			obj = attr.GetOldObject()
		}
		return s.Matches(labels.Set(labelsOf(obj))), nil
	}
	nsLabels, err := m.namespaceLabels(ctx, attr.GetNamespace())
	if err != nil {
		if status, ok := err.(*apierrors.StatusError); ok && apierrors.IsNotFound(err) {
			return false, status
		}
		return false, apierrors.NewInternalError(err)
	}
	return s.Matches(labels.Set(nsLabels)), nil
}

// namespaceLabels reads a namespace's labels from the informer, or from
// storage when the informer lags.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/namespace.(*Matcher).GetNamespaceLabels.
func (m *Matcher) namespaceLabels(ctx context.Context, name string) (map[string]string, error) {
	if obj, ok := m.NamespaceInformer.Get(name); ok {
		return labelsOf(obj), nil
	}
	if m.GetNamespace == nil {
		return nil, apierrors.NewNotFound(schema.GroupResource{Resource: "namespaces"}, name)
	}
	obj, err := m.GetNamespace(ctx, name)
	if err != nil {
		return nil, err
	}
	return labelsOf(obj), nil
}

// labelsOf returns obj's labels, nil when it has no metadata.
func labelsOf(obj runtime.Object) map[string]string {
	if obj == nil {
		return nil
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil
	}
	return accessor.GetLabels()
}
