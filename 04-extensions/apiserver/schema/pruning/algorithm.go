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
	if s != nil && s.XPreserveUnknownFields {
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
			if s != nil && s.XEmbeddedResource && metaFields[k] {
				continue
			}
			if s == nil {
				opts.RecordUnknownField(k)
				delete(x, k)
				continue
			}
			if prop, ok := s.Properties[k]; ok {
				opts.AppendKey(k)
				prune(v, &prop, opts)
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
		var items *structuralschema.Structural
		if s != nil {
			items = s.Items
		}
		for i, v := range x {
			opts.AppendIndex(i)
			prune(v, items, opts)
			opts.ParentPath = opts.ParentPath[:parentLen]
		}
	}
}

// skipPrune walks the value of an x-kubernetes-preserve-unknown-fields
// node: unknown fields stay, but the specified ones are pruned by their
// own schemas.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning.skipPrune.
func skipPrune(x interface{}, s *structuralschema.Structural, opts *structuralschema.UnknownFieldPathOptions) {
	if s == nil {
		return
	}
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
				prune(v, &prop, opts)
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
