package conversion

import "reflect"

// DeepCopy returns a copy of in that shares no pointers, slices or maps
// with it. Every API type's DeepCopyObject calls it.
//
// Struct fields that are not exported (the insides of time.Time, say) are
// copied as values: types that hide mutable references in them must not be
// API types. Upstream: deepcopy-gen's zz_generated.deepcopy.go today; until
// v1.8 the reflection-based k8s.io/apimachinery/pkg/conversion.Cloner.
func DeepCopy[T any](in T) T {
	v := reflect.ValueOf(&in).Elem()
	out := reflect.New(v.Type()).Elem()
	deepCopyValue(v, out)
	return out.Interface().(T)
}

func deepCopyValue(in, out reflect.Value) {
	if !hasReferences(in.Type()) {
		out.Set(in)
		return
	}
	switch in.Kind() {
	case reflect.Pointer:
		if in.IsNil() {
			return
		}
		out.Set(reflect.New(in.Type().Elem()))
		deepCopyValue(in.Elem(), out.Elem())
	case reflect.Slice:
		if in.IsNil() {
			return
		}
		out.Set(reflect.MakeSlice(in.Type(), in.Len(), in.Len()))
		for i := 0; i < in.Len(); i++ {
			deepCopyValue(in.Index(i), out.Index(i))
		}
	case reflect.Map:
		if in.IsNil() {
			return
		}
		out.Set(reflect.MakeMapWithSize(in.Type(), in.Len()))
		iter := in.MapRange()
		for iter.Next() {
			v := reflect.New(in.Type().Elem()).Elem()
			deepCopyValue(iter.Value(), v)
			out.SetMapIndex(iter.Key(), v)
		}
	case reflect.Struct:
		out.Set(in) // unexported fields come along as values
		for i := 0; i < in.NumField(); i++ {
			if in.Type().Field(i).IsExported() {
				deepCopyValue(in.Field(i), out.Field(i))
			}
		}
	case reflect.Interface:
		if in.IsNil() {
			return
		}
		inner := in.Elem()
		// An API object copies itself (runtime.Object.DeepCopyObject).
		if m := inner.MethodByName("DeepCopyObject"); m.IsValid() && m.Type().NumIn() == 0 && m.Type().NumOut() == 1 {
			out.Set(m.Call(nil)[0])
			return
		}
		cp := reflect.New(inner.Type()).Elem()
		deepCopyValue(inner, cp)
		out.Set(cp)
	default:
		out.Set(in)
	}
}

// hasReferences reports whether a value of type t can share memory with a
// copy made by plain assignment. Results are memoised per type.
func hasReferences(t reflect.Type) bool {
	if v, ok := refCache.Load(t); ok {
		return v.(bool)
	}
	r := computeHasReferences(t, map[reflect.Type]bool{})
	refCache.Store(t, r)
	return r
}

func computeHasReferences(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return true
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Chan, reflect.Func:
		return true
	case reflect.Array:
		return computeHasReferences(t.Elem(), seen)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.IsExported() && computeHasReferences(f.Type, seen) {
				return true
			}
		}
	}
	return false
}
