package cel

import (
	"encoding/base64"
	"time"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"

	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
)

// celValue turns a value of a custom resource into what CEL's type
// adapter reads as the type SchemaDeclType declared: property names
// escaped (x-prop is x__dash__prop), numbers as doubles, strings of
// format date-time and date as timestamps, duration as durations, byte
// as bytes. It copies what it changes and never modifies v.
// Upstream: k8s.io/apiserver/pkg/cel/common.UnstructuredToVal, which
// wraps lazily instead of copying.
func celValue(v interface{}, s *schema.Structural) interface{} {
	if s == nil || v == nil || s.XIntOrString {
		return v
	}
	switch s.Type {
	case "object":
		m, ok := v.(map[string]interface{})
		if !ok {
			return v
		}
		out := make(map[string]interface{}, len(m))
		if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
			for k, e := range m {
				out[k] = celValue(e, s.AdditionalProperties.Structural)
			}
			return out
		}
		for k, e := range m {
			prop, known := s.Properties[k]
			if !known {
				out[k] = e
				continue
			}
			name, ok := apiservercel.Escape(k)
			if !ok {
				continue
			}
			out[name] = celValue(e, &prop)
		}
		return out
	case "array":
		l, ok := v.([]interface{})
		if !ok {
			return v
		}
		out := make([]interface{}, len(l))
		for i, e := range l {
			out[i] = celValue(e, s.Items)
		}
		if s.XListType != nil && (*s.XListType == "set" || *s.XListType == "map") {
			// Sets and map lists are equal whatever their order.
			return unorderedList{types.NewDynamicList(types.DefaultTypeAdapter, out)}
		}
		return out
	case "number":
		if i, ok := v.(int64); ok {
			return float64(i)
		}
	case "string":
		str, ok := v.(string)
		if !ok || s.ValueValidation == nil {
			return v
		}
		switch s.ValueValidation.Format {
		case "date-time":
			if t, err := time.Parse(time.RFC3339Nano, str); err == nil {
				return t
			}
		case "date":
			if t, err := time.Parse("2006-01-02", str); err == nil {
				return t
			}
		case "duration":
			if d, err := time.ParseDuration(str); err == nil {
				return d
			}
		case "byte":
			if b, err := base64.StdEncoding.DecodeString(str); err == nil {
				return b
			}
		}
	}
	return v
}

// unorderedList is a list of x-kubernetes-list-type set or map: two are
// equal when they hold the same elements in any order (their elements
// are unique: a set's values, a map list's keys).
// Upstream: the Equal of k8s.io/apiserver/pkg/cel/common's unstructuredSetList
// and unstructuredMapList.
type unorderedList struct {
	traits.Lister
}

// Equal compares as multisets: same size, and every element of l equal
// to one of other's, each used once.
func (l unorderedList) Equal(other ref.Val) ref.Val {
	o, ok := other.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(other)
	}
	n := int(l.Size().(types.Int))
	if int(o.Size().(types.Int)) != n {
		return types.False
	}
	used := make([]bool, n)
	for i := 0; i < n; i++ {
		a := l.Get(types.Int(i))
		found := false
		for j := 0; j < n && !found; j++ {
			if !used[j] && a.Equal(o.Get(types.Int(j))) == types.True {
				used[j], found = true, true
			}
		}
		if !found {
			return types.False
		}
	}
	return types.True
}
