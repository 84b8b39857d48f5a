package library

import (
	"fmt"
	"reflect"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// opaque is the part every Kubernetes CEL type shares: a Go value under a
// CEL opaque type, equal to another of its type when equalFn says so,
// convertible to itself and, with str set, to a string.
// Upstream: each of k8s.io/apiserver/pkg/cel's URL, Quantity, IP, CIDR,
// Semver implements ref.Val the same way, one by one.
type opaque[T any] struct {
	value   T
	typ     *types.Type
	equalFn func(a, b T) bool
	str     func(T) string
}

func (o opaque[T]) ConvertToNative(typeDesc reflect.Type) (any, error) {
	if reflect.TypeOf(o.value).AssignableTo(typeDesc) {
		return o.value, nil
	}
	if o.str != nil && reflect.TypeOf("").AssignableTo(typeDesc) {
		return o.str(o.value), nil
	}
	return nil, fmt.Errorf("type conversion error from '%s' to '%v'", o.typ.TypeName(), typeDesc)
}

func (o opaque[T]) ConvertToType(typeVal ref.Type) ref.Val {
	switch {
	case typeVal == o.typ:
		return o
	case typeVal == types.TypeType:
		return o.typ
	case typeVal == types.StringType && o.str != nil:
		return types.String(o.str(o.value))
	}
	return types.NewErr("type conversion error from '%s' to '%s'", o.typ.TypeName(), typeVal.TypeName())
}

func (o opaque[T]) Equal(other ref.Val) ref.Val {
	x, ok := other.(opaque[T])
	if !ok || x.typ != o.typ {
		return types.MaybeNoSuchOverloadErr(other)
	}
	return types.Bool(o.equalFn(o.value, x.value))
}

func (o opaque[T]) Type() ref.Type { return o.typ }
func (o opaque[T]) Value() any     { return o.value }

// receiver unwraps the value of a Kubernetes CEL type.
func receiver[T any](v ref.Val) (T, bool) {
	o, ok := v.(opaque[T])
	return o.value, ok
}

func str(v ref.Val) (string, bool) {
	s, ok := v.Value().(string)
	return s, ok && v.Type() == types.StringType
}
