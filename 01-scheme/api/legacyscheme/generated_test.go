package legacyscheme_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// convertibleKinds lists the external kinds that have an internal version,
// as pairs of (external, internal) GVK.
func convertibleKinds() [][2]schema.GroupVersionKind {
	var out [][2]schema.GroupVersionKind
	for _, gvk := range externalKinds() {
		internal := schema.GroupVersionKind{Group: gvk.Group, Version: runtime.APIVersionInternal, Kind: gvk.Kind}
		if legacyscheme.Scheme.Recognizes(internal) {
			out = append(out, [2]schema.GroupVersionKind{gvk, internal})
		}
	}
	return out
}

// filled returns an object of kind gvk with every field set from seed.
func filled(gvk schema.GroupVersionKind, seed int64) runtime.Object {
	obj, err := legacyscheme.Scheme.New(gvk)
	if err != nil {
		panic(err)
	}
	fuzzer.NewFiller(seed).Fill(obj)
	makeConsistent(reflect.ValueOf(obj))
	return obj
}

// convertBothWays converts in to a new object of kind to, once through the
// generated functions (Scheme.Convert) and once by reflection
// (Scheme.ConvertReflectively).
func convertBothWays(in runtime.Object, to schema.GroupVersionKind) (generated, reflective runtime.Object, err error) {
	generated, _ = legacyscheme.Scheme.New(to)
	reflective, _ = legacyscheme.Scheme.New(to)
	if err := legacyscheme.Scheme.Convert(in, generated, nil); err != nil {
		return nil, nil, fmt.Errorf("generated: %w", err)
	}
	if err := legacyscheme.Scheme.ConvertReflectively(in, reflective, nil); err != nil {
		return nil, nil, fmt.Errorf("reflective: %w", err)
	}
	return generated, reflective, nil
}

// FuzzGeneratedMatchesReflective fills an object of every kind at random
// and requires the generated conversion (both directions) and deep copy
// to give what the reflective ones give. The seeds below run with go test.
func FuzzGeneratedMatchesReflective(f *testing.F) {
	for seed := int64(0); seed < 5; seed++ {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		for _, pair := range convertibleKinds() {
			ext, internal := pair[0], pair[1]
			in := filled(ext, seed)
			gen, refl, err := convertBothWays(in, internal)
			if err != nil {
				t.Fatalf("%v to internal: %v", ext, err)
			}
			if !reflect.DeepEqual(gen, refl) {
				t.Errorf("%v to internal: generated and reflective differ:\ngot  %#v\nwant %#v", ext, gen, refl)
			}
			back, backRefl, err := convertBothWays(gen, ext)
			if err != nil {
				t.Fatalf("%v from internal: %v", ext, err)
			}
			if !reflect.DeepEqual(back, backRefl) {
				t.Errorf("%v from internal: generated and reflective differ:\ngot  %#v\nwant %#v", ext, back, backRefl)
			}
		}
		for _, gvk := range externalKinds() {
			in := filled(gvk, seed)
			if got, want := in.DeepCopyObject(), conversion.DeepCopy(in); !reflect.DeepEqual(got, want) {
				t.Errorf("%v: DeepCopyObject and conversion.DeepCopy differ:\ngot  %#v\nwant %#v", gvk, got, want)
			}
		}
	})
}

// TestGeneratedConversionSharesNothing changes every reachable value of a
// converted object and requires the source to stay as it was: the
// generated functions copy, as the reflective walk does.
func TestGeneratedConversionSharesNothing(t *testing.T) {
	for _, pair := range convertibleKinds() {
		in := filled(pair[0], 7)
		before := in.DeepCopyObject()
		out, _, err := convertBothWays(in, pair[1])
		if err != nil {
			t.Fatal(err)
		}
		fuzzer.NewFiller(99).Fill(out)
		if !reflect.DeepEqual(in, before) {
			t.Errorf("%v: filling the converted object changed the source", pair[0])
		}
	}
}

// TestConvertWithoutFunction covers the two pairs Scheme.Convert handles
// without a registered function and without the reflective walk: two
// kinds (refused, as upstream) and two values of one type (copied with
// the generated DeepCopyInto).
func TestConvertWithoutFunction(t *testing.T) {
	ns := filled(schema.GroupVersionKind{Version: "v1", Kind: "Namespace"}, 3)
	cm, _ := legacyscheme.Scheme.New(schema.GroupVersionKind{Version: runtime.APIVersionInternal, Kind: "ConfigMap"})
	err := legacyscheme.Scheme.Convert(ns, cm, nil)
	if want := "converting (v1.Namespace) to (core.ConfigMap): unknown conversion"; err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}

	in := &metav1.DeleteOptions{}
	fuzzer.NewFiller(4).Fill(in)
	out := &metav1.DeleteOptions{}
	if err := legacyscheme.Scheme.Convert(in, out, nil); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Errorf("got %#v; want %#v", out, in)
	}
	if out.GracePeriodSeconds == in.GracePeriodSeconds {
		t.Errorf("got the same GracePeriodSeconds pointer in both; want a copy")
	}
}
