package library

import (
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
)

// Lists returns the lists library: isSorted(), sum(), min(), max() on
// lists of comparable or summable elements, indexOf(x), lastIndexOf(x):
// [1, 2, 3].sum() == 6, ["b", "a"].isSorted() == false,
// [1, 2, 2].lastIndexOf(2) == 2. min and max of an empty list are an
// error ("min called on empty list").
// Version 1 (Kubernetes v1.37) adds includes(x): whether a list holds x,
// or, on a value that is not a list, whether it equals x.
// Upstream: k8s.io/apiserver/pkg/cel/library.Lists with ListsVersion.
func Lists(version uint32) cel.EnvOption {
	if version >= 1 {
		return cel.Lib(listsLibV1)
	}
	return cel.Lib(listsLib)
}

// listsLibV1 is version 1: version 0 and includes. Both versions share
// the library name, so an environment holds one of them.
var listsLibV1 = func() *lib {
	l := &lib{name: listsLib.name, decls: map[string][]cel.FunctionOpt{}}
	for k, v := range listsLib.decls {
		l.decls[k] = v
	}
	l.decls["includes"] = []cel.FunctionOpt{cel.MemberOverload("list_includes_dyn_dyn", []*cel.Type{cel.DynType, cel.DynType}, cel.BoolType,
		cel.BinaryBinding(includes))}
	return l
}()

// includes: upstream's list_includes_dyn_dyn.
func includes(target, arg ref.Val) ref.Val {
	if list, ok := target.(traits.Lister); ok {
		for it := list.Iterator(); it.HasNext() == types.True; {
			if it.Next().Equal(arg) == types.True {
				return types.True
			}
		}
		return types.False
	}
	return types.Bool(target.Equal(arg) == types.True)
}

var paramA = cel.TypeParamType("A")

type namedType struct {
	name string
	typ  *cel.Type
}

var summableTypes = []namedType{
	{"int", cel.IntType}, {"uint", cel.UintType}, {"double", cel.DoubleType}, {"duration", cel.DurationType},
}

var comparableTypes = []namedType{
	{"bool", cel.BoolType}, {"int", cel.IntType}, {"uint", cel.UintType}, {"double", cel.DoubleType},
	{"duration", cel.DurationType}, {"timestamp", cel.TimestampType}, {"string", cel.StringType}, {"bytes", cel.BytesType},
}

var zeroOfSummable = map[string]ref.Val{
	"int": types.Int(0), "uint": types.Uint(0), "double": types.Double(0), "duration": types.Duration{},
}

func templated(ts []namedType, f func(name string, t *cel.Type) cel.FunctionOpt) []cel.FunctionOpt {
	out := make([]cel.FunctionOpt, len(ts))
	for i, t := range ts {
		out[i] = f(t.name, t.typ)
	}
	return out
}

var listsLib = &lib{name: "kubernetes.lists", decls: map[string][]cel.FunctionOpt{
	"isSorted": templated(comparableTypes, func(name string, t *cel.Type) cel.FunctionOpt {
		return cel.MemberOverload(fmt.Sprintf("list_%s_is_sorted_bool", name), []*cel.Type{cel.ListType(t)}, cel.BoolType, cel.UnaryBinding(isSorted))
	}),
	"sum": templated(summableTypes, func(name string, t *cel.Type) cel.FunctionOpt {
		zero := zeroOfSummable[name]
		return cel.MemberOverload(fmt.Sprintf("list_%s_sum_%s", name, name), []*cel.Type{cel.ListType(t)}, t,
			cel.UnaryBinding(func(l ref.Val) ref.Val { return sum(l, zero) }))
	}),
	"max": templated(comparableTypes, func(name string, t *cel.Type) cel.FunctionOpt {
		return cel.MemberOverload(fmt.Sprintf("list_%s_max_%s", name, name), []*cel.Type{cel.ListType(t)}, t,
			cel.UnaryBinding(func(l ref.Val) ref.Val { return extreme(l, "max", types.IntOne) }))
	}),
	"min": templated(comparableTypes, func(name string, t *cel.Type) cel.FunctionOpt {
		return cel.MemberOverload(fmt.Sprintf("list_%s_min_%s", name, name), []*cel.Type{cel.ListType(t)}, t,
			cel.UnaryBinding(func(l ref.Val) ref.Val { return extreme(l, "min", types.IntNegOne) }))
	}),
	"indexOf": {cel.MemberOverload("list_a_index_of_int", []*cel.Type{cel.ListType(paramA), paramA}, cel.IntType,
		cel.BinaryBinding(func(l, x ref.Val) ref.Val { return indexOf(l, x, false) }))},
	"lastIndexOf": {cel.MemberOverload("list_a_last_index_of_int", []*cel.Type{cel.ListType(paramA), paramA}, cel.IntType,
		cel.BinaryBinding(func(l, x ref.Val) ref.Val { return indexOf(l, x, true) }))},
}}

func isSorted(val ref.Val) ref.Val {
	l, ok := val.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(val)
	}
	var prev traits.Comparer
	for it := l.Iterator(); it.HasNext() == types.True; {
		next := it.Next()
		c, ok := next.(traits.Comparer)
		if !ok {
			return types.MaybeNoSuchOverloadErr(next)
		}
		if prev != nil {
			cmp := prev.Compare(next)
			if types.IsError(cmp) {
				return cmp
			}
			if cmp == types.IntOne {
				return types.False
			}
		}
		prev = c
	}
	return types.True
}

func sum(val, zero ref.Val) ref.Val {
	l, ok := val.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(val)
	}
	acc := zero
	for it := l.Iterator(); it.HasNext() == types.True; {
		next := it.Next()
		adder, ok := acc.(traits.Adder)
		if !ok {
			return types.MaybeNoSuchOverloadErr(acc)
		}
		acc = adder.Add(next)
		if types.IsError(acc) {
			return acc
		}
	}
	return acc
}

// extreme returns the element that compares as want (1: max, -1: min)
// against every other.
func extreme(val ref.Val, opName string, want types.Int) ref.Val {
	l, ok := val.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(val)
	}
	if l.Size() == types.IntZero {
		return types.NewErr("%s called on empty list", opName)
	}
	var best ref.Val
	for it := l.Iterator(); it.HasNext() == types.True; {
		next := it.Next()
		if best == nil {
			best = next
			continue
		}
		c, ok := next.(traits.Comparer)
		if !ok {
			return types.MaybeNoSuchOverloadErr(next)
		}
		cmp := c.Compare(best)
		if types.IsError(cmp) {
			return cmp
		}
		if cmp == want {
			best = next
		}
	}
	return best
}

func indexOf(list, x ref.Val, last bool) ref.Val {
	l, ok := list.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(list)
	}
	size := int64(l.Size().(types.Int))
	found := int64(-1)
	for i := int64(0); i < size; i++ {
		eq := l.Get(types.Int(i)).Equal(x)
		if types.IsError(eq) {
			return eq
		}
		if eq == types.True {
			found = i
			if !last {
				break
			}
		}
	}
	return types.Int(found)
}
