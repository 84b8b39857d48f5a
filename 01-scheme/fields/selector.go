package fields

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

// Selector tests an object's fields. The API server builds one from a
// request's fieldSelector parameter.
// Upstream: k8s.io/apimachinery/pkg/fields.Selector.
type Selector interface {
	// Matches reports whether the fields satisfy the selector.
	Matches(Fields) bool
	// Empty reports whether the selector matches everything.
	Empty() bool
	// RequiresExactMatch reports whether the selector pins field to one
	// value, and which (metadata.name=x turns a list into a get).
	RequiresExactMatch(field string) (value string, found bool)
	// Transform returns a copy with fn applied to every term; a term
	// that fn turns into an empty field and value is dropped.
	Transform(fn TransformFunc) (Selector, error)
	// Requirements lists the terms.
	Requirements() Requirements
	// String prints the selector, values escaped.
	String() string
	// DeepCopySelector returns an independent copy.
	DeepCopySelector() Selector
}

// TransformFunc rewrites one term, such as a versioned field name into the
// internal one. Upstream: k8s.io/apimachinery/pkg/fields.TransformFunc.
type TransformFunc func(field, value string) (newField, newValue string, err error)

// Everything returns a selector that matches all objects.
// Upstream: k8s.io/apimachinery/pkg/fields.Everything.
func Everything() Selector { return andTerm{} }

// hasTerm is field=value.
type hasTerm struct{ field, value string }

func (t *hasTerm) Matches(ls Fields) bool { return ls.Get(t.field) == t.value }
func (t *hasTerm) Empty() bool            { return false }

func (t *hasTerm) RequiresExactMatch(field string) (string, bool) {
	if t.field == field {
		return t.value, true
	}
	return "", false
}

func (t *hasTerm) Transform(fn TransformFunc) (Selector, error) {
	field, value, err := fn(t.field, t.value)
	if err != nil {
		return nil, err
	}
	if len(field) == 0 && len(value) == 0 {
		return Everything(), nil
	}
	return &hasTerm{field, value}, nil
}

func (t *hasTerm) Requirements() Requirements {
	return Requirements{{Field: t.field, Operator: selection.Equals, Value: t.value}}
}

func (t *hasTerm) String() string             { return t.field + "=" + EscapeValue(t.value) }
func (t *hasTerm) DeepCopySelector() Selector { out := *t; return &out }

// notHasTerm is field!=value. A missing field has the value "".
type notHasTerm struct{ field, value string }

func (t *notHasTerm) Matches(ls Fields) bool                   { return ls.Get(t.field) != t.value }
func (t *notHasTerm) Empty() bool                              { return false }
func (t *notHasTerm) RequiresExactMatch(string) (string, bool) { return "", false }

func (t *notHasTerm) Transform(fn TransformFunc) (Selector, error) {
	field, value, err := fn(t.field, t.value)
	if err != nil {
		return nil, err
	}
	if len(field) == 0 && len(value) == 0 {
		return Everything(), nil
	}
	return &notHasTerm{field, value}, nil
}

func (t *notHasTerm) Requirements() Requirements {
	return Requirements{{Field: t.field, Operator: selection.NotEquals, Value: t.value}}
}

func (t *notHasTerm) String() string             { return t.field + "!=" + EscapeValue(t.value) }
func (t *notHasTerm) DeepCopySelector() Selector { out := *t; return &out }

// andTerm holds selectors that must all match; empty matches everything.
type andTerm []Selector

func (t andTerm) Matches(ls Fields) bool {
	for _, q := range t {
		if !q.Matches(ls) {
			return false
		}
	}
	return true
}

func (t andTerm) Empty() bool {
	for _, q := range t {
		if !q.Empty() {
			return false
		}
	}
	return true
}

func (t andTerm) RequiresExactMatch(field string) (string, bool) {
	for _, q := range t {
		if value, found := q.RequiresExactMatch(field); found {
			return value, true
		}
	}
	return "", false
}

func (t andTerm) Transform(fn TransformFunc) (Selector, error) {
	next := make([]Selector, 0, len(t))
	for _, s := range t {
		n, err := s.Transform(fn)
		if err != nil {
			return nil, err
		}
		if !n.Empty() {
			next = append(next, n)
		}
	}
	return andTerm(next), nil
}

func (t andTerm) Requirements() Requirements {
	reqs := make(Requirements, 0, len(t))
	for _, s := range t {
		reqs = append(reqs, s.Requirements()...)
	}
	return reqs
}

func (t andTerm) String() string {
	terms := make([]string, 0, len(t))
	for _, q := range t {
		terms = append(terms, q.String())
	}
	return strings.Join(terms, ",")
}

func (t andTerm) DeepCopySelector() Selector {
	if t == nil {
		return andTerm(nil)
	}
	out := make(andTerm, len(t))
	for i := range t {
		out[i] = t[i].DeepCopySelector()
	}
	return out
}

// SelectorFromSet returns a selector that matches exactly the fields in ls;
// nil matches everything. Upstream: k8s.io/apimachinery/pkg/fields.SelectorFromSet.
func SelectorFromSet(ls Set) Selector {
	if ls == nil {
		return Everything()
	}
	keys := make([]string, 0, len(ls))
	for field := range ls {
		keys = append(keys, field)
	}
	sort.Strings(keys)
	items := make([]Selector, 0, len(ls))
	for _, field := range keys {
		items = append(items, &hasTerm{field: field, value: ls[field]})
	}
	if len(items) == 1 {
		return items[0]
	}
	return andTerm(items)
}

// OneTermEqualSelector returns a selector for field k equal to v.
// Upstream: k8s.io/apimachinery/pkg/fields.OneTermEqualSelector.
func OneTermEqualSelector(k, v string) Selector { return &hasTerm{field: k, value: v} }

// OneTermNotEqualSelector returns a selector for field k not equal to v.
// Upstream: k8s.io/apimachinery/pkg/fields.OneTermNotEqualSelector.
func OneTermNotEqualSelector(k, v string) Selector { return &notHasTerm{field: k, value: v} }

// AndSelectors returns a selector that matches when all of selectors do.
// Upstream: k8s.io/apimachinery/pkg/fields.AndSelectors.
func AndSelectors(selectors ...Selector) Selector { return andTerm(selectors) }

// valueEscaper escapes '\' first, then ',' and '='.
var valueEscaper = strings.NewReplacer(`\`, `\\`, `,`, `\,`, `=`, `\=`)

// EscapeValue escapes a literal value for a field selector.
// Upstream: k8s.io/apimachinery/pkg/fields.EscapeValue.
func EscapeValue(s string) string { return valueEscaper.Replace(s) }

// InvalidEscapeSequence reports a backslash followed by anything but '\',
// ',' or '=', or a trailing backslash.
// Upstream: k8s.io/apimachinery/pkg/fields.InvalidEscapeSequence.
type InvalidEscapeSequence struct{ sequence string }

func (i InvalidEscapeSequence) Error() string {
	return fmt.Sprintf("invalid field selector: invalid escape sequence: %s", i.sequence)
}

// UnescapedRune reports a ',' or '=' in a value that is not escaped.
// Upstream: k8s.io/apimachinery/pkg/fields.UnescapedRune.
type UnescapedRune struct{ r rune }

func (i UnescapedRune) Error() string {
	return fmt.Sprintf("invalid field selector: unescaped character in value: %v", i.r)
}

// UnescapeValue undoes EscapeValue, rejecting bad escapes and unescaped
// ',' or '='. Upstream: k8s.io/apimachinery/pkg/fields.UnescapeValue.
func UnescapeValue(s string) (string, error) {
	if !strings.ContainsAny(s, `\,=`) {
		return s, nil
	}
	var v strings.Builder
	inSlash := false
	for _, c := range s {
		if inSlash {
			switch c {
			case '\\', ',', '=':
				v.WriteRune(c)
			default:
				return "", InvalidEscapeSequence{sequence: string([]rune{'\\', c})}
			}
			inSlash = false
			continue
		}
		switch c {
		case '\\':
			inSlash = true
		case ',', '=':
			return "", UnescapedRune{r: c}
		default:
			v.WriteRune(c)
		}
	}
	if inSlash {
		return "", InvalidEscapeSequence{sequence: "\\"}
	}
	return v.String(), nil
}
