package pruning

import (
	"sort"

	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// metaFields are the fields of every Kubernetes object that the schema
// need not specify: they are kept at the root and in embedded resources.
var metaFields = map[string]bool{"apiVersion": true, "kind": true, "metadata": true}

// Prune removes the fields of obj that s does not specify. At the
// resource root (isResourceRoot) apiVersion, kind and metadata are kept
// whatever s says.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.Prune.
func Prune(obj interface{}, s *structuralschema.Structural, isResourceRoot bool) {
	PruneWithOptions(obj, s, isResourceRoot, structuralschema.UnknownFieldPathOptions{})
}

// PruneWithOptions is Prune that, with opts.TrackUnknownFieldPaths,
// returns the paths of the dropped fields, sorted ("spec.shape",
// "spec.list[0].foo").
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.PruneWithOptions.
func PruneWithOptions(obj interface{}, s *structuralschema.Structural, isResourceRoot bool, opts structuralschema.UnknownFieldPathOptions) []string {
	if isResourceRoot {
		if s == nil {
			s = &structuralschema.Structural{}
		}
		if !s.XEmbeddedResource {
			clone := *s
			clone.XEmbeddedResource = true
			s = &clone
		}
	}
	prune(obj, s, &opts)
	sort.Strings(opts.UnknownFieldPaths)
	return opts.UnknownFieldPaths
}

// prune walks x along s. A nil s means "nothing is specified here":
// every field of an object below is dropped.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.prune.
func prune(x interface{}, s *structuralschema.Structural, opts *structuralschema.UnknownFieldPathOptions) {
	if s == nil {
		pruneUnspecified(x, opts)
		return
	}
	pruneSchema(x, *s, opts)
}

// pruneUnspecified is prune where nothing is specified: every field of
// every object, at any depth, is dropped.
func pruneUnspecified(x interface{}, opts *structuralschema.UnknownFieldPathOptions) {
	parentLen := len(opts.ParentPath)
	defer func() { opts.ParentPath = opts.ParentPath[:parentLen] }()

	switch x := x.(type) {
	case map[string]interface{}:
		for k := range x {
			opts.RecordUnknownField(k)
			delete(x, k)
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	case []interface{}:
		for i, v := range x {
			opts.AppendIndex(i)
			pruneUnspecified(v, opts)
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	}
}

// pruneSchema is prune with the schema passed by value. A property's
// schema is a value in its parent's map: taking the address of a copy of
// it, as upstream does, makes Go allocate that copy on the heap at every
// field of every object (the recursion defeats escape analysis); passing
// it by value keeps it on the stack (issue 34).
func pruneSchema(x interface{}, s structuralschema.Structural, opts *structuralschema.UnknownFieldPathOptions) {
	if s.XPreserveUnknownFields {
		skipPrune(x, s, opts)
		return
	}
	parentLen := len(opts.ParentPath)
	defer func() { opts.ParentPath = opts.ParentPath[:parentLen] }()

	switch x := x.(type) {
	case map[string]interface{}:
		// deleting while ranging over a map is safe in Go; the order of
		// the walk does not matter, the unknown paths are sorted at the end
		for k, v := range x {
			if s.XEmbeddedResource && metaFields[k] {
				continue
			}
			if prop, ok := s.Properties[k]; ok {
				opts.AppendKey(k)
				pruneSchema(v, prop, opts)
			} else if ap := s.AdditionalProperties; ap != nil && (ap.Structural != nil || ap.Bool) {
				if ap.Structural != nil {
					opts.AppendKey(k)
					prune(v, ap.Structural, opts)
				}
				// additionalProperties: true without a schema keeps
				// the value as it is
			} else {
				opts.RecordUnknownField(k)
				delete(x, k)
			}
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	case []interface{}:
		for i, v := range x {
			opts.AppendIndex(i)
			prune(v, s.Items, opts)
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	}
}

// skipPrune walks the value of an x-kubernetes-preserve-unknown-fields
// node: unknown fields stay, but the specified ones are pruned by their
// own schemas.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.skipPrune.
func skipPrune(x interface{}, s structuralschema.Structural, opts *structuralschema.UnknownFieldPathOptions) {
	parentLen := len(opts.ParentPath)
	defer func() { opts.ParentPath = opts.ParentPath[:parentLen] }()

	switch x := x.(type) {
	case map[string]interface{}:
		for k, v := range x {
			if s.XEmbeddedResource && metaFields[k] {
				continue
			}
			if prop, ok := s.Properties[k]; ok {
				opts.AppendKey(k)
				pruneSchema(v, prop, opts)
			} else if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
				opts.AppendKey(k)
				prune(v, s.AdditionalProperties.Structural, opts)
			}
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	case []interface{}:
		if s.Items == nil {
			return
		}
		for i, v := range x {
			opts.AppendIndex(i)
			prune(v, s.Items, opts)
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	}
}
