package proto

import (
	"errors"
	"fmt"
	"strings"
)

// pathError says where in a message an error happened, as a path such as
// spec.containers[0].ports. The path grows as the error travels out of
// nested messages; one error value is reused on the way, so that an error
// 10000 messages deep costs 10000 appends, not 10000 ever longer strings.
type pathError struct {
	// path is innermost first: the order the steps are learned in.
	path []string
	err  error
}

func (e *pathError) Error() string {
	return fmt.Sprintf("at %s: %v", e.render(), e.err)
}

func (e *pathError) Unwrap() error { return e.err }

// maxPathSteps is how many steps of a path an error message shows at each
// end; deeper paths are elided in the middle.
const maxPathSteps = 8

// render writes the path outermost first: a field name is joined with a
// dot, an index ("[3]") is not.
func (e *pathError) render() string {
	var s strings.Builder
	n := len(e.path)
	for i := n - 1; i >= 0; i-- {
		if n > 2*maxPathSteps && i == n-1-maxPathSteps {
			s.WriteString("...")
			i = maxPathSteps
		}
		step := e.path[i]
		if s.Len() > 0 && !strings.HasPrefix(step, "[") {
			s.WriteByte('.')
		}
		s.WriteString(step)
	}
	return s.String()
}

// atStep adds one step, the next one outwards, to err's path.
func atStep(err error, step string) error {
	if pe, ok := err.(*pathError); ok {
		pe.path = append(pe.path, step)
		return pe
	}
	return &pathError{path: []string{step}, err: err}
}

// atField names a struct field; atIndex an element of a repeated field.
func atField(err error, f *fieldPlan) error { return atStep(err, f.name) }

func atIndex(err error, i int) error { return atStep(err, fmt.Sprintf("[%d]", i)) }

// errTooDeep: nesting beyond maxDepth, in data or in a Go value that points
// back to itself.
var errTooDeep = errors.New("messages nest too deeply")
