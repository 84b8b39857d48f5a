package schema

import "strconv"

// UnknownFieldPathOptions says whether and where pruning records the
// paths of the fields it drops (for the warnings and the field
// validation=Strict errors of a request).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.UnknownFieldPathOptions.
type UnknownFieldPathOptions struct {
	// TrackUnknownFieldPaths turns recording on.
	TrackUnknownFieldPaths bool
	// ParentPath is the path of the node being visited, one element per
	// field name or "[i]" index.
	ParentPath []string
	// UnknownFieldPaths collects the dropped paths.
	UnknownFieldPaths []string
}

// RecordUnknownField records the field named field below ParentPath.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.(*UnknownFieldPathOptions).RecordUnknownField.
func (o *UnknownFieldPathOptions) RecordUnknownField(field string) {
	if !o.TrackUnknownFieldPaths {
		return
	}
	l := len(o.ParentPath)
	o.AppendKey(field)
	o.UnknownFieldPaths = append(o.UnknownFieldPaths, JoinPath(o.ParentPath))
	o.ParentPath = o.ParentPath[:l]
}

// AppendKey descends into the field key.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.(*UnknownFieldPathOptions).AppendKey.
func (o *UnknownFieldPathOptions) AppendKey(key string) {
	if !o.TrackUnknownFieldPaths {
		return
	}
	o.ParentPath = append(o.ParentPath, key)
}

// AppendIndex descends into the array item index.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.(*UnknownFieldPathOptions).AppendIndex.
func (o *UnknownFieldPathOptions) AppendIndex(index int) {
	if !o.TrackUnknownFieldPaths {
		return
	}
	o.ParentPath = append(o.ParentPath, "["+strconv.Itoa(index)+"]")
}

// JoinPath prints a path as the warnings show it: names joined by dots,
// indexes appended without one ("spec.list[0].foo").
// Upstream: the strings.Builder loop of k8s.io/apiextensions-apiserver/pkg/apiserver/schema.(*UnknownFieldPathOptions).RecordUnknownField.
func JoinPath(path []string) string {
	s := ""
	for i, p := range path {
		if i > 0 && (len(p) == 0 || p[0] != '[') {
			s += "."
		}
		s += p
	}
	return s
}
