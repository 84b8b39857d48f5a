package labels

import (
	"fmt"
	"sort"
	"strings"
)

// Labels is anything a Selector can test: an object's labels, wherever they
// are stored. Upstream: k8s.io/apimachinery/pkg/labels.Labels.
type Labels interface {
	// Has reports whether the label exists.
	Has(label string) (exists bool)
	// Get returns the label's value, "" when it does not exist.
	Get(label string) (value string)
}

// Set is a map of labels, the form they take in metadata.labels.
// Upstream: k8s.io/apimachinery/pkg/labels.Set.
type Set map[string]string

// String prints the labels as "k1=v1,k2=v2", sorted: exactly the selector
// that matches them. Upstream: k8s.io/apimachinery/pkg/labels.Set.String.
func (ls Set) String() string {
	selector := make([]string, 0, len(ls))
	for key, value := range ls {
		selector = append(selector, key+"="+value)
	}
	sort.Strings(selector)
	return strings.Join(selector, ",")
}

// Has reports whether the label exists.
// Upstream: k8s.io/apimachinery/pkg/labels.Set.Has.
func (ls Set) Has(label string) bool {
	_, exists := ls[label]
	return exists
}

// Get returns the label's value.
// Upstream: k8s.io/apimachinery/pkg/labels.Set.Get.
func (ls Set) Get(label string) string { return ls[label] }

// AsSelector returns a selector that matches exactly these labels, without
// validating them. Upstream: k8s.io/apimachinery/pkg/labels.Set.AsSelector.
func (ls Set) AsSelector() Selector { return SelectorFromSet(ls) }

// AsValidatedSelector is AsSelector, but rejects invalid keys and values.
// Upstream: k8s.io/apimachinery/pkg/labels.Set.AsValidatedSelector.
func (ls Set) AsValidatedSelector() (Selector, error) { return ValidatedSelectorFromSet(ls) }

// AsSelectorPreValidated is AsSelector for labels known to be valid.
// Upstream: k8s.io/apimachinery/pkg/labels.Set.AsSelectorPreValidated.
func (ls Set) AsSelectorPreValidated() Selector { return SelectorFromValidatedSet(ls) }

// FormatLabels prints labels as Set.String does, or "<none>" when there are
// none: what kubectl shows in a LABELS column.
// Upstream: k8s.io/apimachinery/pkg/labels.FormatLabels.
func FormatLabels(labelMap map[string]string) string {
	l := Set(labelMap).String()
	if l == "" {
		l = "<none>"
	}
	return l
}

// Conflicts reports whether a key is in both sets with different values.
// Upstream: k8s.io/apimachinery/pkg/labels.Conflicts.
func Conflicts(labels1, labels2 Set) bool {
	for k, v := range labels1 {
		if val, ok := labels2[k]; ok && val != v {
			return true
		}
	}
	return false
}

// Merge returns the union of both sets; labels2 wins on conflicts.
// Upstream: k8s.io/apimachinery/pkg/labels.Merge.
func Merge(labels1, labels2 Set) Set {
	merged := Set{}
	for k, v := range labels1 {
		merged[k] = v
	}
	for k, v := range labels2 {
		merged[k] = v
	}
	return merged
}

// Equals reports whether both sets hold the same labels.
// Upstream: k8s.io/apimachinery/pkg/labels.Equals.
func Equals(labels1, labels2 Set) bool {
	if len(labels1) != len(labels2) {
		return false
	}
	for k, v := range labels1 {
		if value, ok := labels2[k]; !ok || value != v {
			return false
		}
	}
	return true
}

// ConvertSelectorToLabelsMap reads the equality-only form "k1=v1,k2=v2"
// into a Set, validating keys and values.
// Upstream: k8s.io/apimachinery/pkg/labels.ConvertSelectorToLabelsMap.
func ConvertSelectorToLabelsMap(selector string) (Set, error) {
	labelsMap := Set{}
	if len(selector) == 0 {
		return labelsMap, nil
	}
	for _, label := range strings.Split(selector, ",") {
		l := strings.Split(label, "=")
		if len(l) != 2 {
			return labelsMap, fmt.Errorf("invalid selector: %s", l)
		}
		key := strings.TrimSpace(l[0])
		if err := validateLabelKey(key, nilPath); err != nil {
			return labelsMap, err
		}
		value := strings.TrimSpace(l[1])
		if err := validateLabelValue(key, value, ""); err != nil {
			return labelsMap, err
		}
		labelsMap[key] = value
	}
	return labelsMap, nil
}
