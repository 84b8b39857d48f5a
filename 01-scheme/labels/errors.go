package labels

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
)

// Upstream builds selector errors as field.Errors (a path, a type, the bad
// value, a detail) and joins several into an aggregate. These helpers print
// the same text without the typed machinery.

// nilPath is how upstream prints the field path of a key checked while
// parsing: the parser has no path, and a nil *field.Path prints so.
const nilPath = "<nil>"

// invalidError prints like upstream's field.Invalid(path, value, detail).
func invalidError(path string, value any, detail string) error {
	return fmt.Errorf("%s: Invalid value: %s: %s", path, formatValue(value), detail)
}

// notSupportedError prints like upstream's field.NotSupported.
func notSupportedError(path string, value any, valid []string) error {
	quoted := make([]string, len(valid))
	for i, v := range valid {
		quoted[i] = strconv.Quote(v)
	}
	return fmt.Errorf("%s: Unsupported value: %s: supported values: %s",
		path, formatValue(value), strings.Join(quoted, ", "))
}

// formatValue quotes plain strings and prints anything else (named string
// types, slices) in Go syntax, as field.Error does.
func formatValue(value any) string {
	if s, ok := value.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%#v", value)
}

// aggregate joins errors as upstream's utilerrors.Aggregate prints them:
// nil for none, the error itself for one, "[e1, e2]" (duplicates dropped)
// for more.
func aggregate(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	seen := map[string]bool{}
	var msgs []string
	for _, err := range errs {
		if msg := err.Error(); !seen[msg] {
			seen[msg] = true
			msgs = append(msgs, msg)
		}
	}
	if len(msgs) == 1 {
		return errs[0]
	}
	return fmt.Errorf("[%s]", strings.Join(msgs, ", "))
}

// validateLabelKey checks a key; path is the field path errors name.
func validateLabelKey(k string, path string) error {
	if errs := validation.IsQualifiedName(k); len(errs) != 0 {
		return invalidError(path, k, strings.Join(errs, "; "))
	}
	return nil
}

// validateLabelValue checks the value of key k; the error names the field
// path parent[k], as upstream's path.Key(k).
func validateLabelValue(k, v string, parent string) error {
	if errs := validation.IsValidLabelValue(v); len(errs) != 0 {
		return invalidError(parent+"["+k+"]", v, strings.Join(errs, "; "))
	}
	return nil
}
