package policy

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// shape describes what a YAML node must look like: a mapping with known
// fields, a sequence of one shape, a map with values of one shape, a
// scalar, or anything (metadata, whose content nothing reads).
type shape struct {
	kind   yaml.Kind
	tag    string            // for a scalar: "!!str" or "!!bool"
	fields map[string]*shape // for a mapping with known fields
	elem   *shape            // for a sequence, or a map of any keys
	any    bool
}

var (
	scalar      = &shape{kind: yaml.ScalarNode, tag: "!!str"}
	boolean     = &shape{kind: yaml.ScalarNode, tag: "!!bool"}
	scalarList  = &shape{kind: yaml.SequenceNode, elem: scalar}
	anything    = &shape{any: true}
	groupShape  = &shape{kind: yaml.MappingNode, fields: map[string]*shape{"group": scalar, "resources": scalarList, "resourceNames": scalarList}}
	ruleShape   = &shape{kind: yaml.MappingNode, fields: map[string]*shape{"level": scalar, "users": scalarList, "userGroups": scalarList, "verbs": scalarList, "resources": {kind: yaml.SequenceNode, elem: groupShape}, "namespaces": scalarList, "nonResourceURLs": scalarList, "omitStages": scalarList, "omitManagedFields": boolean}}
	policyShape = &shape{kind: yaml.MappingNode, fields: map[string]*shape{"apiVersion": scalar, "kind": scalar, "metadata": anything, "rules": {kind: yaml.SequenceNode, elem: ruleShape}, "omitStages": scalarList, "omitManagedFields": boolean}}
)

// The shapes are written out rather than read from the json tags by
// reflection: PolicyRule has nine fields, and the table reads at a glance.

// checkNode reports, with lines, unknown fields and values of the wrong
// kind (a list where a string belongs, a number where a string belongs ...). null is allowed anywhere, as
// in JSON decoding.
func checkNode(n *yaml.Node, s *shape, path []string) []error {
	if s.any || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return nil
	}
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	if n.Kind != s.kind {
		return []error{fmt.Errorf("line %d: %s: expected %s, got %s", n.Line, pathString(path), kindName(s.kind), kindName(n.Kind))}
	}
	if s.tag != "" && n.Kind == yaml.ScalarNode && n.ShortTag() != s.tag {
		return []error{fmt.Errorf("line %d: %s: expected %s, got %s %q", n.Line, pathString(path), tagName(s.tag), tagName(n.ShortTag()), n.Value)}
	}
	var errs []error
	switch n.Kind {
	case yaml.SequenceNode:
		for i, item := range n.Content {
			errs = append(errs, checkNode(item, s.elem, append(path, "["+strconv.Itoa(i)+"]"))...)
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			key, value := n.Content[i], n.Content[i+1]
			child, ok := s.fields[key.Value]
			if !ok {
				errs = append(errs, fmt.Errorf("line %d: %s: unknown field %q", key.Line, pathString(append(path, key.Value)), key.Value))
				continue
			}
			errs = append(errs, checkNode(value, child, append(path, key.Value))...)
		}
	}
	return errs
}

// pathString joins steps as field.Path prints them: rules[2].level.
func pathString(path []string) string {
	var b strings.Builder
	for _, step := range path {
		if b.Len() > 0 && !strings.HasPrefix(step, "[") {
			b.WriteByte('.')
		}
		b.WriteString(step)
	}
	if b.Len() == 0 {
		return "<root>"
	}
	return b.String()
}

// tagName names a scalar's YAML tag in an error: "!!int" is "a number".
func tagName(tag string) string {
	switch tag {
	case "!!str":
		return "a string"
	case "!!bool":
		return "true or false"
	case "!!int", "!!float":
		return "a number"
	default:
		return tag
	}
}

func kindName(k yaml.Kind) string {
	switch k {
	case yaml.MappingNode:
		return "an object"
	case yaml.SequenceNode:
		return "a list"
	default:
		return "a single value"
	}
}

// lineOf finds the line of a field path such as rules[2].resources[0].group
// in the tree under root. A path that ends at a missing field (a required
// level that is not there) gives the line of the deepest node it reached.
func lineOf(root *yaml.Node, path string) int {
	n := root
	for _, step := range splitPath(path) {
		next := childNode(n, step)
		if next == nil {
			break
		}
		n = next
	}
	return n.Line
}

// splitPath turns "rules[2].level" into "rules", "[2]", "level".
func splitPath(path string) []string {
	var steps []string
	for _, part := range strings.Split(path, ".") {
		for part != "" {
			i := strings.IndexByte(part[1:], '[') + 1
			if i == 0 {
				steps = append(steps, part)
				break
			}
			steps = append(steps, part[:i])
			part = part[i:]
		}
	}
	return steps
}

// childNode is the value of a mapping's key or a sequence's "[i]" item.
func childNode(n *yaml.Node, step string) *yaml.Node {
	if strings.HasPrefix(step, "[") {
		i, err := strconv.Atoi(strings.Trim(step, "[]"))
		if err != nil || n.Kind != yaml.SequenceNode || i < 0 || i >= len(n.Content) {
			return nil
		}
		return n.Content[i]
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == step {
			return n.Content[i+1]
		}
	}
	return nil
}
