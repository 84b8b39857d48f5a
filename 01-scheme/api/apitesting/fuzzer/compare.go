package fuzzer

import (
	"fmt"
	"reflect"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// CompareGeneratedWithReflective fills an object of every external kind
// of scheme that has an internal version, converts it to internal and
// back through the generated functions (Scheme.Convert) and by reflection
// (Scheme.ConvertReflectively), deep-copies it with DeepCopyObject and
// with conversion.DeepCopy, and returns a difference per disagreement.
// Upstream has no counterpart: it stopped reflecting before it generated.
func CompareGeneratedWithReflective(scheme *runtime.Scheme, seed int64, maxDepth int) []error {
	kinds := externalKindsWithInternal(scheme)
	if len(kinds) == 0 {
		return []error{fmt.Errorf("the scheme has no kind with an internal version")}
	}
	var errs []error
	for _, gvk := range kinds {
		in, _ := scheme.New(gvk)
		f := NewFiller(seed)
		f.MaxDepth = maxDepth
		f.Fill(in)
		internal := schema.GroupVersionKind{Group: gvk.Group, Version: runtime.APIVersionInternal, Kind: gvk.Kind}
		gen, err := compareConvert(scheme, in, internal)
		if err != nil {
			errs = append(errs, fmt.Errorf("%v to internal: %w", gvk, err))
			continue
		}
		if _, err := compareConvert(scheme, gen, gvk); err != nil {
			errs = append(errs, fmt.Errorf("%v from internal: %w", gvk, err))
		}
		if got, want := in.DeepCopyObject(), conversion.DeepCopy(in); !reflect.DeepEqual(got, want) {
			errs = append(errs, fmt.Errorf("%v: DeepCopyObject and conversion.DeepCopy differ:\ngot  %#v\nwant %#v", gvk, got, want))
		}
	}
	return errs
}

// compareConvert converts in to kind to both ways and returns the
// generated result, or an error if the two differ.
func compareConvert(scheme *runtime.Scheme, in runtime.Object, to schema.GroupVersionKind) (runtime.Object, error) {
	gen, _ := scheme.New(to)
	refl, _ := scheme.New(to)
	if err := scheme.Convert(in, gen, nil); err != nil {
		return nil, fmt.Errorf("generated: %w", err)
	}
	if err := scheme.ConvertReflectively(in, refl, nil); err != nil {
		return nil, fmt.Errorf("reflective: %w", err)
	}
	if !reflect.DeepEqual(gen, refl) {
		return nil, fmt.Errorf("generated and reflective differ:\ngot  %#v\nwant %#v", gen, refl)
	}
	return gen, nil
}

// externalKindsWithInternal lists, sorted, the external kinds of scheme
// whose kind is also registered in the internal version of their group.
func externalKindsWithInternal(scheme *runtime.Scheme) []schema.GroupVersionKind {
	var out []schema.GroupVersionKind
	for gvk := range scheme.AllKnownTypes() {
		internal := schema.GroupVersionKind{Group: gvk.Group, Version: runtime.APIVersionInternal, Kind: gvk.Kind}
		if gvk.Version != runtime.APIVersionInternal && scheme.Recognizes(internal) {
			out = append(out, gvk)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}
