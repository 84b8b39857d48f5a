package v1

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

// LabelSelectorAsSelector turns a structured selector into a
// labels.Selector: nil matches nothing, empty matches everything.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelectorAsSelector.
func LabelSelectorAsSelector(ps *LabelSelector) (labels.Selector, error) {
	if ps == nil {
		return labels.Nothing(), nil
	}
	if len(ps.MatchLabels)+len(ps.MatchExpressions) == 0 {
		return labels.Everything(), nil
	}
	requirements := make([]labels.Requirement, 0, len(ps.MatchLabels)+len(ps.MatchExpressions))
	for k, v := range ps.MatchLabels {
		r, err := labels.NewRequirement(k, selection.Equals, []string{v})
		if err != nil {
			return nil, err
		}
		requirements = append(requirements, *r)
	}
	for _, expr := range ps.MatchExpressions {
		op, err := selectionOperator(expr.Operator)
		if err != nil {
			return nil, err
		}
		// append to nil, as upstream: no values prints as []string(nil).
		r, err := labels.NewRequirement(expr.Key, op, append([]string(nil), expr.Values...))
		if err != nil {
			return nil, err
		}
		requirements = append(requirements, *r)
	}
	return labels.NewSelector().Add(requirements...), nil
}

// selectionOperator maps a LabelSelectorOperator to the selector's.
func selectionOperator(op LabelSelectorOperator) (selection.Operator, error) {
	switch op {
	case LabelSelectorOpIn:
		return selection.In, nil
	case LabelSelectorOpNotIn:
		return selection.NotIn, nil
	case LabelSelectorOpExists:
		return selection.Exists, nil
	case LabelSelectorOpDoesNotExist:
		return selection.DoesNotExist, nil
	}
	return "", fmt.Errorf("%q is not a valid label selector operator", op)
}

// LabelSelectorAsMap turns a selector into the plain key=value map of the
// older selector style; operators other than In with one value fail.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelectorAsMap.
func LabelSelectorAsMap(ps *LabelSelector) (map[string]string, error) {
	if ps == nil {
		return nil, nil
	}
	selector := map[string]string{}
	for k, v := range ps.MatchLabels {
		selector[k] = v
	}
	for _, expr := range ps.MatchExpressions {
		switch expr.Operator {
		case LabelSelectorOpIn:
			if len(expr.Values) != 1 {
				return selector, fmt.Errorf("operator %q without a single value cannot be converted into the old label selector format", expr.Operator)
			}
			selector[expr.Key] = expr.Values[0]
		case LabelSelectorOpNotIn, LabelSelectorOpExists, LabelSelectorOpDoesNotExist:
			return selector, fmt.Errorf("operator %q cannot be converted into the old label selector format", expr.Operator)
		default:
			return selector, fmt.Errorf("%q is not a valid selector operator", expr.Operator)
		}
	}
	return selector, nil
}

// ParseToLabelSelector parses the selector language into a LabelSelector.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ParseToLabelSelector.
func ParseToLabelSelector(selector string) (*LabelSelector, error) {
	reqs, err := labels.ParseToRequirements(selector)
	if err != nil {
		return nil, fmt.Errorf("couldn't parse the selector string \"%s\": %w", selector, err)
	}
	ls := &LabelSelector{MatchLabels: map[string]string{}, MatchExpressions: []LabelSelectorRequirement{}}
	for _, req := range reqs {
		var op LabelSelectorOperator
		switch req.Operator() {
		case selection.Equals, selection.DoubleEquals:
			vals := req.Values()
			if len(vals) != 1 {
				return nil, fmt.Errorf("equals operator must have exactly one value")
			}
			ls.MatchLabels[req.Key()] = vals[0]
			continue
		case selection.In:
			op = LabelSelectorOpIn
		case selection.NotIn:
			op = LabelSelectorOpNotIn
		case selection.Exists:
			op = LabelSelectorOpExists
		case selection.DoesNotExist:
			op = LabelSelectorOpDoesNotExist
		case selection.GreaterThan, selection.LessThan:
			return nil, fmt.Errorf("%q isn't supported in label selectors", req.Operator())
		default:
			return nil, fmt.Errorf("%q is not a valid label selector operator", req.Operator())
		}
		ls.MatchExpressions = append(ls.MatchExpressions, LabelSelectorRequirement{
			Key: req.Key(), Operator: op, Values: req.Values(),
		})
	}
	return ls, nil
}

// SetAsLabelSelector turns a label set into a LabelSelector.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.SetAsLabelSelector.
func SetAsLabelSelector(ls labels.Set) *LabelSelector {
	if ls == nil {
		return nil
	}
	selector := &LabelSelector{MatchLabels: make(map[string]string, len(ls))}
	for label, value := range ls {
		selector.MatchLabels[label] = value
	}
	return selector
}

// FormatLabelSelector prints a selector for humans: "<none>" when empty,
// "<error>" when invalid. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FormatLabelSelector.
func FormatLabelSelector(labelSelector *LabelSelector) string {
	selector, err := LabelSelectorAsSelector(labelSelector)
	if err != nil {
		return "<error>"
	}
	l := selector.String()
	if len(l) == 0 {
		l = "<none>"
	}
	return l
}

// HasAnnotation reports whether obj has the annotation.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.HasAnnotation.
func HasAnnotation(obj ObjectMeta, ann string) bool {
	_, found := obj.Annotations[ann]
	return found
}

// SetMetaDataAnnotation sets an annotation, creating the map if needed.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.SetMetaDataAnnotation.
func SetMetaDataAnnotation(obj *ObjectMeta, ann string, value string) {
	if obj.Annotations == nil {
		obj.Annotations = make(map[string]string)
	}
	obj.Annotations[ann] = value
}

// HasLabel reports whether obj has the label.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.HasLabel.
func HasLabel(obj ObjectMeta, label string) bool {
	_, found := obj.Labels[label]
	return found
}

// SetMetaDataLabel sets a label, creating the map if needed.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.SetMetaDataLabel.
func SetMetaDataLabel(obj *ObjectMeta, label string, value string) {
	if obj.Labels == nil {
		obj.Labels = make(map[string]string)
	}
	obj.Labels[label] = value
}

// SingleObject returns ListOptions that watch one object from its version.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.SingleObject.
func SingleObject(meta ObjectMeta) ListOptions {
	return ListOptions{
		FieldSelector:   fields.OneTermEqualSelector(ObjectNameField, meta.Name).String(),
		ResourceVersion: meta.ResourceVersion,
	}
}

// NewDeleteOptions returns DeleteOptions with a grace period.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewDeleteOptions.
func NewDeleteOptions(grace int64) *DeleteOptions {
	return &DeleteOptions{GracePeriodSeconds: &grace}
}

// NewPreconditionDeleteOptions returns DeleteOptions that require a UID.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewPreconditionDeleteOptions.
func NewPreconditionDeleteOptions(uid string) *DeleteOptions {
	return &DeleteOptions{Preconditions: NewUIDPreconditions(uid)}
}

// NewUIDPreconditions returns Preconditions that require a UID.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewUIDPreconditions.
func NewUIDPreconditions(uid string) *Preconditions {
	u := UID(uid)
	return &Preconditions{UID: &u}
}

// NewRVDeletionPrecondition returns DeleteOptions that require a
// resourceVersion. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewRVDeletionPrecondition.
func NewRVDeletionPrecondition(rv string) *DeleteOptions {
	return &DeleteOptions{Preconditions: &Preconditions{ResourceVersion: &rv}}
}

// HasObjectMetaSystemFieldValues reports whether the fields the system
// sets on create (creationTimestamp, uid) are set.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.HasObjectMetaSystemFieldValues.
func HasObjectMetaSystemFieldValues(meta Object) bool {
	return !meta.GetCreationTimestamp().Time.IsZero() || len(meta.GetUID()) != 0
}

// ResetObjectMetaForStatus copies from existing the metadata a status
// update must not change. Managed fields are kept: they track the update.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ResetObjectMetaForStatus.
func ResetObjectMetaForStatus(meta, existingMeta Object) {
	meta.SetDeletionTimestamp(existingMeta.GetDeletionTimestamp())
	meta.SetGeneration(existingMeta.GetGeneration())
	meta.SetSelfLink(existingMeta.GetSelfLink())
	meta.SetLabels(existingMeta.GetLabels())
	meta.SetAnnotations(existingMeta.GetAnnotations())
	meta.SetFinalizers(existingMeta.GetFinalizers())
	meta.SetOwnerReferences(existingMeta.GetOwnerReferences())
}

// MarshalJSON writes Raw as it is (it is JSON), or null. It has a value
// receiver so it runs for values and pointers alike.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1.MarshalJSON.
func (f FieldsV1) MarshalJSON() ([]byte, error) {
	if f.Raw == nil {
		return []byte("null"), nil
	}
	return f.Raw, nil
}

// UnmarshalJSON keeps the JSON object as Raw; null leaves Raw nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*FieldsV1).UnmarshalJSON.
func (f *FieldsV1) UnmarshalJSON(b []byte) error {
	if f == nil {
		return errors.New("metav1.Fields: UnmarshalJSON on nil pointer")
	}
	if !bytes.Equal(b, []byte("null")) {
		f.Raw = append(f.Raw[0:0], b...)
	}
	return nil
}

// String prints the field set's JSON.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1.String.
func (f FieldsV1) String() string { return string(f.Raw) }
