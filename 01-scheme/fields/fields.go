package fields

import (
	"sort"
	"strings"
)

// Fields is anything a field Selector can test: the selectable fields of
// one object, such as {"metadata.name": "web", "status.phase": "Running"}.
// Upstream: k8s.io/apimachinery/pkg/fields.Fields.
type Fields interface {
	// Has reports whether the field exists.
	Has(field string) (exists bool)
	// Get returns the field's value, "" when it does not exist.
	Get(field string) (value string)
}

// Set is a map of field:value. Upstream: k8s.io/apimachinery/pkg/fields.Set.
type Set map[string]string

// String prints "f1=v1,f2=v2", sorted, unescaped.
// Upstream: k8s.io/apimachinery/pkg/fields.Set.String.
func (ls Set) String() string {
	selector := make([]string, 0, len(ls))
	for key, value := range ls {
		selector = append(selector, key+"="+value)
	}
	sort.Strings(selector)
	return strings.Join(selector, ",")
}

// Has reports whether the field exists.
// Upstream: k8s.io/apimachinery/pkg/fields.Set.Has.
func (ls Set) Has(field string) bool {
	_, exists := ls[field]
	return exists
}

// Get returns the field's value.
// Upstream: k8s.io/apimachinery/pkg/fields.Set.Get.
func (ls Set) Get(field string) string { return ls[field] }

// AsSelector returns a selector that matches exactly these fields.
// Upstream: k8s.io/apimachinery/pkg/fields.Set.AsSelector.
func (ls Set) AsSelector() Selector { return SelectorFromSet(ls) }
