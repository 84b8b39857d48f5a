package fields

import (
	"fmt"
	"sort"
	"strings"
)

// ParseSelector reads a field selector: terms "field=value",
// "field==value" or "field!=value", joined by commas (AND). Empty terms are
// skipped, the terms come back sorted. Values may escape '\', ',' and '='
// with a backslash; field names cannot contain them.
// Upstream: k8s.io/apimachinery/pkg/fields.ParseSelector.
func ParseSelector(selector string) (Selector, error) {
	return parseSelector(selector, func(lhs, rhs string) (string, string, error) {
		return lhs, rhs, nil
	})
}

// ParseSelectorOrDie is ParseSelector for selectors known to be valid.
// Upstream: k8s.io/apimachinery/pkg/fields.ParseSelectorOrDie.
func ParseSelectorOrDie(s string) Selector {
	selector, err := ParseSelector(s)
	if err != nil {
		panic(err)
	}
	return selector
}

// ParseAndTransformSelector parses, then applies fn to every term.
// Upstream: k8s.io/apimachinery/pkg/fields.ParseAndTransformSelector.
func ParseAndTransformSelector(selector string, fn TransformFunc) (Selector, error) {
	return parseSelector(selector, fn)
}

func parseSelector(selector string, fn TransformFunc) (Selector, error) {
	parts := splitTerms(selector)
	sort.Strings(parts)
	var items []Selector
	for _, part := range parts {
		if part == "" {
			continue
		}
		lhs, op, rhs, ok := splitTerm(part)
		if !ok {
			return nil, fmt.Errorf("invalid selector: '%s'; can't understand '%s'", selector, part)
		}
		value, err := UnescapeValue(rhs)
		if err != nil {
			return nil, err
		}
		if op == notEqualOperator {
			items = append(items, &notHasTerm{field: lhs, value: value})
		} else {
			items = append(items, &hasTerm{field: lhs, value: value})
		}
	}
	if len(items) == 1 {
		return items[0].Transform(fn)
	}
	return andTerm(items).Transform(fn)
}

// splitTerms splits at commas that are not escaped; the terms keep their
// backslashes.
func splitTerms(fieldSelector string) []string {
	if len(fieldSelector) == 0 {
		return nil
	}
	var terms []string
	start, inSlash := 0, false
	for i, c := range fieldSelector {
		switch {
		case inSlash:
			inSlash = false
		case c == '\\':
			inSlash = true
		case c == ',':
			terms = append(terms, fieldSelector[start:i])
			start = i + 1
		}
	}
	return append(terms, fieldSelector[start:])
}

const (
	notEqualOperator    = "!="
	doubleEqualOperator = "=="
	equalOperator       = "="
)

// termOperators are tried in this order at each position, so "==" is not
// read as "=" followed by a value starting with "=".
var termOperators = []string{notEqualOperator, doubleEqualOperator, equalOperator}

// splitTerm splits a term at the first operator; the value is still
// escaped.
func splitTerm(term string) (lhs, op, rhs string, ok bool) {
	for i := range term {
		for _, op := range termOperators {
			if strings.HasPrefix(term[i:], op) {
				return term[:i], op, term[i+len(op):], true
			}
		}
	}
	return "", "", "", false
}
