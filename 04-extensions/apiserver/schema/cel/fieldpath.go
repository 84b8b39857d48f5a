package cel

import (
	"bufio"
	"fmt"
	"regexp"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

var unescapeMatcher = regexp.MustCompile(`\\.`)

func unescapeSingleQuote(s string) (string, error) {
	var err error
	unescaped := unescapeMatcher.ReplaceAllStringFunc(s, func(matchStr string) string {
		switch matchStr[1] {
		case 'a':
			return "\a"
		case 'b':
			return "\b"
		case 'f':
			return "\f"
		case 'n':
			return "\n"
		case 'r':
			return "\r"
		case 't':
			return "\t"
		case 'v':
			return "\v"
		case '\'':
			return "'"
		case '\\':
			return "\\"
		}
		err = fmt.Errorf("invalid escape char %s", matchStr)
		return ""
	})
	return unescaped, err
}

// ValidFieldPath checks that jsonPath (".spec.x", ".labels['a.b']") names
// a field of s, through properties and map keys only, and returns it as
// a field path with the schema found there.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.ValidFieldPath.
func ValidFieldPath(jsonPath string, s *schema.Structural) (validFieldPath *field.Path, foundSchema *schema.Structural, err error) {
	appendToPath := func(name string, isNamed bool) error {
		if !isNamed {
			validFieldPath = validFieldPath.Key(name)
			s = s.AdditionalProperties.Structural
			return nil
		}
		validFieldPath = validFieldPath.Child(name)
		val, ok := s.Properties[name]
		if !ok {
			return fmt.Errorf("does not refer to a valid field")
		}
		s = &val
		return nil
	}
	named := func() (bool, error) {
		switch {
		case s.Properties != nil:
			return true, nil
		case s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil:
			return false, nil
		}
		return false, fmt.Errorf("does not refer to a valid field")
	}

	scanner := bufio.NewScanner(strings.NewReader(jsonPath))
	scanner.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		for i := 0; i < len(data); i++ {
			if data[0] == '\'' {
				if i > 0 && data[i] == '\'' && data[i-1] != '\\' {
					return i + 1, data[:i+1], nil
				}
				continue
			}
			switch data[i] {
			case '.', '[', ']':
				if i == 0 {
					return 1, data[:1], nil
				}
				return i, data[:i], nil
			}
		}
		if atEOF && len(data) > 0 {
			return len(data), data, nil
		}
		return 0, nil, nil
	})
	for scanner.Scan() {
		switch tok := scanner.Text(); tok {
		case "[":
			if !scanner.Scan() {
				return nil, nil, fmt.Errorf("unexpected end of JSON path")
			}
			tok = scanner.Text()
			if len(tok) < 2 || tok[0] != '\'' || tok[len(tok)-1] != '\'' {
				return nil, nil, fmt.Errorf("expected single quoted string but got %s", tok)
			}
			unescaped, err := unescapeSingleQuote(tok[1 : len(tok)-1])
			if err != nil {
				return nil, nil, fmt.Errorf("invalid string literal: %w", err)
			}
			isNamed, err := named()
			if err != nil {
				return nil, nil, err
			}
			if err := appendToPath(unescaped, isNamed); err != nil {
				return nil, nil, err
			}
			if !scanner.Scan() {
				return nil, nil, fmt.Errorf("unexpected end of JSON path")
			}
			if tok = scanner.Text(); tok != "]" {
				return nil, nil, fmt.Errorf("expected ] but got %s", tok)
			}
		case ".":
			if !scanner.Scan() {
				return nil, nil, fmt.Errorf("unexpected end of JSON path")
			}
			isNamed, err := named()
			if err != nil {
				return nil, nil, err
			}
			if err := appendToPath(scanner.Text(), isNamed); err != nil {
				return nil, nil, err
			}
		default:
			return nil, nil, fmt.Errorf("expected [ or . but got: %s", tok)
		}
	}
	return validFieldPath, s, nil
}
