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

// TestConvertToVersionSharesNothing changes, in place, every reachable
// value of an object ConvertToVersion made and requires the source to stay
// as it was, both ways: the generated functions share what is alike on
// both sides (TestGeneratedConversionShares), so ConvertToVersion converts
// a deep copy, as upstream's does.
func TestConvertToVersionSharesNothing(t *testing.T) {
	for _, pair := range convertibleKinds() {
		for _, way := range [][2]schema.GroupVersionKind{pair, {pair[1], pair[0]}} {
			in := filled(pair[0], 7)
			if way[0] != pair[0] {
				var err error
				if in, err = legacyscheme.Scheme.ConvertToVersion(in, runtime.InternalGroupVersioner); err != nil {
					t.Fatal(err)
				}
			}
			before := in.DeepCopyObject()
			out, err := legacyscheme.Scheme.ConvertToVersion(in, way[1].GroupVersion())
			if err != nil {
				t.Fatal(err)
			}
			changeInPlace(reflect.ValueOf(out))
			if !reflect.DeepEqual(in, before) {
				t.Errorf("%v to %v: changing the converted object changed the source", way[0], way[1])
			}
		}
	}
}

// TestGeneratedConversionShares: the generated functions, which the
// codecs reach through UnsafeConvertToVersion, assign a map both sides
// spell alike and cast a slice of structs laid out alike, as upstream's.
func TestGeneratedConversionShares(t *testing.T) {
	in := filled(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMapList"}, 5)
	out, err := legacyscheme.Scheme.UnsafeConvertToVersion(in, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatal(err)
	}
	items := func(obj runtime.Object) reflect.Value { return reflect.ValueOf(obj).Elem().FieldByName("Items") }
	inItems, outItems := items(in), items(out)
	if inItems.Len() == 0 || inItems.Pointer() != outItems.Pointer() {
		t.Errorf("got Items at %#x and %#x (%d items); want one array", inItems.Pointer(), outItems.Pointer(), inItems.Len())
	}
	data := func(items reflect.Value) reflect.Value { return items.Index(0).FieldByName("Data") }
	if data(inItems).Pointer() != data(outItems).Pointer() {
		t.Errorf("got two Data maps; want one")
	}
}

// changeInPlace changes every exported value reachable from v where it
// lies, never replacing a map, slice or pointer, so that a change shows
// through any memory v shares.
func changeInPlace(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			changeInPlace(v.Elem())
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				changeInPlace(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			changeInPlace(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			changeInPlace(e)
			v.SetMapIndex(k, e)
		}
	case reflect.String:
		if v.CanSet() {
			v.SetString(v.String() + "!")
		}
	case reflect.Bool:
		if v.CanSet() {
			v.SetBool(!v.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if v.CanSet() {
			v.SetInt(v.Int() + 1)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.CanSet() {
			v.SetUint(v.Uint() + 1)
		}
	case reflect.Float32, reflect.Float64:
		if v.CanSet() {
			v.SetFloat(v.Float() + 1)
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
