package library

import (
	"errors"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
)

// QuantityType is the CEL type of quantity(). Upstream: k8s.io/apiserver/pkg/cel.QuantityType.
var QuantityType = cel.ObjectType("kubernetes.Quantity")

// Quantity returns the quantity library: quantity('1.5Gi'),
// isQuantity(string), and on a quantity sign(), isInteger(),
// asInteger(), asApproximateFloat(), add() and sub() (of a quantity or
// an int), isGreaterThan(), isLessThan(), compareTo():
// quantity("200M").isLessThan(quantity("1G")).
// Upstream: k8s.io/apiserver/pkg/cel/library.Quantity.
func Quantity() cel.EnvOption { return cel.Lib(quantityLib) }

func newQuantity(q resource.Quantity) ref.Val {
	return opaque[resource.Quantity]{value: q, typ: QuantityType,
		equalFn: func(a, b resource.Quantity) bool { return a.Equal(b) }, str: resource.Quantity.String}
}

var quantityLib = &lib{name: "kubernetes.quantity", types: []*cel.Type{QuantityType}, decls: map[string][]cel.FunctionOpt{
	"quantity": {cel.Overload("string_to_quantity", []*cel.Type{cel.StringType}, QuantityType, cel.UnaryBinding(func(arg ref.Val) ref.Val {
		s, ok := str(arg)
		if !ok {
			return types.MaybeNoSuchOverloadErr(arg)
		}
		q, err := resource.ParseQuantity(s)
		if err != nil {
			return types.WrapErr(err)
		}
		return newQuantity(q)
	}))},
	"isQuantity": {cel.Overload("is_quantity_string", []*cel.Type{cel.StringType}, cel.BoolType, cel.UnaryBinding(func(arg ref.Val) ref.Val {
		s, ok := str(arg)
		if !ok {
			return types.MaybeNoSuchOverloadErr(arg)
		}
		_, err := resource.ParseQuantity(s)
		return types.Bool(err == nil)
	}))},
	"sign": {quantityUnary("quantity_sign", cel.IntType, func(q resource.Quantity) ref.Val { return types.Int(q.Sign()) })},
	"isInteger": {quantityUnary("quantity_is_integer", cel.BoolType, func(q resource.Quantity) ref.Val {
		_, ok := q.AsInt64()
		return types.Bool(ok)
	})},
	"asInteger": {quantityUnary("quantity_get_integer", cel.IntType, func(q resource.Quantity) ref.Val {
		v, ok := q.AsInt64()
		if !ok {
			return types.WrapErr(errors.New("cannot convert value to integer"))
		}
		return types.Int(v)
	})},
	"asApproximateFloat": {quantityUnary("quantity_get_float", cel.DoubleType, func(q resource.Quantity) ref.Val {
		return types.Double(approximateFloat(q))
	})},
	"isGreaterThan": {quantityBinary("quantity_is_greater_than", cel.BoolType, func(a, b resource.Quantity) ref.Val { return types.Bool(a.Cmp(b) == 1) })},
	"isLessThan":    {quantityBinary("quantity_is_less_than", cel.BoolType, func(a, b resource.Quantity) ref.Val { return types.Bool(a.Cmp(b) == -1) })},
	"compareTo":     {quantityBinary("quantity_compare_to", cel.IntType, func(a, b resource.Quantity) ref.Val { return types.Int(a.Cmp(b)) })},
	"add": {
		quantityBinary("quantity_add", QuantityType, func(a, b resource.Quantity) ref.Val { a.Add(b); return newQuantity(a) }),
		quantityInt("quantity_add_int", func(a resource.Quantity, b int64) ref.Val {
			a.Add(*resource.NewQuantity(b, resource.DecimalSI))
			return newQuantity(a)
		}),
	},
	"sub": {
		quantityBinary("quantity_sub", QuantityType, func(a, b resource.Quantity) ref.Val { a.Sub(b); return newQuantity(a) }),
		quantityInt("quantity_sub_int", func(a resource.Quantity, b int64) ref.Val {
			a.Sub(*resource.NewQuantity(b, resource.DecimalSI))
			return newQuantity(a)
		}),
	},
}}

// approximateFloat is the quantity as a float64, precise to the nano.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).AsApproximateFloat64.
func approximateFloat(q resource.Quantity) float64 {
	if v, ok := q.AsInt64(); ok {
		return float64(v)
	}
	nano := q.ScaledValue(resource.Nano)
	if nano > -1<<62 && nano < 1<<62 {
		return float64(nano) / 1e9
	}
	return float64(q.Value())
}

func quantityUnary(id string, out *cel.Type, f func(resource.Quantity) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{QuantityType}, out, cel.UnaryBinding(func(v ref.Val) ref.Val {
		q, ok := receiver[resource.Quantity](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return f(q)
	}))
}

func quantityBinary(id string, out *cel.Type, f func(a, b resource.Quantity) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{QuantityType, QuantityType}, out, cel.BinaryBinding(func(x, y ref.Val) ref.Val {
		a, ok := receiver[resource.Quantity](x)
		if !ok {
			return types.MaybeNoSuchOverloadErr(x)
		}
		b, ok := receiver[resource.Quantity](y)
		if !ok {
			return types.MaybeNoSuchOverloadErr(y)
		}
		return f(a, b)
	}))
}

func quantityInt(id string, f func(a resource.Quantity, b int64) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{QuantityType, cel.IntType}, QuantityType, cel.BinaryBinding(func(x, y ref.Val) ref.Val {
		a, ok := receiver[resource.Quantity](x)
		if !ok {
			return types.MaybeNoSuchOverloadErr(x)
		}
		b, ok := y.Value().(int64)
		if !ok {
			return types.MaybeNoSuchOverloadErr(y)
		}
		return f(a, b)
	}))
}
