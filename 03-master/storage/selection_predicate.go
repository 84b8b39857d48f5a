package storage

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// AttrFunc returns the labels and fields a selector looks at.
// Upstream: k8s.io/apiserver/pkg/storage.AttrFunc.
type AttrFunc func(obj runtime.Object) (labels.Set, fields.Set, error)

// DefaultClusterScopedAttr exposes metadata.name and the labels.
// Upstream: k8s.io/apiserver/pkg/storage.DefaultClusterScopedAttr.
func DefaultClusterScopedAttr(obj runtime.Object) (labels.Set, fields.Set, error) {
	metadata, err := meta.Accessor(obj)
	if err != nil {
		return nil, nil, fmt.Errorf("selector attributes: %w", err)
	}
	return labels.Set(metadata.GetLabels()), fields.Set{"metadata.name": metadata.GetName()}, nil
}

// DefaultNamespaceScopedAttr adds metadata.namespace to DefaultClusterScopedAttr.
// Upstream: k8s.io/apiserver/pkg/storage.DefaultNamespaceScopedAttr.
func DefaultNamespaceScopedAttr(obj runtime.Object) (labels.Set, fields.Set, error) {
	metadata, err := meta.Accessor(obj)
	if err != nil {
		return nil, nil, fmt.Errorf("selector attributes: %w", err)
	}
	return labels.Set(metadata.GetLabels()), fields.Set{
		"metadata.name":      metadata.GetName(),
		"metadata.namespace": metadata.GetNamespace(),
	}, nil
}

// SelectionPredicate is what a list or watch asks for: label and field
// selectors, and for lists the page size and where to continue.
// Upstream: k8s.io/apiserver/pkg/storage.SelectionPredicate.
type SelectionPredicate struct {
	// Label selects on labels; nil means everything.
	Label labels.Selector
	// Field selects on GetAttrs's fields; nil means everything.
	Field fields.Selector
	// GetAttrs extracts the labels and fields; DefaultNamespaceScopedAttr
	// when nil.
	GetAttrs AttrFunc
	// Limit is the page size; 0 means no paging.
	Limit int64
	// Continue is the token of the previous page.
	Continue string
	// AllowWatchBookmarks lets a watch send BOOKMARK events.
	AllowWatchBookmarks bool
}

// Everything matches every object.
// Upstream: k8s.io/apiserver/pkg/storage.Everything.
var Everything = SelectionPredicate{Label: labels.Everything(), Field: fields.Everything()}

// Matches reports whether obj passes both selectors.
// Upstream: k8s.io/apiserver/pkg/storage.(*SelectionPredicate).Matches.
func (s *SelectionPredicate) Matches(obj runtime.Object) (bool, error) {
	if s.Empty() {
		return true, nil
	}
	getAttrs := s.GetAttrs
	if getAttrs == nil {
		getAttrs = DefaultNamespaceScopedAttr
	}
	l, f, err := getAttrs(obj)
	if err != nil {
		return false, err
	}
	return s.MatchesObjectAttributes(l, f), nil
}

// MatchesObjectAttributes matches already extracted labels and fields.
// Upstream: k8s.io/apiserver/pkg/storage.(*SelectionPredicate).MatchesObjectAttributes.
func (s *SelectionPredicate) MatchesObjectAttributes(l labels.Set, f fields.Set) bool {
	if s.Label != nil && !s.Label.Matches(l) {
		return false
	}
	return s.Field == nil || s.Field.Matches(f)
}

// MatchesSingle returns the one name the predicate can match, when the
// field selector pins metadata.name and no paging is asked: the list
// becomes a get. Upstream: k8s.io/apiserver/pkg/storage.(*SelectionPredicate).MatchesSingle.
func (s *SelectionPredicate) MatchesSingle() (string, bool) {
	if len(s.Continue) > 0 || s.Limit > 0 || s.Field == nil {
		return "", false
	}
	return s.Field.RequiresExactMatch("metadata.name")
}

// Empty reports whether the predicate matches everything.
// Upstream: k8s.io/apiserver/pkg/storage.(*SelectionPredicate).Empty.
func (s *SelectionPredicate) Empty() bool {
	return (s.Label == nil || s.Label.Empty()) && (s.Field == nil || s.Field.Empty())
}
