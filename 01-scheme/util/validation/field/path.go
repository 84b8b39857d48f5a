package field

import (
	"strconv"
	"strings"
)

// Path is the path from an object's root to one field, built step by step:
// NewPath("spec").Child("containers").Index(0).Child("name").
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.Path.
type Path struct {
	name   string // a field name, or "" for an index or key step
	index  string // "[0]" or "[key]"
	parent *Path
}

// NewPath starts a path at a root field.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.NewPath.
func NewPath(name string, moreNames ...string) *Path {
	r := &Path{name: name}
	for _, n := range moreNames {
		r = &Path{name: n, parent: r}
	}
	return r
}

// Child steps into a field.
func (p *Path) Child(name string, moreNames ...string) *Path {
	r := NewPath(name, moreNames...)
	r.root().parent = p
	return r
}

// Index steps into a list element.
func (p *Path) Index(index int) *Path {
	return &Path{index: strconv.Itoa(index), parent: p}
}

// Key steps into a map entry.
func (p *Path) Key(key string) *Path {
	return &Path{index: key, parent: p}
}

func (p *Path) root() *Path {
	for ; p.parent != nil; p = p.parent {
	}
	return p
}

// String prints the path as upstream: "spec.containers[0].name".
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.(*Path).String.
func (p *Path) String() string {
	if p == nil {
		return "<nil>"
	}
	var steps []*Path
	for e := p; e != nil; e = e.parent {
		steps = append(steps, e)
	}
	var b strings.Builder
	for i := len(steps) - 1; i >= 0; i-- {
		s := steps[i]
		if s.parent != nil && len(s.name) > 0 {
			b.WriteString(".")
		}
		if len(s.name) > 0 {
			b.WriteString(s.name)
		} else {
			b.WriteString("[" + s.index + "]")
		}
	}
	return b.String()
}
