package jsonpath

import (
	"bytes"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// JSONPath is a parsed template.
// Upstream: k8s.io/client-go/util/jsonpath.JSONPath.
type JSONPath struct {
	name             string
	parts            []part
	allowMissingKeys bool
}

// part is literal text or one {} expression (a list of steps).
type part struct {
	text  string
	steps []step
	expr  bool
}

type stepKind int

const (
	fieldStep     stepKind = iota // .name or ['name']
	indexStep                     // [i]
	wildcardStep                  // .* or [*]
	recursiveStep                 // ..name
	filterStep                    // [?(@.a == 'x')]
)

type step struct {
	kind  stepKind
	name  string
	index int
	// filter is the condition of a filterStep.
	filter *filter
}

// filter is [?(@.path)] (the path exists) or [?(@.path op literal)].
// Upstream: k8s.io/client-go/util/jsonpath's FilterNode.
type filter struct {
	left    []step
	op      string // "" for existence
	literal interface{}
}

// New returns an empty JSONPath named name (the name shows in errors).
// Upstream: k8s.io/client-go/util/jsonpath.New.
func New(name string) *JSONPath {
	return &JSONPath{name: name}
}

// AllowMissingKeys makes missing fields and out-of-range indexes yield
// no result instead of an error.
// Upstream: k8s.io/client-go/util/jsonpath.(*JSONPath).AllowMissingKeys.
func (j *JSONPath) AllowMissingKeys(allow bool) *JSONPath {
	j.allowMissingKeys = allow
	return j
}

// Parse parses a template. Text without braces that starts with ".",
// "$" or "[" is taken as one expression, as kubectl's relaxed form
// (".spec.replicas"); other text without braces is literal.
// Upstream: k8s.io/client-go/util/jsonpath.(*JSONPath).Parse.
func (j *JSONPath) Parse(text string) error {
	if !strings.Contains(text, "{") && len(text) > 0 && strings.ContainsRune(".$[", rune(text[0])) {
		text = "{" + text + "}"
	}
	var parts []part
	for len(text) > 0 {
		open := strings.Index(text, "{")
		if open < 0 {
			parts = append(parts, part{text: text})
			break
		}
		if open > 0 {
			parts = append(parts, part{text: text[:open]})
		}
		end := closingBrace(text, open)
		if end < 0 {
			return fmt.Errorf("%s: unclosed action", j.name)
		}
		steps, err := parseExpr(text[open+1 : end])
		if err != nil {
			return fmt.Errorf("%s: %w", j.name, err)
		}
		parts = append(parts, part{expr: true, steps: steps})
		text = text[end+1:]
	}
	j.parts = parts
	return nil
}

// closingBrace finds the } that closes the { at open, skipping quoted
// keys.
func closingBrace(text string, open int) int {
	var quote byte
	for i := open + 1; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0 && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '\'' || c == '"'):
			quote = c
		case quote == 0 && c == '}':
			return i
		}
	}
	return -1
}

// parseExpr parses the steps of one expression: [$](.name|..name|.*|[...])*.
// Upstream: k8s.io/client-go/util/jsonpath.(*Parser).parseInsideAction.
func parseExpr(s string) ([]step, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "$")
	if s == "" || s == "@" {
		return nil, nil
	}
	var steps []step
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], ".."):
			name, n := parseName(s[i+2:])
			if name == "" {
				return nil, fmt.Errorf("invalid recursive descent at %q", s[i:])
			}
			steps = append(steps, step{kind: recursiveStep, name: name})
			i += 2 + n
		case s[i] == '.':
			if i+1 < len(s) && s[i+1] == '*' {
				steps = append(steps, step{kind: wildcardStep})
				i += 2
				continue
			}
			name, n := parseName(s[i+1:])
			i += 1 + n
			if name == "" {
				if i == len(s) && len(steps) == 0 {
					continue // "." alone is the whole object
				}
				if i < len(s) && s[i] == '[' {
					continue // ".[0]"
				}
				return nil, fmt.Errorf("invalid field at %q", s)
			}
			steps = append(steps, step{kind: fieldStep, name: name})
		case s[i] == '[':
			st, n, err := parseBracket(s[i:])
			if err != nil {
				return nil, err
			}
			steps = append(steps, st)
			i += n
		default:
			return nil, fmt.Errorf("unrecognized character in action: %q", s[i:])
		}
	}
	return steps, nil
}

// parseName reads a field name up to the next unescaped . or [; it
// returns the name and the bytes consumed.
func parseName(s string) (string, int) {
	var b strings.Builder
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			i++
			b.WriteByte(s[i])
			continue
		}
		if c == '.' || c == '[' || c == ' ' {
			break
		}
		b.WriteByte(c)
	}
	return b.String(), i
}

// parseBracket reads ['key'], ["key"], [*] or [i].
func parseBracket(s string) (step, int, error) {
	end := closingBracket(s)
	if end < 0 {
		return step{}, 0, fmt.Errorf("unterminated array at %q", s)
	}
	inner := strings.TrimSpace(s[1:end])
	switch {
	case inner == "*":
		return step{kind: wildcardStep}, end + 1, nil
	case strings.HasPrefix(inner, "?(") && strings.HasSuffix(inner, ")"):
		f, err := parseFilter(strings.TrimSpace(inner[2 : len(inner)-1]))
		if err != nil {
			return step{}, 0, err
		}
		return step{kind: filterStep, filter: f}, end + 1, nil
	case len(inner) >= 2 && (inner[0] == '\'' || inner[0] == '"') && inner[len(inner)-1] == inner[0]:
		key := inner[1 : len(inner)-1]
		key = strings.ReplaceAll(key, `\`+string(inner[0]), string(inner[0]))
		return step{kind: fieldStep, name: key}, end + 1, nil
	}
	i, err := strconv.Atoi(inner)
	if err != nil {
		return step{}, 0, fmt.Errorf("unsupported array expression %q (only indexes, '*' and quoted keys)", inner)
	}
	return step{kind: indexStep, index: i}, end + 1, nil
}

// parseFilter parses "@.path", or "@.path op literal" with op one of
// == != < <= > >= and the literal a quoted string or a number.
func parseFilter(cond string) (*filter, error) {
	if !strings.HasPrefix(cond, "@") {
		return nil, fmt.Errorf("unsupported filter %q (only @.path [op literal])", cond)
	}
	path, rest := cond, ""
	for _, op := range []string{"==", "!=", "<=", ">=", "<", ">"} {
		if i := strings.Index(cond, op); i > 0 {
			path, rest = strings.TrimSpace(cond[:i]), strings.TrimSpace(cond[i+len(op):])
			f := &filter{op: op}
			steps, err := parseExpr(strings.TrimPrefix(path, "@"))
			if err != nil {
				return nil, err
			}
			f.left = steps
			switch {
			case len(rest) >= 2 && (rest[0] == '\'' || rest[0] == '"') && rest[len(rest)-1] == rest[0]:
				f.literal = rest[1 : len(rest)-1]
			default:
				n, err := strconv.ParseFloat(rest, 64)
				if err != nil {
					return nil, fmt.Errorf("unsupported filter literal %q", rest)
				}
				f.literal = n
			}
			return f, nil
		}
	}
	steps, err := parseExpr(strings.TrimPrefix(path, "@"))
	if err != nil {
		return nil, err
	}
	return &filter{left: steps}, nil
}

// matches evaluates the filter on one element.
func (f *filter) matches(j *JSONPath, v interface{}) bool {
	lenient := &JSONPath{allowMissingKeys: true}
	values, err := lenient.eval(f.left, v)
	if err != nil || len(values) == 0 {
		return false
	}
	if f.op == "" {
		return true
	}
	left := values[0]
	if s, ok := f.literal.(string); ok {
		ls, ok := left.(string)
		if !ok {
			return f.op == "!="
		}
		return compare(strings.Compare(ls, s), f.op)
	}
	var lf float64
	switch x := left.(type) {
	case int64:
		lf = float64(x)
	case float64:
		lf = x
	case int:
		lf = float64(x)
	default:
		return f.op == "!="
	}
	r := f.literal.(float64)
	c := 0
	if lf < r {
		c = -1
	} else if lf > r {
		c = 1
	}
	return compare(c, f.op)
}

func compare(c int, op string) bool {
	switch op {
	case "==":
		return c == 0
	case "!=":
		return c != 0
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	case ">=":
		return c >= 0
	}
	return false
}

func closingBracket(s string) int {
	var quote byte
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '\'' || c == '"'):
			quote = c
		case quote == 0 && c == ']':
			return i
		}
	}
	return -1
}

// FindResults evaluates the template on data: one list of values per
// text part or expression.
// Upstream: k8s.io/client-go/util/jsonpath.(*JSONPath).FindResults.
func (j *JSONPath) FindResults(data interface{}) ([][]reflect.Value, error) {
	var results [][]reflect.Value
	for _, p := range j.parts {
		if !p.expr {
			results = append(results, []reflect.Value{reflect.ValueOf(p.text)})
			continue
		}
		values, err := j.eval(p.steps, data)
		if err != nil {
			return nil, err
		}
		rvs := make([]reflect.Value, 0, len(values))
		for _, v := range values {
			rvs = append(rvs, reflect.ValueOf(v))
		}
		results = append(results, rvs)
	}
	return results, nil
}

// eval applies the steps one after the other to the current values.
func (j *JSONPath) eval(steps []step, data interface{}) ([]interface{}, error) {
	cur := []interface{}{data}
	for _, st := range steps {
		var next []interface{}
		for _, v := range cur {
			out, err := j.evalStep(st, v)
			if err != nil {
				return nil, err
			}
			next = append(next, out...)
		}
		cur = next
	}
	return cur, nil
}

func (j *JSONPath) evalStep(st step, v interface{}) ([]interface{}, error) {
	switch st.kind {
	case fieldStep:
		m, ok := v.(map[string]interface{})
		if !ok {
			if v == nil || j.allowMissingKeys {
				return nil, nil
			}
			return nil, fmt.Errorf("%s is not found", st.name)
		}
		x, found := m[st.name]
		if !found {
			if j.allowMissingKeys {
				return nil, nil
			}
			return nil, fmt.Errorf("%s is not found", st.name)
		}
		return []interface{}{x}, nil
	case indexStep:
		a, ok := v.([]interface{})
		if !ok {
			if v == nil || j.allowMissingKeys {
				return nil, nil
			}
			return nil, fmt.Errorf("not an array: %T", v)
		}
		i := st.index
		if i < 0 {
			i += len(a)
		}
		if i < 0 || i >= len(a) {
			if j.allowMissingKeys {
				return nil, nil
			}
			return nil, fmt.Errorf("array index out of bounds: index %d, length %d", st.index, len(a))
		}
		return []interface{}{a[i]}, nil
	case wildcardStep:
		return children(v), nil
	case filterStep:
		var out []interface{}
		for _, c := range children(v) {
			if st.filter.matches(j, c) {
				out = append(out, c)
			}
		}
		return out, nil
	case recursiveStep:
		var out []interface{}
		walk(v, func(x interface{}) {
			if m, ok := x.(map[string]interface{}); ok {
				if found, ok := m[st.name]; ok {
					out = append(out, found)
				}
			}
		})
		return out, nil
	}
	return nil, nil
}

// children are the values of a map (by sorted key) or the items of an
// array.
func children(v interface{}) []interface{} {
	switch v := v.(type) {
	case map[string]interface{}:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		out := make([]interface{}, 0, len(v))
		for _, k := range keys {
			out = append(out, v[k])
		}
		return out
	case []interface{}:
		return append([]interface{}(nil), v...)
	}
	return nil
}

// walk visits v and everything below it, depth first.
func walk(v interface{}, fn func(interface{})) {
	fn(v)
	for _, c := range children(v) {
		walk(c, fn)
	}
}

// PrintResults writes values separated by spaces: strings as they are,
// other values as fmt prints them.
// Upstream: k8s.io/client-go/util/jsonpath.(*JSONPath).PrintResults.
func (j *JSONPath) PrintResults(wr io.Writer, results []reflect.Value) error {
	for i, r := range results {
		if i > 0 {
			if _, err := fmt.Fprint(wr, " "); err != nil {
				return err
			}
		}
		var text string
		if r.IsValid() {
			text = fmt.Sprint(r.Interface())
		}
		if _, err := fmt.Fprint(wr, text); err != nil {
			return err
		}
	}
	return nil
}

// Execute evaluates the template on data and writes the text.
// Upstream: k8s.io/client-go/util/jsonpath.(*JSONPath).Execute.
func (j *JSONPath) Execute(wr io.Writer, data interface{}) error {
	results, err := j.FindResults(data)
	if err != nil {
		return err
	}
	for _, r := range results {
		if err := j.PrintResults(wr, r); err != nil {
			return err
		}
	}
	return nil
}

// ExecuteToString is Execute into a string, for tests and one-off use.
func (j *JSONPath) ExecuteToString(data interface{}) (string, error) {
	var buf bytes.Buffer
	err := j.Execute(&buf, data)
	return buf.String(), err
}
