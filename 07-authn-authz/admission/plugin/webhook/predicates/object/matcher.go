// Package object decides whether a webhook's objectSelector matches a
// request: the new object's labels or the old object's.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/object.
package object

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// Matcher matches objectSelectors.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/object.Matcher.
type Matcher struct{}

// MatchObjectSelector reports whether selector matches the new object's
// labels or the old object's (so a webhook sees the update that removes
// its label). A nil or empty selector matches everything, objects
// without metadata included; a selector that does not parse is a 500.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/predicates/object.(*Matcher).MatchObjectSelector.
func (Matcher) MatchObjectSelector(selector *metav1.LabelSelector, attr admission.Attributes) (bool, *apierrors.StatusError) {
	if selector == nil || (len(selector.MatchLabels) == 0 && len(selector.MatchExpressions) == 0) {
		return true, nil
	}
	s, err := metav1.LabelSelectorAsSelector(selector)
	if err != nil {
		return false, apierrors.NewInternalError(err)
	}
	return matches(s, attr.GetObject()) || matches(s, attr.GetOldObject()), nil
}

// matches reports whether obj has metadata whose labels s matches.
func matches(s labels.Selector, obj runtime.Object) bool {
	if obj == nil {
		return false
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return false
	}
	return s.Matches(labels.Set(accessor.GetLabels()))
}
